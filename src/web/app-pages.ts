import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { NavIcon } from './components/nav-icons';
import type { Caller } from './lib/auth';

/**
 * Every page of the app, each declared once: its path, title, who may open it, its code (loaded on
 * demand), and for the sidebar's modules their label and icon. The router, the sidebar, the
 * build's table of which chunks each path needs (vite.config.ts) and the pages rendered to HTML at
 * build time (prerender.tsx) all derive from this list. Adding a page is one entry here plus its
 * component (docs/decisions/012-one-entry-per-page.md).
 */

/**
 * A page's first data, put in the data cache for `caller` (a file's `prefetch` export): asked before
 * the page's first render, which then shows it rather than a skeleton first (decision 056).
 */
export type PagePrefetch = (caller: Caller, queryClient: QueryClient) => Promise<unknown>;

/** A page's component: the default export of its file, fetched when the page is first needed. */
export interface PageCode {
  /** The file under src/web, as the build's manifest names it ("pages/dashboard.tsx"). */
  file: string;
  load: () => Promise<ComponentType>;
  /**
   * Once `load` has run: the file's `Skeleton` export, if it has one. The layout shows it while the
   * guard checks who is signed in (decision 025); without one, a spinner.
   */
  skeleton: () => ComponentType | undefined;
  /** Once `load` has run: the file's `prefetch` export, if it has one. */
  prefetch: () => PagePrefetch | undefined;
}

/**
 * The code of one file, from a glob that matches just that file: the bundler splits it into a chunk
 * of its own as it would an import(), and the glob's key names the file, so the build can tell which
 * chunks each path needs. A file that is missing or renamed fails the build and the tests here.
 */
function code(glob: Record<string, () => Promise<unknown>>): PageCode {
  const found = Object.entries(glob);
  const [file, loadModule] = found[0] ?? [];
  if (found.length !== 1 || !file || !loadModule) {
    throw new Error(`a page's code is one file; found ${found.length}: ${Object.keys(glob).join(', ')}`);
  }
  let skeleton: ComponentType | undefined;
  let prefetch: PagePrefetch | undefined;
  const load = async () => {
    const module = (await loadModule()) as { default?: unknown; Skeleton?: unknown; prefetch?: unknown };
    if (typeof module.default !== 'function') throw new Error(`${file} has no default export to render`);
    if (typeof module.Skeleton === 'function') skeleton = module.Skeleton as ComponentType;
    if (typeof module.prefetch === 'function') prefetch = module.prefetch as PagePrefetch;
    return module.default as ComponentType;
  };
  return {
    file: file.replace(/^\.\//, ''),
    load,
    skeleton: () => skeleton,
    prefetch: () => prefetch,
  };
}

/**
 * Who may open a page. `anyone`: the page decides for itself (the landing page and /auth send a
 * signed-in person on, /company-setup a visitor). `member`: signed in and in a company; the guard
 * (protected-route.tsx) sends others away, and the page shows inside the sidebar layout.
 */
export type Access = 'anyone' | 'member';

export interface AppPage {
  path: string;
  /** What the page is: its heading where it has no other, and the browser tab's title. */
  title: string;
  access: Access;
  code: PageCode;
  /** The sidebar's link to the page, among the thirteen modules. */
  nav?: { label: string; icon: NavIcon };
  /**
   * The sidebar's link in its "Company" group, above the modules: the pages about the organisation
   * itself. `adminOnly` links show to admins alone (the page itself still checks).
   */
  companyNav?: { label: string; icon: NavIcon; adminOnly?: boolean };
  /**
   * The sidebar entry a page without its own belongs to: a goal's page is under /accountability, a
   * person's under /people.
   */
  under?: string;
  /**
   * Rendered to HTML at build time, to paint before any script runs (decision 010). A page whose
   * visitors need no script at all (the landing page, decision 011) names none.
   */
  prerender?: { visitorNeedsScript: boolean };
  /**
   * A member's page: the GET requests it makes first at its address without a query, to the byte
   * (query fields in the order the page sends them), which its head script sends as the HTML arrives
   * (decision 052). The page's tests hold each to what the page asks.
   */
  firstData?: readonly string[];
}

/** The guard and the sidebar layout, around every member's page, outermost first. */
export const memberLayouts: readonly PageCode[] = [
  code(import.meta.glob('./components/protected-route.tsx')),
  code(import.meta.glob('./components/app-layout.tsx')),
];

/** In the sidebar's order; the catch-all last. */
export const appPages: readonly AppPage[] = [
  {
    path: '/',
    title: 'Surfers OS',
    access: 'anyone',
    code: code(import.meta.glob('./pages/landing.tsx')),
    prerender: { visitorNeedsScript: false },
  },
  {
    path: '/auth',
    title: 'Sign In',
    access: 'anyone',
    code: code(import.meta.glob('./pages/auth.tsx')),
    prerender: { visitorNeedsScript: true },
  },
  {
    path: '/auth/sso',
    title: 'Signing In',
    access: 'anyone',
    code: code(import.meta.glob('./pages/auth-sso.tsx')),
  },
  {
    path: '/reset-password',
    title: 'Reset Password',
    access: 'anyone',
    code: code(import.meta.glob('./pages/reset-password.tsx')),
  },
  {
    path: '/verify-email',
    title: 'Verify E-mail',
    access: 'anyone',
    code: code(import.meta.glob('./pages/verify-email.tsx')),
  },
  {
    path: '/company-setup',
    title: 'Company Setup',
    access: 'anyone',
    code: code(import.meta.glob('./pages/company-setup.tsx')),
  },
  {
    path: '/dashboard',
    title: 'Dashboard',
    access: 'member',
    code: code(import.meta.glob('./pages/dashboard.tsx')),
  },
  {
    path: '/people',
    title: 'People',
    access: 'member',
    code: code(import.meta.glob('./pages/people.tsx')),
    companyNav: { label: 'People', icon: 'contact' },
  },
  {
    path: '/people/:id',
    title: 'Person',
    access: 'member',
    code: code(import.meta.glob('./pages/person.tsx')),
    under: '/people',
  },
  {
    path: '/teams',
    title: 'Teams',
    access: 'member',
    code: code(import.meta.glob('./pages/teams.tsx')),
    companyNav: { label: 'Teams', icon: 'users-round' },
  },
  {
    path: '/teams/:id',
    title: 'Team',
    access: 'member',
    code: code(import.meta.glob('./pages/team.tsx')),
  },
  {
    // The sidebar's footer links here, above Sign Out (app-sidebar.tsx).
    path: '/account',
    title: 'Account',
    access: 'member',
    code: code(import.meta.glob('./pages/account.tsx')),
  },
  {
    // The header's bell opens its newest few and links here.
    path: '/notifications',
    title: 'Notifications',
    access: 'member',
    code: code(import.meta.glob('./pages/notifications.tsx')),
  },
  {
    path: '/settings',
    title: 'Company Settings',
    access: 'member',
    code: code(import.meta.glob('./pages/settings.tsx')),
    companyNav: { label: 'Settings', icon: 'settings', adminOnly: true },
  },
  {
    path: '/settings/integrations',
    title: 'Integrations',
    access: 'member',
    code: code(import.meta.glob('./pages/integrations.tsx')),
    under: '/settings',
  },
  {
    // The module's spec title and description stay as its heading (goals-texts.ts).
    path: '/accountability',
    title: 'Driving Accountability',
    access: 'member',
    code: code(import.meta.glob('./pages/accountability.tsx')),
    nav: { label: 'Driving Accountability', icon: 'target' },
    firstData: ['/api/goals?ownerId=me&status=open&limit=20'],
  },
  {
    path: '/goals/:id',
    title: 'Goal',
    access: 'member',
    code: code(import.meta.glob('./pages/goal.tsx')),
    under: '/accountability',
  },
  {
    // The module's spec title and description stay as its heading (insights-texts.ts).
    path: '/stress',
    title: 'Reducing Personal Stress',
    access: 'member',
    code: code(import.meta.glob('./pages/stress.tsx')),
    nav: { label: 'Reducing Stress', icon: 'heart-pulse' },
  },
  {
    // The module's spec title and description stay as its heading (strategy-texts.ts).
    path: '/strategy',
    title: 'Strategic Thinking',
    access: 'member',
    code: code(import.meta.glob('./pages/strategy.tsx')),
    nav: { label: 'Strategic Thinking', icon: 'lightbulb' },
  },
  {
    // The module's spec title and description stay as its heading (value-texts.ts).
    path: '/value',
    title: 'Crafting Value Propositions',
    access: 'member',
    code: code(import.meta.glob('./pages/value.tsx')),
    nav: { label: 'Value Propositions', icon: 'gem' },
  },
  {
    // The module's spec title and description stay as its heading (purpose-texts.ts).
    path: '/purpose',
    title: 'Purpose & Alignment',
    access: 'member',
    code: code(import.meta.glob('./pages/purpose.tsx')),
    nav: { label: 'Purpose & Alignment', icon: 'compass' },
  },
  {
    // The module's spec title and description stay as its heading (communication-texts.ts).
    path: '/communication',
    title: 'Communication & Feedback',
    access: 'member',
    code: code(import.meta.glob('./pages/communication.tsx')),
    nav: { label: 'Communication', icon: 'message-square' },
  },
  {
    path: '/communication/one-on-ones/:id',
    title: '1:1',
    access: 'member',
    code: code(import.meta.glob('./pages/one-on-one.tsx')),
    under: '/communication',
  },
  {
    // The module's spec title and description stay as its heading (collaboration-texts.ts).
    path: '/collaboration',
    title: 'Collaboration & Connection',
    access: 'member',
    code: code(import.meta.glob('./pages/collaboration.tsx')),
    nav: { label: 'Collaboration', icon: 'users' },
  },
  {
    // The module's title and description stay as its heading (execution-texts.ts).
    path: '/execution',
    title: 'Execution & Focus',
    access: 'member',
    code: code(import.meta.glob('./pages/execution.tsx')),
    nav: { label: 'Execution & Focus', icon: 'zap' },
  },
  {
    // The module's spec title and description stay as its heading (learning-texts.ts).
    path: '/learning',
    title: 'Learning & Growth',
    access: 'member',
    code: code(import.meta.glob('./pages/learning.tsx')),
    nav: { label: 'Learning & Growth', icon: 'graduation-cap' },
  },
  {
    // The module's spec title and description stay as its heading (wellbeing-texts.ts).
    path: '/wellbeing',
    title: 'Well-Being & Energy',
    access: 'member',
    code: code(import.meta.glob('./pages/wellbeing.tsx')),
    nav: { label: 'Well-Being', icon: 'leaf' },
  },
  {
    // The module's spec title and description stay as its heading (culture-texts.ts).
    path: '/culture',
    title: 'Culture & Recognition',
    access: 'member',
    code: code(import.meta.glob('./pages/culture.tsx')),
    nav: { label: 'Culture & Recognition', icon: 'award' },
    firstData: ['/api/kudos?limit=20'],
  },
  {
    // The module's spec title and description stay as its heading (insights-texts.ts).
    path: '/analytics',
    title: 'Insights & Analytics',
    access: 'member',
    code: code(import.meta.glob('./pages/analytics.tsx')),
    nav: { label: 'Insights & Analytics', icon: 'chart-column' },
  },
  {
    // The module's spec title and description stay as its heading (companion-texts.ts).
    path: '/ai-companion',
    title: 'AI Companion - The Surfer',
    access: 'member',
    code: code(import.meta.glob('./pages/ai-companion.tsx')),
    nav: { label: 'AI Companion', icon: 'bot' },
  },
  {
    path: '*',
    title: 'Page Not Found',
    access: 'anyone',
    code: code(import.meta.glob('./pages/not-found.tsx')),
  },
];

/** The page the browser's tab names: the app's name first on the landing page, last elsewhere. */
export const documentTitle = (page: AppPage | undefined) =>
  !page || page.path === '/' ? 'SOS - Surfers OS' : `${page.title} - SOS`;

export type NavPage = AppPage & Required<Pick<AppPage, 'nav'>>;

/** The sidebar's modules, in its order. */
export const navPages = appPages.filter((page): page is NavPage => page.nav !== undefined);

export type CompanyNavPage = AppPage & Required<Pick<AppPage, 'companyNav'>>;

/** The sidebar's "Company" group, in this list's order. */
export const companyNavPages = appPages.filter(
  (page): page is CompanyNavPage => page.companyNav !== undefined,
);

/**
 * For each path (the catch-all excluded), the code that renders it, outermost first: the build
 * writes it down as chunks, so the server can name a page's chunks in its HTML (decision 009).
 */
export function codeByPath(): Map<string, PageCode[]> {
  const found = new Map<string, PageCode[]>();
  for (const page of appPages) {
    if (page.path === '*') continue;
    found.set(page.path, page.access === 'member' ? [...memberLayouts, page.code] : [page.code]);
  }
  return found;
}

import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
// eslint-disable-next-line no-restricted-imports -- React's HTML renderer, not our src/server
import { renderToString } from 'react-dom/server';
import { AppProviders, createAppClients } from '@/app-providers';
import { SavedSidebarState, SIDEBAR_COOKIE_NAME } from '@/components/ui/sidebar';
import { dashboardTexts } from '@/features/dashboard/dashboard-texts';
import { AuthProvider } from '@/lib/auth';
import { EARLY_DATA } from '@/lib/early-data';
import { EARLY_ME } from '@/lib/me';
import { AsPrerendered } from '@/lib/prerendering';
import { createQueryClient } from '@/lib/query-client';
import { StaticRouter } from '@/lib/router';
import { REFRESH_MARGIN_MS, SessionClient } from '@/lib/session-client';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { AppRoutes, routeReady } from '@/router';
import { appPages } from './app-pages';
import { earlyActionsScript } from './prerendered-page';

// scripts/prerender.mjs writes the script nonce's stand-in with the page.
export { NONCE_PLACEHOLDER } from '@shared/csp-nonce';

/**
 * The pages with nothing of a person's own on them, rendered to HTML at build time
 * (scripts/prerender.mjs) so that they paint before any script has run (decision 010). The client
 * then renders the same page over it.
 */

/** A browser that has no stored session: what a visitor's first load looks like. */
const noStorage: Storage = {
  length: 0,
  clear() {},
  getItem: () => null,
  key: () => null,
  removeItem() {},
  setItem() {},
};

/** A page as a signed-out visitor first sees it: /auth shows the card, on the Sign In tab. */
function SignedOutApp({ path, children }: { path: string; children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider client={new SessionClient({ storage: noStorage, now: Date.now })}>
        <StaticRouter location={path}>{children}</StaticRouter>
      </AuthProvider>
    </QueryClientProvider>
  );
}

/** The pages app-pages.ts marks to be rendered at build time, by path. */
export const prerenderedPages = new Map(
  appPages.flatMap((page) => (page.prerender ? [[page.path, { ...page, prerender: page.prerender }]] : [])),
);

/**
 * A page's HTML, without style attributes: the policy allows no inline style (Radix's tabs write two,
 * outline:none and animation-duration:0s, that change nothing before the script runs); the client's
 * render sets them through the DOM, which the policy allows.
 */
export async function renderPage(path: string): Promise<string> {
  const page = prerenderedPages.get(path);
  if (!page) throw new Error(`no prerendered page for ${path}`);
  const Page = await page.code.load();
  const html = renderToString(
    <StrictMode>
      <SignedOutApp path={path}>
        <Page />
      </SignedOutApp>
    </StrictMode>,
  );
  // Text and attribute values are escaped (a quote is &quot;), so this matches attributes alone.
  return html.replace(/ style="[^"]*"/g, '');
}

/**
 * Runs in <head> before the page's HTML is parsed: with a stored session the person is about to be
 * sent on (to the dashboard), so the CSS hides the prerendered page rather than flash it.
 */
export const sessionMarkScript = `try{if(localStorage.getItem(${JSON.stringify(
  STORAGE_KEY,
)})!==null)document.documentElement.dataset.session=""}catch(e){}`;

/**
 * The one inline script of a prerendered page: the session mark, the international formats loaded in
 * a worker (`warmIntl`: the visitor is about to sign in and see dated pages), and the note of a
 * visitor's early action. A page whose visitors run no script (`visitorNeedsScript: false`) names its entry `appEntry`
 * here instead of in a <script> tag: it is loaded for a stored session only.
 */
export function headScript(path: string, appEntry: string): string {
  if (prerenderedPages.get(path)?.prerender.visitorNeedsScript !== false)
    return sessionMarkScript + warmIntl + earlyActionsScript;
  const loadApp = `if(document.documentElement.dataset.session!==undefined)document.head.append(Object.assign(document.createElement("script"),{type:"module",crossOrigin:"",src:${JSON.stringify(appEntry)}}))`;
  return sessionMarkScript + loadApp;
}

/**
 * Every member's page, rendered as the app's shell (decision 025): the sidebar and the top bar with
 * the page's skeleton, what the guard shows while it checks who is signed in. `path` is where it is
 * rendered: the route itself, or for a route with parameters a path it matches.
 */
export const memberShells = appPages
  .filter((page) => page.access === 'member')
  .map((page) => ({ route: page.path, path: page.path.replace(/:(\w+)/g, '$1') }));

/** The sidebar's cookie when it is collapsed: the server then sends the shell rendered collapsed. */
export const COLLAPSED_SIDEBAR_COOKIE = { name: SIDEBAR_COOKIE_NAME, value: 'false' };

/**
 * The shell of the member's page at `route`, with the sidebar open or collapsed (the server sends the
 * one its cookie asks for). It is the app's own tree (the same providers, routes, guard and layout)
 * while the guard checks, so that the browser's first render, which replaces it, changes nothing on
 * screen until the page itself can show.
 */
export async function renderShell(route: string, { sidebarOpen }: { sidebarOpen: boolean }) {
  const shell = memberShells.find((candidate) => candidate.route === route);
  if (!shell) throw new Error(`no member's page at ${route}`);
  await routeReady(shell.path);
  const clients = createAppClients({ session: { storage: noStorage, now: Date.now } });
  return renderToString(
    <StrictMode>
      <AsPrerendered>
        <SavedSidebarState value={sidebarOpen}>
          <AppProviders clients={clients}>
            <StaticRouter location={shell.path}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </SavedSidebarState>
      </AsPrerendered>
    </StrictMode>,
  );
}

/**
 * The one inline script of a member's page, in <head>: with a stored session it marks <html
 * data-session> (without one the CSS hides the shell: a visitor is about to be sent to /auth) and,
 * unless the access token is about to expire, asks for /api/me at once, while the page's code is on
 * its way; the app takes that answer (lib/me.ts). At the page's own address, without a query, it asks
 * for the page's first data too (`firstData`, decision 052; lib/early-data.ts). A token that must be
 * refreshed first is left to the app. After these requests, the international formats in a worker
 * (`warmIntl`). Then, as on /auth, the note of a button pressed before the app runs (the menu's), for
 * the app to press again.
 */
export function memberHeadScript(route: string): string {
  const firstData = appPages.find((page) => page.path === route)?.firstData ?? [];
  const greet = route === '/dashboard' ? earlyGreetingScript : '';
  const askFirstData =
    firstData.length === 0
      ? ''
      : `if(location.search==="")window.${EARLY_DATA}={token:s.access_token,answers:{${firstData
          .map((url) => `${JSON.stringify(url)}:fetch(${JSON.stringify(url)},h)`)
          .join(',')}}};`;
  return `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(
    STORAGE_KEY,
  )}));if(s){document.documentElement.dataset.session="";if(typeof s.access_token=="string"&&s.expires_at*1e3-Date.now()>${REFRESH_MARGIN_MS}){var h={headers:{authorization:"Bearer "+s.access_token}};window.${EARLY_ME}=fetch("/api/me",h);${greet}${askFirstData}}${warmIntl}}}catch(e){}${earlyActionsScript}`;
}

/**
 * A worker that uses the browser's international formats once and ends. Their first use in a page's
 * process loads their data for the whole process: 40–100 ms on a quiet desktop, a long task on a
 * phone's main thread. Done here as the HTML arrives, off the main thread, the page's own first date or
 * number then costs a few milliseconds (decision 053). From a blob, so that it needs no request of its
 * own behind the page's scripts; the policy allows blob: for workers only. Started a task later: on a
 * phone, starting a worker takes 10–30 ms, which the parse of the rest of the page, and a member's
 * requests for their data, need not wait for.
 */
const warmIntlCode = [
  `new Intl.DateTimeFormat(void 0,{day:"numeric",month:"short",timeZone:"UTC"}).format(0)`,
  `new Intl.DateTimeFormat(void 0,{dateStyle:"medium",timeStyle:"short"}).format(0)`,
  `new Intl.NumberFormat(void 0,{maximumFractionDigits:1}).format(1.5)`,
  `new Intl.RelativeTimeFormat(void 0,{numeric:"auto"}).format(-1,"day")`,
  `new Intl.ListFormat(void 0).format(["a","b"])`,
  `close()`,
].join(';');
const warmIntl = `setTimeout(function(){try{new Worker(URL.createObjectURL(new Blob([${JSON.stringify(warmIntlCode)}],{type:"text/javascript"})))}catch(e){}});`;

/**
 * The dashboard's greeting written from /api/me's answer the moment it arrives, in place of the
 * prerendered skeleton's bar (welcome-card.tsx), while the app's code is still on its way (decision
 * 052): the person's name is the first of their data on screen. Text only (textContent), for the
 * stored session's own person, and only in the prerendered page: once the app has rendered, the bar
 * is React's and the app writes the greeting itself. The app reads the answer from a copy.
 */
const [greetingBefore, greetingAfter] = dashboardTexts.greeting('\u0000').split('\u0000');
const earlyGreetingScript = `window.${EARLY_ME}.then(function(r){return r.ok?r.clone().json():null}).then(function(m){var b=m&&m.user&&m.user.id===s.user.id&&document.querySelector("[data-prerendered] [data-early-greeting]");if(!b)return;var g=document.createElement("h2");g.className=b.dataset.earlyGreeting;g.setAttribute("elementtiming","greeting");g.textContent=${JSON.stringify(greetingBefore)}+((m.profile&&m.profile.fullName||"").trim()||${JSON.stringify(dashboardTexts.nameFallback)})+${JSON.stringify(greetingAfter)};b.replaceWith(g)}).catch(function(){});`;

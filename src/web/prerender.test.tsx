import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { appPages } from '@/app-pages';
import { AppProviders, createAppClients } from '@/app-providers';
import { dashboardTexts } from '@/features/dashboard/dashboard-texts';
import { landingTexts } from '@/features/landing/landing-texts';
import { nextTask } from '@/lib/a-task-each';
import { EARLY_DATA } from '@/lib/early-data';
import { EARLY_ME } from '@/lib/me';
import { BrowserRouter } from '@/lib/router';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { AppRoutes } from '@/router';
import { meOf, mockApi, testSession } from '../../tests/setup/render-app';
import {
  COLLAPSED_SIDEBAR_COOKIE,
  headScript,
  memberHeadScript,
  memberShells,
  renderPage,
  renderShell,
  sessionMarkScript,
} from './prerender';

/**
 * Markup as it shows, serialized by the same DOM: without React's markers of Suspense boundaries
 * (comments), and with the ids that useId makes, which differ between the server's renderer and the
 * browser's, blanked.
 */
const comparable = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    // The toasts' live region mounts once its deferred chunk is in, whenever that is: not the page's.
    .replace(/<div role="region" aria-label="Notifications \(F8\)".*?<\/ol><\/div>/g, '')
    .replace(/(id|aria-labelledby|aria-controls|aria-describedby)="[^"]*"/g, '$1=""');

/** Parses prerendered HTML as the browser would, without any script. */
function parse(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('the pages rendered at build time', () => {
  it('/ is the landing page: the hero, the three features and both ways in', async () => {
    const page = parse(await renderPage('/'));
    expect(page.querySelector('h1')).toHaveTextContent(landingTexts.headline);
    expect([...page.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Drive Accountability',
      'Foster Collaboration',
      'Strategic Growth',
    ]);
    expect([...page.querySelectorAll('a[href="/auth"]')].map((a) => a.textContent)).toEqual([
      landingTexts.getStarted,
      landingTexts.startJourney,
    ]);
  });

  it('/auth is the sign-in card on its Sign In tab, not a spinner', async () => {
    const page = parse(await renderPage('/auth'));
    expect(page).toHaveTextContent('Welcome to SOS');
    expect(page.querySelector('[role="tab"][aria-selected="true"]')).toHaveTextContent('Sign In');
    expect(page.querySelector('input#sign-in-email')).toHaveAttribute('type', 'email');
    expect(page.querySelector('input#sign-in-password')).toHaveAttribute('type', 'password');
    // A submit before the script has taken over must not put the password in the address.
    expect(page.querySelector('form')).toHaveAttribute('method', 'post');
    expect(page).not.toHaveTextContent('Loading...');
  });

  it('carries no style attribute, which the policy would block', async () => {
    for (const path of ['/', '/auth'])
      expect(parse(await renderPage(path)).querySelector('[style]')).toBeNull();
  });

  it('refuses a path it does not prerender', async () => {
    await expect(renderPage('/dashboard')).rejects.toThrow(/no prerendered page/);
  });
});

describe('the session mark', () => {
  const run = () => new Function(sessionMarkScript)() as void;
  const html = document.documentElement;

  it('marks the page when a session is stored, so the CSS hides the prerendered page', () => {
    window.localStorage.setItem(STORAGE_KEY, '{}');
    run();
    expect(html).toHaveAttribute('data-session');
    delete html.dataset.session;
  });

  it('leaves a visitor’s page as it is', () => {
    run();
    expect(html).not.toHaveAttribute('data-session');
  });
});

/** The code of each worker the head script starts, read from the blob it is started from. */
const startedWorkers = () => {
  const started: Promise<string>[] = [];
  const blobs = new Map<string, Blob>();
  const createObjectURL = URL.createObjectURL;
  URL.createObjectURL = (blob: Blob) => {
    blobs.set(`blob:${blobs.size}`, blob);
    return `blob:${blobs.size - 1}`;
  };
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
  });
  vi.stubGlobal(
    'Worker',
    class {
      constructor(url: string) {
        const blob = blobs.get(url);
        if (blob?.type !== 'text/javascript') throw new Error(`not a script: ${url}`);
        started.push(
          new Promise((resolve) => {
            const reader = new FileReader();
            reader.onload = () => resolve(String(reader.result));
            reader.readAsText(blob);
          }),
        );
      }
    },
  );
  return started;
};

describe('the head script of the landing page, whose visitors run no script', () => {
  const entry = '/assets/index-abcd1234.js';
  const run = () => new Function(headScript('/', entry))() as void;
  const appScripts = () => document.head.querySelectorAll(`script[type="module"][src="${entry}"]`);

  it('loads the app for a stored session, which sends the person on to their dashboard', () => {
    window.localStorage.setItem(STORAGE_KEY, '{}');
    run();
    expect(appScripts()).toHaveLength(1);
    expect(document.documentElement).toHaveAttribute('data-session');
    appScripts().forEach((script) => script.remove());
    delete document.documentElement.dataset.session;
  });

  it('loads nothing for a visitor', () => {
    run();
    expect(appScripts()).toHaveLength(0);
  });

  it('is only for that page: /auth names its entry itself and notes early actions', () => {
    expect(headScript('/auth', entry)).not.toContain(entry);
    expect(headScript('/auth', entry)).toContain('submittedForm');
    expect(headScript('/', entry)).not.toContain('submittedForm');
  });

  it('starts no worker, while /auth’s loads the international formats in one for its visitor, who is about to see dated pages', async () => {
    const workers = startedWorkers();
    run();
    await nextTask();
    expect(workers).toEqual([]);
    new Function(headScript('/auth', entry))();
    // A task later: the parse of the rest of the page goes first.
    expect(workers).toEqual([]);
    await nextTask();
    expect(workers).toHaveLength(1);
    expect(await workers[0]).toContain('new Intl.DateTimeFormat(');
  });
});

describe("a member's page rendered at build time: the app's shell", () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.cookie = 'sidebar_state=; path=/; max-age=0';
    window.history.replaceState(null, '', '/');
  });

  it('is rendered for every page behind the guard, parameters filled in', () => {
    const members = appPages.filter((page) => page.access === 'member').map((page) => page.path);
    expect(memberShells.map((shell) => shell.route)).toEqual(members);
    expect(memberShells.find((shell) => shell.route === '/teams/:id')?.path).toBe('/teams/id');
  });

  it('is the sidebar and the top bar around the page’s skeleton, with nothing of a person’s own', async () => {
    const page = parse(await renderShell('/dashboard', { sidebarOpen: true }));
    const sidebar = page.querySelector('[data-slot="sidebar"]');
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect(sidebar?.querySelectorAll('a[href]')).toHaveLength(1 + 2 + 13 + 1);
    expect(page.querySelector('[data-slot="app-top-bar"]')).not.toBeNull();
    expect(page.querySelector('h1')).toHaveTextContent(dashboardTexts.title);
    expect(page).toHaveTextContent(dashboardTexts.welcome);
    expect(page.querySelector('[role="status"]')).toHaveTextContent('Loading...');
    // The same HTML for everyone: no greeting, no admin's link, no count on the bell.
    expect(page).not.toHaveTextContent('Welcome,');
    expect(page.querySelector('a[href="/settings"]')).toBeNull();
    expect(page.querySelector('button[aria-label="Notifications"]')).not.toBeNull();
  });

  it('marks the current page in the sidebar, and shows a page without a skeleton of its own as a spinner', async () => {
    const page = parse(await renderShell('/teams/:id', { sidebarOpen: true }));
    expect(page.querySelector('a[aria-current="page"]')).toHaveAttribute('href', '/teams');
    expect(page.querySelector('h1')).toBeNull();
    expect(page.querySelector('[role="status"]')).toHaveTextContent('Loading...');
  });

  it('is rendered collapsed too, for the sidebar’s cookie', async () => {
    const page = parse(await renderShell('/dashboard', { sidebarOpen: false }));
    expect(page.querySelector('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'collapsed');
    expect(COLLAPSED_SIDEBAR_COOKIE).toEqual({ name: 'sidebar_state', value: 'false' });
  });

  it('carries no style attribute, which the policy would block', async () => {
    for (const { route } of memberShells) {
      for (const sidebarOpen of [true, false]) {
        expect(await renderShell(route, { sidebarOpen }), route).not.toMatch(/ style="/);
      }
    }
  });

  it.each([
    ['open', true],
    ['collapsed', false],
  ])(
    'is what the app first renders while the profile loads (sidebar %s): replacing it changes nothing on screen',
    async (_, sidebarOpen) => {
      document.cookie = `sidebar_state=${sidebarOpen}; path=/`;
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession()));
      let answer: (response: Response) => void = () => {};
      const api = mockApi({});
      api.fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
      window.history.replaceState(null, '', '/dashboard');
      const shell = await renderShell('/dashboard', { sidebarOpen });
      const container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container);
      await act(async () =>
        root.render(
          <AppProviders clients={createAppClients({ queries: { retry: false } })}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AppProviders>,
        ),
      );
      expect(comparable(container.innerHTML)).toBe(comparable(parse(shell).innerHTML));
      await act(async () => answer(Response.json(meOf({ role: 'member' }))));
      expect(
        await screen.findByRole('heading', { name: dashboardTexts.greeting('Kai Surfer') }),
      ).toBeVisible();
      act(() => root.unmount());
    },
  );
});

describe('a member’s shell adopted by the app (decision 055)', () => {
  afterEach(() => {
    window.localStorage.clear();
    document.cookie = 'sidebar_state=; path=/; max-age=0';
    window.history.replaceState(null, '', '/');
  });

  /**
   * Adopts `route`'s shell as main.tsx does, the profile answering at once and the page's own data
   * never (the shell stays the guard's); what React reported as a mismatch, and the shell's elements.
   */
  async function adoptShell(route: string, sidebarOpen: boolean) {
    document.cookie = `sidebar_state=${sidebarOpen}; path=/`;
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession()));
    const api = mockApi({});
    api.fetchMock.mockImplementation((input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      if (url.pathname !== '/api/me') return new Promise<Response>(() => {});
      return Promise.resolve(Response.json(meOf({ role: 'admin', unreadNotifications: 3 })));
    });
    const shell = memberShells.find((candidate) => candidate.route === route)!;
    window.history.replaceState(null, '', shell.path);
    const container = document.createElement('div');
    container.innerHTML = await renderShell(route, { sidebarOpen });
    document.body.append(container);
    onTestFinished(() => container.remove());
    const clients = createAppClients({ queries: { retry: false } });
    await vi.waitFor(() => expect(clients.queryClient.isFetching()).toBe(0));
    const sidebar = container.querySelector('[data-slot="sidebar"]');
    const bell = container.querySelector('button[data-early-press="notifications"]');
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(
        container,
        <StrictMode>
          <AppProviders clients={clients}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AppProviders>
        </StrictMode>,
        { onRecoverableError: (error) => mismatches.push(error) },
      ),
    );
    onTestFinished(() => act(() => root.unmount()));
    return { mismatches, container, sidebar, bell };
  }

  // Every member's page, the sidebar open; and a few collapsed.
  it.each([
    ...memberShells.map(({ route }) => [route, true] as const),
    ...['/culture', '/accountability', '/teams/:id'].map((route) => [route, false] as const),
  ])(
    'keeps %s’s elements (sidebar open: %s) with no mismatch, though the profile is in, then shows what it adds',
    async (route, sidebarOpen) => {
      const { mismatches, container, sidebar, bell } = await adoptShell(route, sidebarOpen);
      expect(mismatches).toEqual([]);
      expect(container.querySelector('[data-slot="sidebar"]')).toBe(sidebar);
      expect(await screen.findByRole('link', { name: 'Settings' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBe(bell);
    },
  );

  // The HTML is the desktop's; the app learns it is on a phone once it has adopted it.
  it.each(['/culture', '/accountability'])(
    'adopts %s’s shell on a phone with no mismatch, the HTML being the desktop’s',
    async (route) => {
      const desktop = window.matchMedia;
      window.matchMedia = (query: string) => ({ ...desktop(query), matches: query.includes('max-width') });
      onTestFinished(() => {
        window.matchMedia = desktop;
      });
      const { mismatches, bell } = await adoptShell(route, true);
      expect(mismatches).toEqual([]);
      expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBe(bell);
    },
  );
});

describe('the head script of a member’s page', () => {
  const html = document.documentElement;
  const run = (route = '/dashboard') => new Function(memberHeadScript(route))() as void;
  afterEach(async () => {
    // The worker a run starts a task later is its own test's, not the next one's.
    await nextTask();
    delete html.dataset.session;
    delete window[EARLY_ME];
    delete window[EARLY_DATA];
    window.history.replaceState(null, '', '/');
  });

  it('marks the page and asks for /api/me at once, with the stored token', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession({ access_token: 'token-of-kai' })));
    const api = mockApi({ 'GET /api/me': () => ({ body: meOf() }) });
    run();
    expect(html).toHaveAttribute('data-session');
    expect(await (await window[EARLY_ME])?.json()).toEqual(meOf());
    expect(api.calls.map((call) => [call.path, call.headers.get('authorization')])).toEqual([
      ['/api/me', 'Bearer token-of-kai'],
    ]);
  });

  it('asks for the page’s first data too, at its own address without a query (decision 052)', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession({ access_token: 'token-of-kai' })));
    const api = mockApi({
      'GET /api/me': () => ({ body: meOf() }),
      'GET /api/kudos': () => ({ body: { items: [], nextCursor: null } }),
    });
    window.history.replaceState(null, '', '/culture?tab=values');
    run('/culture');
    expect(window[EARLY_DATA]).toBeUndefined();
    window.history.replaceState(null, '', '/culture');
    run('/culture');
    expect(window[EARLY_DATA]?.token).toBe('token-of-kai');
    const answer = await window[EARLY_DATA]?.answers['/api/kudos?limit=20'];
    expect(await answer?.json()).toEqual({ items: [], nextCursor: null });
    expect(api.calls.map((call) => [call.path, call.headers.get('authorization')])).toEqual([
      ['/api/me', 'Bearer token-of-kai'],
      ['/api/me', 'Bearer token-of-kai'],
      ['/api/kudos?limit=20', 'Bearer token-of-kai'],
    ]);
  });

  it('writes the dashboard’s greeting from /api/me’s answer in the prerendered bar, and leaves the app its copy', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession()));
    const me = meOf({ profile: { ...meOf().profile!, fullName: '  Kai <b>Surfer</b> ' } });
    mockApi({ 'GET /api/me': () => ({ body: me }) });
    document.body.innerHTML =
      '<div data-prerendered="member"><div aria-hidden data-early-greeting="text-2xl font-bold"></div></div>';
    run('/dashboard');
    const greeting = await screen.findByRole('heading', { level: 2 });
    expect(greeting).toHaveTextContent('Welcome, Kai <b>Surfer</b>!');
    expect(greeting.querySelector('b')).toBeNull();
    expect(greeting).toHaveClass('text-2xl font-bold');
    expect(greeting).toHaveAttribute('elementtiming', 'greeting');
    expect(await (await window[EARLY_ME])?.json()).toEqual(me);
    document.body.innerHTML = '';
  });

  it('writes no greeting where the app has rendered already, nor for another person', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession()));
    mockApi({ 'GET /api/me': () => ({ body: meOf({ user: { ...meOf().user, id: 'someone-else' } }) }) });
    document.body.innerHTML =
      '<div data-prerendered="member"><div data-early-greeting="x"></div></div><div><div data-early-greeting="x"></div></div>';
    run('/dashboard');
    await window[EARLY_ME];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.querySelectorAll('[data-early-greeting]')).toHaveLength(2);
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession()));
    mockApi({ 'GET /api/me': () => ({ body: meOf() }) });
    document.body.innerHTML = '<div><div data-early-greeting="x"></div></div>';
    run('/dashboard');
    await window[EARLY_ME];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByRole('heading')).toBeNull();
    document.body.innerHTML = '';
  });

  it('leaves a token about to expire to the app, which refreshes it first', () => {
    const soon = Math.floor(Date.now() / 1000) + 30;
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession({ expires_at: soon })));
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    run();
    expect(html).toHaveAttribute('data-session');
    expect(window[EARLY_ME]).toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('does nothing for a visitor, whose shell the CSS hides', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const workers = startedWorkers();
    run();
    window.localStorage.setItem(STORAGE_KEY, 'not json');
    run();
    await nextTask();
    expect(html).not.toHaveAttribute('data-session');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(workers).toEqual([]);
  });

  it('loads the international formats in a worker, off the main thread, for a member (decision 053)', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession()));
    const fetchSpy = vi.fn(() => new Promise(() => {}));
    vi.stubGlobal('fetch', fetchSpy);
    const workers = startedWorkers();
    run('/accountability');
    // The person's data is asked for first; the worker, which takes a phone 10–30 ms to start, a task later.
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(workers).toEqual([]);
    await nextTask();
    expect(workers).toHaveLength(1);
    const [code] = await Promise.all(workers);
    // The worker's code, run here: it formats a date, a number, a relative time and a list, then ends.
    const close = vi.fn();
    new Function('close', code!)(close);
    expect(close).toHaveBeenCalledOnce();
    for (const format of ['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat', 'ListFormat']) {
      expect(code).toContain(`new Intl.${format}(`);
    }
  });
});

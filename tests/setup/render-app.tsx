import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { ApiErrorBody, Me, Session } from '../../src/shared/api';
import type { EndpointKey, Endpoints, ResponseAt } from '../../src/shared/contract/by-key';
import type { PathParams } from '../../src/shared/contract/endpoint';
import { endpoints } from '../../src/shared/contract/endpoints';
import { type AppClients, AppProviders, createAppClients } from '../../src/web/app-providers';
import { callerOf } from '../../src/web/lib/auth';
import { STORAGE_KEY } from '../../src/web/lib/session-storage-key';
import { AppRoutes, prefetchPage, routeReady } from '../../src/web/router';
import { createMemoryRouter, RouterProvider } from './memory-router';
import { recordUnansweredCall } from './unanswered-calls';

/**
 * Renders the real app (router, providers, toaster) at a path, on a fake API. A test says which
 * answers the API gives, by the contract's endpoint keys ('GET /api/goals/:goalId'); each answer is
 * typed by its endpoint, so a fake that drifts from the contract fails the typecheck. Every call is
 * recorded, and a call no handler answers fails the test.
 */
/** A success answer: the endpoint's status (its declared one by default) and response. */
type SuccessAnswer<K extends EndpointKey> = {
  status?: Endpoints[K]['status'];
} & (ResponseAt<K> extends undefined ? { body?: undefined } : { body: ResponseAt<K> });
/** A failure: any status a server or a proxy may send, with the API's error body or none. */
export interface ErrorAnswer {
  status: number;
  body?: ApiErrorBody | null;
}
export type ApiAnswer<K extends EndpointKey = EndpointKey> = SuccessAnswer<K> | ErrorAnswer;
export type ApiHandler<K extends EndpointKey = EndpointKey> = (request: {
  body: unknown;
  headers: Headers;
  url: URL;
  /** The path's parameters by the contract's names: { goalId } for 'GET /api/goals/:goalId'. */
  params: Record<PathParams<Endpoints[K]['path']>, string>;
}) => ApiAnswer<K> | Promise<ApiAnswer<K>>;
export type ApiHandlers = { [K in EndpointKey]?: ApiHandler<K> };

export const testUser = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'kai@example.com',
  fullName: 'Kai Surfer',
};

export function testSession(overrides: Partial<Session> = {}): Session {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  return {
    access_token: 'access-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    refresh_token: 'refresh-token',
    user: testUser,
    ...overrides,
  };
}

/** /api/me for a person in a company; `role` decides admin-only parts. */
export function meOf(overrides: Partial<Me> = {}): Me {
  return {
    user: { ...testUser, emailVerified: true },
    profile: { fullName: testUser.fullName, companyId: 'c0c0c0c0-0000-4000-8000-000000000001' },
    company: { id: 'c0c0c0c0-0000-4000-8000-000000000001', name: 'Wave Riders', companyCode: 'AB12CD34' },
    role: 'admin',
    joinRequests: [],
    unreadNotifications: 0,
    activeTeams: 0,
    goals: { open: 0, performance: null, dueForCheckIn: [] },
    pulse: null,
    firstSteps: { goal: false, team: false },
    colleagueToRecognise: null,
    nextOneOnOne: null,
    actionItems: [],
    today: { oneThing: null, items: 0, done: 0 },
    growth: { nextItem: null, tip: null },
    nudges: [],
    companionModel: false,
    ...overrides,
  };
}

/** /api/me for a person without a company. */
export function meWithoutCompany(overrides: Partial<Me> = {}): Me {
  return meOf({
    profile: { fullName: testUser.fullName, companyId: null },
    company: null,
    role: null,
    firstSteps: null,
    ...overrides,
  });
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

const endpointByKey = new Map(
  Object.values(endpoints).map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]),
);

/** The handler whose endpoint path matches `path`, with the path's parameters; exact paths first. */
function handlerFor(handlers: ApiHandlers, method: string, path: string) {
  const entries = Object.entries(handlers) as [EndpointKey, ApiHandler | undefined][];
  const matches = entries.flatMap(([key, handler]) => {
    const [keyMethod, pattern = ''] = key.split(' ');
    if (keyMethod !== method || !handler) return [];
    const names = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
    const values = new RegExp(`^${pattern.replace(/:\w+/g, '([^/]+)')}$`).exec(path)?.slice(1);
    if (!values) return [];
    const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(values[i] ?? '')]));
    return [{ handler, params, endpoint: endpointByKey.get(key) }];
  });
  // '/api/goals/tree' is an endpoint of its own, not '/api/goals/:goalId' with the id "tree".
  return matches.find((match) => Object.keys(match.params).length === 0) ?? matches[0];
}

/**
 * A handler that answers only the rows these path parameters name ({ teamId: reef.id }, or a list of
 * ids); a call for any other is as unexpected as one no handler answers.
 */
export function at<K extends EndpointKey>(
  only: Partial<Record<PathParams<Endpoints[K]['path']>, string | readonly string[]>>,
  handler: ApiHandler<K>,
): ApiHandler<K> {
  return (request) => {
    const params: Record<string, string> = request.params;
    const elsewhere = Object.entries<string | readonly string[] | undefined>(only).some(
      ([name, value]) => ![value].flat().includes(params[name]),
    );
    if (elsewhere) {
      recordUnansweredCall(`${request.url.pathname}, not ${JSON.stringify(only)}`);
      throw new Error(`unexpected API call: ${request.url.pathname}`);
    }
    return handler(request);
  };
}

/**
 * Handlers for the requests of a page a test only navigates to, which are never answered: that page
 * stays loading while the test ends. Whether it gets as far as asking depends on whether its code was
 * already loaded by an earlier file of the worker (the web tests share their modules, decision 043).
 */
export function pageLeftLoading(...endpoints: EndpointKey[]): ApiHandlers {
  return Object.fromEntries(endpoints.map((endpoint) => [endpoint, () => new Promise<never>(() => {})]));
}

/** A `text/event-stream` answer of these events, one `data:` line each, sent `delayMs` apart. */
export function eventStream(events: readonly { type: string }[], delayMs = 0) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const event of events) {
        controller.enqueue(encoder.encode(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`));
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

export function mockApi(handlers: ApiHandlers) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname + url.search, body, headers });
    const match = handlerFor(handlers, method, url.pathname);
    if (!match) {
      recordUnansweredCall(`${method} ${url.pathname}`);
      throw new Error(`unexpected API call: ${method} ${url.pathname}`);
    }
    // The one step from the matched strings to the handler's names: the pattern that matched gave them.
    const params = match.params as Parameters<ApiHandler>[0]['params'];
    const answer = await match.handler({ body, headers, url, params });
    // A stream of events (the companion's) is answered as the test built it.
    if (answer.body instanceof Response) return answer.body;
    const status = answer.status ?? match.endpoint?.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? null), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function renderApp(path: string, options: { session?: Session | null } = {}) {
  if (options.session) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(options.session));
  return renderWith(path, testClients());
}

/**
 * The app as main.tsx starts a first load: the page's code loaded and its first data asked (router.tsx:
 * `prefetchPage`) before the first render. `askedFirst`: the API calls (mockApi's `calls`) made by then.
 */
export async function renderAppPrefetched(
  path: string,
  { session, calls }: { session: Session; calls: readonly RecordedCall[] },
) {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  const clients = testClients();
  const url = new URL(path, 'http://localhost');
  await routeReady(url.pathname);
  await prefetchPage(url, callerOf(clients.sessionClient), clients.queryClient);
  return { ...renderWith(path, clients), askedFirst: [...calls] };
}

/**
 * The app's cache and session, as app.tsx makes them (a stored session's /api/me is asked for before
 * the first render), without retries: a test's failure answer is final.
 */
const testClients = () =>
  createAppClients({
    queries: { retry: false },
    session: { storage: window.localStorage, now: () => Date.now(), window, document },
  });

function renderWith(path: string, clients: AppClients) {
  // The app's routes under a memory router that tests can read and drive (location, navigate, subscribe).
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders clients={clients}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, ...clients };
}

export type RenderedApp = ReturnType<typeof renderApp>;

/**
 * The toast with this title, in the toaster's list (Radix also copies the text into a live region).
 * The toaster's code loads after the first render, so the first look may wait for it.
 */
export async function findToast(title: string) {
  const region = await screen.findByRole('region', { name: /notifications/i }, { timeout: 5000 });
  const heading = await within(region).findByText(title);
  const item = heading.closest('li');
  if (!item) throw new Error(`toast "${title}" is not in a list item`);
  return item;
}

export async function expectToast(title: string, description: string, variant: 'default' | 'destructive') {
  const item = await findToast(title);
  expect(item).toHaveTextContent(description);
  expect(item).toHaveAttribute('data-variant', variant);
}

/** Waits for the router to land on `path`; a page of another feature may take a moment to load. */
export async function expectPath(router: RenderedApp['router'], path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 5000 });
}

/**
 * Holds every call to `route` ("POST /api/companies") until the returned function is called, so a test
 * can look at a form while its request is in flight.
 */
export function holdRequests(fetchMock: ReturnType<typeof mockApi>['fetchMock'], route: string) {
  const answer = fetchMock.getMockImplementation();
  if (!answer) throw new Error('mockApi installed no implementation');
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  fetchMock.mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    if (`${(init.method ?? 'GET').toUpperCase()} ${url.pathname}` === route) await released;
    return answer(input, init);
  });
  return release;
}

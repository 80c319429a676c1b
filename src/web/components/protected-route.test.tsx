import { act, screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, onTestFinished } from 'vitest';
import { AppProviders, createAppClients } from '@/app-providers';
import { meQueryKey } from '@/lib/me';
import { BrowserRouter } from '@/lib/router';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { AppRoutes, routeReady } from '@/router';
import {
  meOf,
  meWithoutCompany,
  mockApi,
  renderApp,
  testSession,
  testUser,
} from '../../../tests/setup/render-app';

/** What the two pages these tests open ask for besides the profile: no goals, no figures yet. */
const pagesAnswers = {
  'GET /api/goals': () => ({ body: { items: [], nextCursor: null } }),
  'GET /api/stress': () => ({ body: { periods: [], mine: [] } }),
} as const;

/** A fake /api/me that answers only when the test lets it, so the page can be seen while it loads. */
function heldProfile() {
  let answer: () => void = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  const handler = async () => {
    await held;
    return { body: meOf() };
  };
  return { handler, answer };
}

/** The guard of the protected pages (docs/product.md#screens), through the real router. */
describe('the protected-route guard', () => {
  it('shows the Loading... spinner while the profile loads, in the app’s shell', async () => {
    const profile = heldProfile();
    mockApi({ 'GET /api/me': profile.handler, ...pagesAnswers });
    renderApp('/accountability', { session: testSession() });
    // Once the layout's code has loaded, the sidebar and the top bar show (decision 025), and the
    // page waits for the verdict.
    expect(await screen.findByRole('navigation', { name: 'Navigation' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('button', { name: 'Toggle Sidebar' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await act(async () => profile.answer());
    expect(
      await screen.findByRole('heading', { name: 'Driving Accountability', level: 1 }),
    ).toBeInTheDocument();
  });

  it('shows the dashboard’s own skeleton while the profile loads: its header and welcome card', async () => {
    const profile = heldProfile();
    // Each request gets its own endpoint's answer: the admin's dashboard also asks for join requests.
    mockApi({ 'GET /api/me': profile.handler, 'GET /api/join-requests': () => ({ body: [] }) });
    renderApp('/dashboard', { session: testSession() });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByText(/^Ready to ride the waves of productivity\?/)).toBeInTheDocument();
    expect(screen.queryByText(/^Welcome, /)).not.toBeInTheDocument();
    await act(async () => profile.answer());
    expect(await screen.findByRole('heading', { name: 'Welcome, Kai Surfer!' })).toBeInTheDocument();
  });

  it('renders the shell first even when the profile is already in, and the page in a render of its own (decision 053)', async () => {
    mockApi({ 'GET /api/me': () => ({ body: meOf({ role: 'member' }) }) });
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession()));
    window.history.replaceState(null, '', '/dashboard');
    const clients = createAppClients({ queries: { retry: false } });
    await waitFor(() => expect(clients.queryClient.getQueryData(meQueryKey(testUser.id))).toBeDefined());
    await routeReady('/dashboard');
    // The skeleton's greeting bar is the shell's alone: seen removed, the shell was on screen first.
    const removed: Element[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    const observer = new MutationObserver((records) => {
      for (const record of records)
        removed.push(...[...record.removedNodes].filter((n) => n instanceof Element));
    });
    observer.observe(container, { childList: true, subtree: true });
    const root = createRoot(container);
    onTestFinished(() => {
      observer.disconnect();
      act(() => root.unmount());
      container.remove();
    });
    await act(async () =>
      root.render(
        <AppProviders clients={clients}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Welcome, Kai Surfer!' })).toBeInTheDocument();
    await act(async () => {}); // the observer's records
    expect(
      removed.some(
        (node) => node.matches('[data-early-greeting]') || node.querySelector('[data-early-greeting]'),
      ),
    ).toBe(true);
  });

  it('shows no shell to a person whose profile could not be loaded, only the message', async () => {
    mockApi({
      'GET /api/me': () => ({ status: 500, body: { error: { code: 'internal_error', message: 'Broken.' } } }),
    });
    renderApp('/dashboard', { session: testSession() });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your profile. Broken.');
    expect(screen.queryByRole('navigation', { name: 'Navigation' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /auth', async () => {
    const api = mockApi({});
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(api.calls).toEqual([]);
  });

  it('sends a person without a company to /company-setup', async () => {
    mockApi({ 'GET /api/me': () => ({ body: meWithoutCompany() }) });
    const { router } = renderApp('/accountability', { session: testSession() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/company-setup'));
  });

  it('renders the page for a person with a company, and checks again on every path change', async () => {
    const api = mockApi({ 'GET /api/me': () => ({ body: meOf({ role: 'member' }) }), ...pagesAnswers });
    const { router } = renderApp('/accountability', { session: testSession() });
    expect(
      await screen.findByRole('heading', { name: 'Driving Accountability', level: 1 }),
    ).toBeInTheDocument();
    const meCalls = () => api.calls.filter((call) => call.path === '/api/me').length;
    expect(meCalls()).toBe(1);

    await act(() => router.navigate('/stress'));
    expect(
      await screen.findByRole('heading', { name: 'Reducing Personal Stress', level: 1 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(meCalls()).toBe(2));
  });

  it('sends the person to /company-setup when the re-check finds they no longer have a company', async () => {
    let me = meOf({ role: 'member' });
    mockApi({ 'GET /api/me': () => ({ body: me }), ...pagesAnswers });
    const { router } = renderApp('/accountability', { session: testSession() });
    await screen.findByRole('heading', { name: 'Driving Accountability', level: 1 });
    me = meWithoutCompany();
    await act(() => router.navigate('/stress'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company-setup'));
  });

  it('sends the bearer token of the session with the profile request', async () => {
    const api = mockApi({ 'GET /api/me': () => ({ body: meOf() }), ...pagesAnswers });
    renderApp('/accountability', { session: testSession({ access_token: 'token-of-kai' }) });
    await waitFor(() => expect(api.calls[0]?.headers.get('authorization')).toBe('Bearer token-of-kai'));
  });
});

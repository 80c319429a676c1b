import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navPages } from '@/app-pages';
import { toasts } from '@/lib/texts';
import {
  expectPath,
  meOf,
  mockApi,
  pageLeftLoading,
  renderApp,
  testSession,
} from '../../../tests/setup/render-app';

function signedInApi() {
  return mockApi({
    'GET /api/me': () => ({ body: meOf() }),
    // Accountability, where the tests open: no goals.
    'GET /api/goals': () => ({ body: { items: [], nextCursor: null } }),
    // Well-Being, where one test navigates: the person's check-ins.
    'GET /api/mood': () => ({ body: { items: [] } }),
    'POST /api/auth/logout': () => ({ status: 204 }),
    // People and Company Settings, where two tests navigate and stop.
    ...pageLeftLoading(
      'GET /api/people',
      'GET /api/company',
      'GET /api/values',
      'GET /api/pulse',
      'GET /api/companion/model',
    ),
  });
}

describe('AppSidebar', () => {
  it('shows the brand, the "Navigation" group and the thirteen modules in the spec’s order', async () => {
    signedInApi();
    renderApp('/accountability', { session: testSession() });

    const navigation = await screen.findByRole('navigation', { name: 'Navigation' });
    // The top bar's own brand link is there too, hidden by CSS on a desktop (it is for phones).
    const brand = screen.getByRole('link', { name: 'SOS Surfers OS' });
    expect(brand).toHaveAttribute('href', '/dashboard');
    expect(within(brand).getByText('SOS')).toBeInTheDocument();
    expect(within(brand).getByText('Surfers OS')).toBeInTheDocument();
    expect(screen.getByText('Navigation')).toBeInTheDocument();

    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Driving Accountability',
      'Reducing Stress',
      'Strategic Thinking',
      'Value Propositions',
      'Purpose & Alignment',
      'Communication',
      'Collaboration',
      'Execution & Focus',
      'Learning & Growth',
      'Well-Being',
      'Culture & Recognition',
      'Insights & Analytics',
      'AI Companion',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(navPages.map((page) => page.path));
  });

  it('lists the company’s own pages in a "Company" group above the modules', async () => {
    signedInApi();
    const { user, router } = renderApp('/accountability', { session: testSession() });

    const company = await screen.findByRole('navigation', { name: 'Company' });
    const links = within(company).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toContain('People');
    await user.click(within(company).getByRole('link', { name: 'People' }));
    await expectPath(router, '/people');
  });

  it('shows Company Settings to admins only', async () => {
    signedInApi();
    const { user, router } = renderApp('/accountability', { session: testSession() });
    const company = await screen.findByRole('navigation', { name: 'Company' });
    // The sidebar shows while the profile loads; an admin's link, once it is known.
    await user.click(await within(company).findByRole('link', { name: 'Settings' }));
    await expectPath(router, '/settings');
  });

  it('hides Company Settings from a member', async () => {
    mockApi({
      'GET /api/me': () => ({ body: meOf({ role: 'member' }) }),
      'GET /api/goals': () => ({ body: { items: [], nextCursor: null } }),
    });
    renderApp('/accountability', { session: testSession() });
    // Once the profile has loaded: the page shows.
    await screen.findByRole('heading', { name: 'Driving Accountability', level: 1 });
    const company = screen.getByRole('navigation', { name: 'Company' });
    expect(within(company).getByRole('link', { name: 'People' })).toBeInTheDocument();
    expect(within(company).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('marks the current page’s entry, and follows navigation', async () => {
    signedInApi();
    const { user, router } = renderApp('/accountability', { session: testSession() });

    const navigation = await screen.findByRole('navigation', { name: 'Navigation' });
    const current = within(navigation).getByRole('link', { name: 'Driving Accountability' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('data-active', 'true');
    const others = within(navigation)
      .getAllByRole('link')
      .filter((link) => link !== current);
    expect(others.length).toBeGreaterThan(0);
    others.forEach((link) => {
      expect(link).not.toHaveAttribute('aria-current');
      expect(link).not.toHaveAttribute('data-active');
    });

    await user.click(within(navigation).getByRole('link', { name: 'Well-Being' }));
    await expectPath(router, '/wellbeing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Well-Being & Energy' })).toBeInTheDocument();
    expect(within(navigation).getByRole('link', { name: 'Well-Being' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(current).not.toHaveAttribute('aria-current');
  });

  it('marks a module’s entry on a page declared under it: a goal’s page under Driving Accountability', async () => {
    signedInApi();
    renderApp('/goals/8c1f7a52-3f4e-4d7b-9a0e-5b6c7d8e9f01', { session: testSession() });
    const navigation = await screen.findByRole('navigation', { name: 'Navigation' });
    expect(within(navigation).getByRole('link', { name: 'Driving Accountability' })).toHaveAttribute(
      'data-active',
      'true',
    );
    expect(within(navigation).getByRole('link', { name: 'Well-Being' })).not.toHaveAttribute('data-active');
  });

  it('collapses to icons from the top bar’s trigger', async () => {
    signedInApi();
    const { user, container } = renderApp('/accountability', { session: testSession() });

    await user.click(await screen.findByRole('button', { name: 'Toggle Sidebar' }));
    expect(container.querySelector('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'collapsed');
    expect(document.cookie).toContain('sidebar_state=false');
  });

  it('signs out: ends the session on the server, says so, and goes to /auth', async () => {
    const { calls } = signedInApi();
    const { user, router, sessionClient } = renderApp('/accountability', { session: testSession() });

    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByText(toasts.signedOut.title)).toBeInTheDocument();
    expect(screen.getByText(toasts.signedOut.description)).toBeInTheDocument();
    expect(toasts.signedOut).toEqual({
      title: 'Signed out',
      description: 'You have been successfully signed out.',
    });
    const logout = calls.find((call) => call.method === 'POST' && call.path === '/api/auth/logout');
    expect(logout?.headers.get('authorization')).toBe('Bearer access-token');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(sessionClient.getSession()).toBeNull();
  });
});

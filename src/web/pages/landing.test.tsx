import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { landingFeatures, landingTexts } from '@/features/landing/landing-texts';
import { meOf, mockApi, renderApp, testSession } from '../../../tests/setup/render-app';

describe('landing page', () => {
  it('shows the hero, the three feature cards and two calls to action, both to /auth', async () => {
    mockApi({});
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: landingTexts.headline })).toBeInTheDocument();
    expect(screen.getByText('SOS')).toBeInTheDocument();
    expect(screen.getByText('Surfers OS')).toBeInTheDocument();

    expect(landingFeatures.map((feature) => feature.title)).toEqual([
      'Drive Accountability',
      'Foster Collaboration',
      'Strategic Growth',
    ]);
    for (const { title, description } of landingFeatures) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
      expect(screen.getByText(description)).toBeInTheDocument();
    }

    // Plain links: the landing renders without the router (main.tsx), so /auth is a page load.
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/auth');
  });

  it('shows a spinner while auth is loading', async () => {
    // A session about to expire is refreshed before auth stops loading; the refresh never answers.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderApp('/', { session: testSession({ expires_at: Math.floor(Date.now() / 1000) + 5 }) });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('link', { name: landingTexts.getStarted })).not.toBeInTheDocument();
  });

  it('sends a signed-in person to /dashboard', async () => {
    mockApi({
      'GET /api/me': () => ({ body: meOf({ role: 'member' }) }),
    });
    const { router } = renderApp('/', { session: testSession() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });
});

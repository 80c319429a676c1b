import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../../../tests/setup/render-app';

describe('404 page', () => {
  it('says the page is missing, links home, and logs the missing path once', async () => {
    mockApi({});
    // tests/setup/fail-on-console.ts spies on console.error to fail the test; this one error is expected.
    // vi.spyOn hands back that same spy, so take its implementation back afterwards rather than restoring
    // the real console.error (its afterEach restores the spy itself).
    const failOnConsole = vi.mocked(console.error).getMockImplementation();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

    renderApp('/no-such-wave');

    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Toggle Sidebar' })).not.toBeInTheDocument();
    // The log comes from an effect, which React may run a moment after the page is on screen.
    await waitFor(() => expect(consoleError).toHaveBeenCalledTimes(1));
    expect(consoleError).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no-such-wave',
    );

    consoleError.mockImplementation(failOnConsole ?? (() => {}));
  });

  it('takes the visitor home', async () => {
    mockApi({});
    vi.mocked(console.error).mockImplementationOnce(() => {});
    const { user, router } = renderApp('/lost');
    await user.click(await screen.findByRole('link', { name: 'Return to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

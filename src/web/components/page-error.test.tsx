import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '@/lib/texts';
import { expectPath, mockApi, renderApp } from '../../../tests/setup/render-app';
import { PageError } from './page-error';

// The 404 page's chunk fails to load, as after a deploy removed it or when the network drops.
const { chunkFailure } = vi.hoisted(() => ({
  chunkFailure: new TypeError('Failed to fetch dynamically imported module: /assets/not-found.js'),
}));
vi.mock('@/pages/not-found', () => {
  throw chunkFailure;
});

describe('a page whose code fails to load', () => {
  const logged = vi.spyOn(console, 'error');
  afterEach(() => logged.mockReset());

  it('shows the error screen with a way to reload, and logs the error once', async () => {
    logged.mockImplementation(() => {});
    mockApi({});
    const { router } = renderApp('/no-such-wave');

    const screenOfError = await screen.findByRole('alert');
    expect(screenOfError).toHaveTextContent(toasts.unexpectedError);
    expect(screen.getByRole('heading', { level: 1, name: toasts.unexpectedError })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeEnabled();
    expect(logged).toHaveBeenCalledTimes(1);
    // The test runner wraps the failure of a mocked import; the page's own error is its cause.
    const reported = logged.mock.calls[0]?.find((arg) => arg instanceof Error);
    expect((reported as Error | undefined)?.cause).toBe(chunkFailure);

    // Another page gets its chance.
    await router.navigate('/auth');
    await expectPath(router, '/auth');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the error screen', () => {
  it('reloads the page from its button', async () => {
    const reload = vi.fn();
    render(<PageError reload={reload} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

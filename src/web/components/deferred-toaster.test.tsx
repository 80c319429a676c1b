import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Fresh copies of the toaster and the store for each test, so the toaster's code is never loaded yet. */
async function freshToaster() {
  vi.resetModules();
  const [{ DeferredToaster }, { toast }] = await Promise.all([
    import('./deferred-toaster'),
    import('@/lib/toast'),
  ]);
  return { DeferredToaster, toast };
}

const notifications = () => screen.findByRole('region', { name: /notifications/i }, { timeout: 5000 });

async function findItem(title: string) {
  return (await within(await notifications()).findByText(title)).closest('li');
}

describe('the deferred toaster', () => {
  let app: Awaited<ReturnType<typeof freshToaster>>;
  beforeEach(async () => {
    app = await freshToaster();
  });

  it('shows a toast raised before it was rendered, once its code has loaded', async () => {
    const { DeferredToaster, toast } = app;
    toast({ title: 'Validation Error', description: 'Invalid email address', variant: 'destructive' });
    render(<DeferredToaster />);
    const item = await findItem('Validation Error');
    expect(item).toHaveTextContent('Invalid email address');
    expect(item).toHaveAttribute('data-variant', 'destructive');
  });

  it('keeps a toast raised while its code is still loading, and shows it when the code arrives', async () => {
    const { DeferredToaster, toast } = app;
    render(<DeferredToaster />);
    act(() => void toast({ title: 'Signed out', description: 'You have been successfully signed out.' }));
    // Not on the screen yet: the toast waits in the store for the code.
    expect(screen.queryByText('Signed out')).not.toBeInTheDocument();
    const item = await findItem('Signed out');
    expect(item).toHaveTextContent('You have been successfully signed out.');
    expect(item).toHaveAttribute('data-variant', 'default');
  });

  it('loads the toaster when the page is idle, before any toast', async () => {
    const { DeferredToaster } = app;
    render(<DeferredToaster />);
    expect(screen.queryByRole('region', { name: /notifications/i })).not.toBeInTheDocument();
    expect(within(await notifications()).queryAllByRole('listitem')).toHaveLength(0);
  });
});

import type { Nudge } from '@shared/contract/companion';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  expectPath,
  meOf,
  mockApi,
  pageLeftLoading,
  renderApp,
  testSession,
} from '../../../../tests/setup/render-app';
import { nudgesCardTexts as t } from './dashboard-texts';

const thanks: Nudge = {
  kind: 'recognise',
  subjectId: 'd0d0d0d0-0000-4000-8000-000000000004',
  fullName: 'Ana Reef',
  team: 'Reef crew',
};

describe('the dashboard’s nudges card', () => {
  it('shows the day’s nudges from /api/me and leads to the companion', async () => {
    mockApi({
      'GET /api/me': () => ({ body: meOf({ role: 'member', nudges: [thanks] }) }),
      ...pageLeftLoading('GET /api/companion'),
    });
    const { user, router } = renderApp('/dashboard', { session: testSession() });
    const title = await screen.findByText(t.title);
    const card = title.closest('[data-slot="card"]') as HTMLElement;
    expect(
      within(card).getByText('Ana Reef (Reef crew) has not been recognised in 60 days.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Give kudos' })).toHaveAttribute(
      'href',
      `/culture?give=1&to=${thanks.subjectId}`,
    );
    await user.click(within(card).getByRole('link', { name: t.open }));
    await expectPath(router, '/ai-companion');
  });

  it('is not there without a nudge', async () => {
    mockApi({ 'GET /api/me': () => ({ body: meOf({ role: 'member', nudges: [] }) }) });
    renderApp('/dashboard', { session: testSession() });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(t.title)).toBeNull();
  });

  it('puts the focus on the page’s heading when the last nudge is dismissed and the card goes', async () => {
    let nudges: Nudge[] = [thanks];
    mockApi({
      'GET /api/me': () => ({ body: meOf({ role: 'member', nudges }) }),
      'POST /api/companion/dismissals': () => {
        nudges = [];
        return {
          body: { companion: { nudges, mutedKinds: [], model: { on: false, off: 'not_configured' } } },
        };
      },
    });
    const { user } = renderApp('/dashboard', { session: testSession() });
    const card = (await screen.findByText(t.title)).closest('[data-slot="card"]') as HTMLElement;
    within(card)
      .getByRole('button', { name: /^Dismiss: / })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText(t.title)).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveFocus();
  });
});

import type { Me } from '@shared/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meOf, mockApi, renderApp, testSession, testUser } from '../../../../tests/setup/render-app';
import { nextUpTexts, oneOnOneCardTexts as t } from './dashboard-texts';

const oneOnOneId = 'a1a1a1a1-0000-4000-8000-000000000001';
const ana = { id: 'b1b1b1b1-0000-4000-8000-000000000001', fullName: 'Ana Lead' };
const company = { id: 'c1', name: 'Wave Riders' };

const item = (n: number, text: string, owner: { id: string; fullName: string | null }) => ({
  id: `d1d1d1d1-0000-4000-8000-00000000000${n}`,
  oneOnOneId,
  text,
  dueOn: n === 1 ? '2030-01-05' : null,
  owner,
  with: ana,
});

/** A member's dashboard whose /api/me is `me()` at the time of each call. */
function renderDashboard(me: () => Me) {
  const api = mockApi({
    'GET /api/me': () => ({ body: me() }),
    'PATCH /api/action-items/:itemId': ({ params }) => ({
      body: {
        actionItem: {
          id: params.itemId,
          oneOnOneId,
          meetingId: null,
          owner: ana,
          text: 'x',
          dueOn: null,
          doneAt: '2030-01-01T00:00:00.000Z',
          goalId: null,
        },
      },
    }),
  });
  return { ...api, ...renderApp('/dashboard', { session: testSession() }) };
}

const heading = () => screen.findByRole('heading', { level: 1 }, { timeout: 5000 });

describe('the dashboard’s 1:1 cards', () => {
  it('shows neither without a next 1:1 or an open action item', async () => {
    renderDashboard(() => meOf({ role: 'member', company }));
    await heading();
    expect(screen.queryByText(t.nextTitle)).not.toBeInTheDocument();
    expect(screen.queryByText(t.itemsTitle)).not.toBeInTheDocument();
  });

  it('shows the next 1:1: with whom, when, the points waiting, and a link to it', async () => {
    const startsAt = '2030-01-02T10:00:00.000Z';
    renderDashboard(() =>
      meOf({ role: 'member', company, nextOneOnOne: { id: oneOnOneId, with: ana, startsAt, points: 3 } }),
    );
    const link = await screen.findByRole('link', { name: new RegExp(t.with('Ana Lead')) }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', `/communication/one-on-ones/${oneOnOneId}`);
    expect(link).toHaveTextContent(t.points(3));
    expect(
      screen.getByText((_, element) => element?.getAttribute('datetime') === startsAt),
    ).toBeInTheDocument();
    expect(screen.queryByText(t.itemsTitle)).not.toBeInTheDocument();
  });

  it('lists the open action items, whose each is, and ticks one done', async () => {
    let items = [
      item(1, 'Book the van', { id: testUser.id, fullName: testUser.fullName }),
      item(2, 'Send the budget', ana),
    ];
    const { user, calls } = renderDashboard(() =>
      meOf({ role: 'member', company, actionItems: items, firstSteps: { goal: true, team: true } }),
    );
    const list = await screen.findByRole('list', { name: t.itemsTitle }, { timeout: 5000 });
    // Next up does not say that nothing waits while an action item does.
    expect(screen.queryByText(nextUpTexts.caughtUp)).not.toBeInTheDocument();
    const [mine, theirs] = within(list).getAllByRole('listitem');
    expect(mine).toHaveTextContent(t.yours);
    expect(theirs).toHaveTextContent('Ana Lead');
    expect(theirs).not.toHaveTextContent(t.yours);
    expect(mine).toHaveTextContent(t.due('Jan 5, 2030'));
    expect(within(mine!).getByRole('link', { name: t.inOneOnOne('Ana Lead') })).toHaveAttribute(
      'href',
      `/communication/one-on-ones/${oneOnOneId}`,
    );

    items = items.slice(1);
    await user.click(within(list).getByRole('checkbox', { name: t.done('Book the van') }));
    await waitFor(() => expect(screen.queryByText('Book the van')).not.toBeInTheDocument());
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe(`/api/action-items/${item(1, '', ana).id}`);
    expect(patch?.body).toEqual({ done: true });
    expect(screen.getByText('Send the budget')).toBeInTheDocument();
  });
});

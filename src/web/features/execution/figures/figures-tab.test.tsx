import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders, createAppClients } from '@/app-providers';
import { formatShortDay } from '@/lib/days';
import { STORAGE_KEY } from '@/lib/session-storage-key';
import { createMemoryRouter, RouterProvider } from '../../../../../tests/setup/memory-router';
import { meOf, mockApi, testSession } from '../../../../../tests/setup/render-app';
import { FiguresTab } from './figures-tab';
import { figuresTexts as t } from './figures-texts';

const zero = {
  itemsDone: 0,
  oneThingDays: 0,
  oneThingHits: 0,
  focusPlannedMinutes: 0,
  focusKeptMinutes: 0,
  habitsDue: 0,
  habitsMet: 0,
};
/** Twelve Mondays from 7 Sep 2026 to 23 Nov 2026, all empty but the ones given. */
function weeks(filled: Record<number, Partial<typeof zero>> = {}) {
  return Array.from({ length: 12 }, (_, index) => ({
    week: new Date(Date.UTC(2026, 8, 7 + 7 * index)).toISOString().slice(0, 10),
    ...zero,
    ...filled[index],
  }));
}

function renderTab(answer: ReturnType<typeof weeks>) {
  const api = mockApi({
    'GET /api/me': () => ({ body: meOf() }),
    'GET /api/me/figures': () => ({ body: { figures: { weeks: answer } } }),
  });
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(testSession()));
  const clients = createAppClients({
    queries: { retry: false },
    session: { storage: window.localStorage, now: () => Date.now(), window, document },
  });
  const router = createMemoryRouter([{ path: '*', element: <FiguresTab /> }], {
    initialEntries: ['/execution?tab=figures'],
  });
  render(
    <AppProviders clients={clients}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return api;
}

describe('the Figures tab', () => {
  it('teaches how the figures fill in while every week is empty, and says who sees them', async () => {
    renderTab(weeks());
    expect(await screen.findByRole('heading', { name: t.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(t.privacy)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sums the 12 weeks, then lists them newest first with a dash where a week had nothing', async () => {
    renderTab(
      weeks({
        10: {
          itemsDone: 4,
          oneThingDays: 2,
          oneThingHits: 1,
          focusPlannedMinutes: 120,
          focusKeptMinutes: 90,
        },
        11: { itemsDone: 2, oneThingDays: 2, oneThingHits: 2, habitsDue: 2, habitsMet: 1 },
      }),
    );
    const summary = await screen
      .findByRole('list', { name: t.summaryLabel })
      .catch(() => screen.findByLabelText(t.summaryLabel));
    expect(summary).toHaveTextContent(`${t.itemsDone}6${t.itemsPerWeek('0.5')}`);
    expect(summary).toHaveTextContent(`${t.oneThing}75 %${t.oneThingOf(3, 4)}`);
    expect(summary).toHaveTextContent(`${t.focus}1.5 h${t.focusOf('1.5 h', '2 h')}`);
    expect(summary).toHaveTextContent(`${t.habits}50 %${t.habitsOf(1, 2)}`);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    const day = (index: number) => formatShortDay(weeks()[index]!.week);
    expect(rows.slice(0, 3).map((row) => row.textContent)).toEqual([
      `${day(11)}22/2–1/2`,
      `${day(10)}41/21.5 h / 2 h–`,
      `${day(9)}0–––`,
    ]);
    expect(rows[11]).toHaveTextContent(day(0));
  });
});

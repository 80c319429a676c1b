import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teamLedBy } from '../../../tests/setup/feedback';
import { admin, member } from '../../../tests/setup/fixtures';
import { createTestApp } from '../../../tests/setup/test-app';
import type { ResponseOf } from '../../shared/contract/endpoint';
import type { getMyFigures } from '../../shared/contract/figures';
import { addDays } from '../../shared/days';
import { mondayOf } from '../../shared/weeks';
import { FIGURE_WEEKS } from './figures';

const t = await createTestApp();

type Figures = ResponseOf<typeof getMyFigures>;
type Token = { token: string };

const figures = async (who: Token) => {
  const response = await t.request<Figures>('GET', '/api/me/figures', undefined, { token: who.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.figures.weeks;
};
const post = async <T>(who: Token, path: string, body: unknown, status = 201) => {
  const response = await t.request<T>('POST', path, body, { token: who.token });
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body;
};
const patch = async (who: Token, path: string, body: unknown) => {
  const response = await t.request('PATCH', path, body, { token: who.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
};

/** A week of work for `who`: 2 items done (one the one thing), 90 minutes of focus (60 kept), a habit met. */
async function aWeekOfWork(who: Token) {
  const today = new Date().toISOString().slice(0, 10);
  const item = (text: string) =>
    post<{ item: { id: string } }>(who, '/api/today/items', { text }).then((body) => body.item.id);
  const [first, second] = [await item('Write the brief'), await item('Call the bank')];
  await item('Still open');
  await patch(who, `/api/today/items/${first}`, { oneThing: true });
  await patch(who, `/api/today/items/${first}`, { done: true });
  await patch(who, `/api/today/items/${second}`, { done: true });
  const block = (minutes: number) =>
    post<{ block: { id: string } }>(who, '/api/focus-blocks', {
      day: today,
      startTime: '00:00',
      minutes,
      purpose: 'Deep work',
    }).then((body) => body.block.id);
  const kept = await block(60);
  await block(30);
  await patch(who, `/api/focus-blocks/${kept}`, { kept: true });
  const habit = await post<{ habit: { id: string } }>(who, '/api/habits', { name: 'Walk', perWeek: 1 });
  const tick = await t.request('PUT', `/api/habits/${habit.habit.id}/ticks/${today}`, undefined, {
    token: who.token,
  });
  expect(tick.status).toBe(200);
  await post(who, '/api/habits', { name: 'Read', perWeek: 7 });
  return today;
}

describe('GET /api/me/figures', () => {
  it('answers the caller’s own last 12 weeks, oldest first, this week from their own rows', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const today = await aWeekOfWork(ana);
    const weeks = await figures(ana);
    expect(weeks).toHaveLength(FIGURE_WEEKS);
    expect(weeks.map((week) => week.week)).toEqual(
      Array.from({ length: FIGURE_WEEKS }, (_, index) => addDays(mondayOf(today), 7 * (index - 11))),
    );
    expect(weeks.at(-1)).toEqual({
      week: mondayOf(today),
      itemsDone: 2,
      oneThingDays: 1,
      oneThingHits: 1,
      focusPlannedMinutes: 90,
      focusKeptMinutes: 60,
      habitsDue: 2,
      habitsMet: 1,
    });
    expect(weeks.slice(0, -1).every((week) => week.itemsDone === 0 && week.habitsDue === 0)).toBe(true);
  });

  it('counts a one thing done on a later day as a day without its hit, in the week it was chosen', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const { item } = await post<{ item: { id: string } }>(ana, '/api/today/items', { text: 'Ship it' });
    await patch(ana, `/api/today/items/${item.id}`, { oneThing: true });
    await patch(ana, `/api/today/items/${item.id}`, { done: true });
    // Chosen as the one thing four weeks ago, done only now.
    const chosen = addDays(new Date().toISOString().slice(0, 10), -28);
    await t.db.execute(
      sql`update day_items set one_thing_on = ${chosen}, day = ${chosen} where id = ${item.id}`,
    );
    const weeks = await figures(ana);
    const then = weeks.find((week) => week.week === mondayOf(chosen));
    expect(then).toMatchObject({ oneThingDays: 1, oneThingHits: 0 });
    expect(weeks.at(-1)).toMatchObject({ itemsDone: 1, oneThingDays: 0 });
  });

  it('gives no one else a person’s figures: their lead, their admin and another company see their own zeros', async () => {
    const owner = await admin(t);
    const lead = await member(t, owner);
    const ana = await member(t, owner);
    await teamLedBy(t, owner, lead, [ana]);
    const other = await admin(t, 'Other Waves');
    await aWeekOfWork(ana);
    for (const reader of [lead, owner, other]) {
      const weeks = await figures(reader);
      expect(
        weeks.every((week) => Object.entries(week).every(([key, value]) => key === 'week' || value === 0)),
      ).toBe(true);
    }
    // No way to name a person: the endpoint takes no parameter, and a query naming one is ignored.
    const named = await t.request<Figures>(
      'GET',
      `/api/me/figures?userId=${ana.session.user.id}`,
      undefined,
      {
        token: owner.token,
      },
    );
    expect(named.body.figures.weeks.at(-1)?.itemsDone ?? 0).toBe(0);
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, member } from '../../../tests/setup/fixtures';
import { expectError, goalBody, goalsApi } from '../../../tests/setup/goals';
import { activeOneOnOne, idOf } from '../../../tests/setup/one-on-ones';
import { createTestApp } from '../../../tests/setup/test-app';
import type { ActionItem } from '../../shared/contract/communication';
import type { DayClose, DayItem, PullSources, Today } from '../../shared/contract/today';
import { actionItems, dayItems } from '../db/schema';
import { closable } from './day-close';
import { isWorkingDay, workingDayBefore, workingDayOnOrAfter, workingDaysBetween } from './days';
import { rollOverDayItems } from './roll-over';

const t = await createTestApp();
const goals = goalsApi(t);

type Who = { token: string };
const today = async (who: Who) => {
  const response = await t.request<{ today: Today }>('GET', '/api/today', undefined, { token: who.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.today;
};
const add = (who: Who, body: Record<string, unknown>) =>
  t.request<{ item: DayItem }>('POST', '/api/today/items', body, { token: who.token });
const change = (who: Who, id: string, body: Record<string, unknown>) =>
  t.request<{ item: DayItem }>('PATCH', `/api/today/items/${id}`, body, { token: who.token });

async function world() {
  const owner = await admin(t);
  const ana = await member(t, owner);
  const ben = await member(t, owner);
  const goal = (
    await goals.create(
      ana.token,
      goalBody({
        title: 'Ship the board',
        keyResults: [
          { title: 'Cards moved', kind: 'number', startValue: 0, targetValue: 10 },
          { title: 'Teams on it', kind: 'number', startValue: 0, targetValue: 3 },
        ],
      }),
    )
  ).body.goal;
  const oneOnOne = await activeOneOnOne(t, ana, ben);
  const action = await t.request<{ actionItem: ActionItem }>(
    'POST',
    '/api/action-items',
    { oneOnOneId: oneOnOne.id, ownerId: idOf(ana), text: 'Send the notes' },
    { token: ana.token },
  );
  expect(action.status, JSON.stringify(action.body)).toBe(201);
  const other = await admin(t, 'Other Waves');
  return { owner, ana, ben, goal, oneOnOne, actionItem: action.body.actionItem, other };
}

describe('working days', () => {
  it('roll to Monday from a weekend, count the working days skipped', () => {
    // 2026-11-27 is a Friday.
    expect(workingDayOnOrAfter('2026-11-28')).toBe('2026-11-30');
    expect(workingDayOnOrAfter('2026-11-29')).toBe('2026-11-30');
    expect(workingDayOnOrAfter('2026-11-27')).toBe('2026-11-27');
    expect(workingDayBefore('2026-11-30')).toBe('2026-11-27');
    expect(workingDayBefore('2026-11-29')).toBe('2026-11-27');
    expect(workingDaysBetween('2026-11-27', '2026-11-30')).toBe(1);
    expect(workingDaysBetween('2026-11-23', '2026-11-30')).toBe(5);
    expect(closable('2026-11-27', '2026-11-30')).toBe(true);
    expect(closable('2026-11-26', '2026-11-30')).toBe(false);
    expect(closable('2026-11-30', '2026-11-30')).toBe(true);
  });
});

describe('Today', () => {
  it('starts empty, with the pull sources counted', async () => {
    const { ana } = await world();
    const day = await today(ana);
    expect(day.items).toEqual([]);
    expect(day.close).toBeNull();
    expect(day.previous.close).toBeNull();
    // Two key results and one action item (a new goal is not due for a check-in).
    expect(day.sources).toBe(3);
  });

  it('adds typed items and pulls key results and action items once, each keeping its link', async () => {
    const { ana, goal, actionItem, oneOnOne } = await world();
    const typed = await add(ana, { text: '  Write the plan  ' });
    expect(typed.status).toBe(201);
    expect(typed.body.item).toMatchObject({ text: 'Write the plan', link: null, oneThing: false, rolled: 0 });
    const [kr1, kr2] = goal.keyResults;
    const pulled = await add(ana, { keyResultId: kr1!.id });
    expect(pulled.status).toBe(201);
    expect(pulled.body.item).toMatchObject({
      text: 'Cards moved',
      link: { kind: 'key_result', id: kr1!.id, goalId: goal.id, context: 'Ship the board' },
    });
    expectError(await add(ana, { keyResultId: kr1!.id }), 409, 'day_item_pulled');
    const action = await add(ana, { actionItemId: actionItem.id });
    expect(action.body.item.link).toMatchObject({ kind: 'action_item', oneOnOneId: oneOnOne.id });
    const sources = await t.request<{ sources: PullSources }>('GET', '/api/today/sources', undefined, {
      token: ana.token,
    });
    expect(sources.body.sources.keyResults.map((kr) => kr.id)).toEqual([kr2!.id]);
    expect(sources.body.sources.actionItems).toEqual([]);
    expect((await today(ana)).items.map((item) => item.text)).toEqual([
      'Write the plan',
      'Cards moved',
      'Send the notes',
    ]);
  });

  it('refuses bad input with the form’s words, and others’ sources', async () => {
    const { ana, ben, goal } = await world();
    expectError(await add(ana, { text: ' ' }), 400, 'validation_failed', 'Write what you plan to do');
    expectError(await add(ana, { text: 'x'.repeat(201) }), 400, 'validation_failed');
    expectError(await add(ana, {}), 400, 'validation_failed');
    expectError(await add(ana, { text: 'a', keyResultId: goal.keyResults[0]!.id }), 400, 'validation_failed');
    // Ana's key result is not Ben's to pull.
    expectError(await add(ben, { keyResultId: goal.keyResults[0]!.id }), 400, 'validation_failed');
    const item = (await add(ana, { text: 'Mine' })).body.item;
    expectError(await change(ana, item.id, { move: 'left' }), 400, 'validation_failed');
    expectError(await change(ana, item.id, { done: 'yes' }), 400, 'validation_failed');
  });

  it('holds at most 50 items a day', async () => {
    const { ana } = await world();
    for (let i = 0; i < 50; i++) expect((await add(ana, { text: `Item ${i}` })).status).toBe(201);
    expectError(await add(ana, { text: 'One too many' }), 409, 'limit_reached');
  });

  it('keeps one "one thing" a day, moves up and down, ticks and deletes', async () => {
    const { ana } = await world();
    const a = (await add(ana, { text: 'A' })).body.item;
    const b = (await add(ana, { text: 'B' })).body.item;
    const c = (await add(ana, { text: 'C' })).body.item;
    expect((await change(ana, a.id, { oneThing: true })).body.item.oneThing).toBe(true);
    expect((await change(ana, b.id, { oneThing: true })).body.item.oneThing).toBe(true);
    let items = (await today(ana)).items;
    expect(items.filter((item) => item.oneThing).map((item) => item.text)).toEqual(['B']);
    await change(ana, c.id, { move: 'up' });
    await change(ana, a.id, { move: 'up' }); // already first: nothing moves
    items = (await today(ana)).items;
    expect(items.map((item) => item.text)).toEqual(['A', 'C', 'B']);
    await change(ana, a.id, { move: 'down' });
    expect((await today(ana)).items.map((item) => item.text)).toEqual(['C', 'A', 'B']);
    const ticked = await change(ana, c.id, { done: true });
    expect(ticked.body.item.doneAt).not.toBeNull();
    expect((await change(ana, c.id, { done: false })).body.item.doneAt).toBeNull();
    expect(
      (await t.request('DELETE', `/api/today/items/${c.id}`, undefined, { token: ana.token })).status,
    ).toBe(204);
    expect((await today(ana)).items.map((item) => item.text)).toEqual(['A', 'B']);
  });

  it('ticking an item pulled from an action item marks the action item done', async () => {
    const { ana, actionItem } = await world();
    const item = (await add(ana, { actionItemId: actionItem.id })).body.item;
    await change(ana, item.id, { done: true });
    const [row] = await t.db.select().from(actionItems).where(eq(actionItems.id, actionItem.id));
    expect(row?.doneAt).not.toBeNull();
  });

  it('keeps a pulled item’s text when its link goes', async () => {
    const { ana, goal } = await world();
    const item = (await add(ana, { keyResultId: goal.keyResults[0]!.id })).body.item;
    expect((await goals.remove(ana.token, goal.id)).status).toBe(204);
    const [kept] = (await today(ana)).items;
    expect(kept).toMatchObject({ id: item.id, text: 'Cards moved', link: null });
  });

  it('is the caller’s alone: other people, an admin and another company find nothing', async () => {
    const { ana, ben, owner, other } = await world();
    const item = (await add(ana, { text: 'Private plan' })).body.item;
    await change(ana, item.id, { oneThing: true });
    for (const who of [ben, owner, other]) {
      expect((await today(who)).items).toEqual([]);
      expectError(await change(who, item.id, { done: true }), 404, 'not_found');
      expectError(
        await t.request('DELETE', `/api/today/items/${item.id}`, undefined, { token: who.token }),
        404,
        'not_found',
      );
      expectError(
        await t.request('POST', `/api/today/items/${item.id}/keep`, undefined, { token: who.token }),
        404,
        'not_found',
      );
    }
    const [row] = await t.db.select().from(dayItems).where(eq(dayItems.id, item.id));
    expect(row).toMatchObject({ text: 'Private plan', doneAt: null });
  });
});

describe('roll-over', () => {
  it('moves open past items to today, counting working days, and asks once at five', async () => {
    const { ana } = await world();
    const open = (await add(ana, { text: 'Still open' })).body.item;
    const done = (await add(ana, { text: 'Done' })).body.item;
    await change(ana, done.id, { done: true });
    await change(ana, open.id, { oneThing: true });
    const day = (await today(ana)).day;
    // Seven calendar days back: five working days skipped whatever today's weekday.
    const past = new Date(Date.parse(`${day}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
    await t.db
      .update(dayItems)
      .set({ day: past })
      .where(eq(dayItems.userId, idOf(ana)));
    await t.db.update(dayItems).set({ oneThingOn: past }).where(eq(dayItems.id, open.id));
    await rollOverDayItems(t.db);
    const rows = await t.db
      .select()
      .from(dayItems)
      .where(eq(dayItems.userId, idOf(ana)));
    const rolled = rows.find((row) => row.id === open.id)!;
    expect(rolled.day).toBe(workingDayOnOrAfter(day));
    expect(rolled.rolled).toBe(workingDaysBetween(past, workingDayOnOrAfter(day)));
    // The one-thing mark stays on the day it was chosen.
    expect(rolled.oneThingOn).toBe(past);
    expect(rows.find((row) => row.id === done.id)!.day).toBe(past);
    // A second run finds nothing to do.
    expect(await rollOverDayItems(t.db)).toBe(0);
    if (workingDayOnOrAfter(day) === day) {
      const [item] = (await today(ana)).items;
      expect(item).toMatchObject({ id: open.id, rolled: rolled.rolled, oneThing: false, askKeep: true });
      const kept = await t.request<{ item: DayItem }>('POST', `/api/today/items/${open.id}/keep`, undefined, {
        token: ana.token,
      });
      expect(kept.body.item.askKeep).toBe(false);
    }
  });

  it('rolls a person’s own items when Today is read, before the job comes round', async () => {
    const { ana } = await world();
    const open = (await add(ana, { text: 'Yesterday’s' })).body.item;
    const day = (await today(ana)).day;
    await t.db
      .update(dayItems)
      .set({ day: workingDayBefore(day) })
      .where(and(eq(dayItems.id, open.id)));
    const items = (await today(ana)).items;
    // It moved to the first working day from today: today itself, or on a weekend the Monday after.
    const target = workingDayOnOrAfter(day);
    const [moved] = await t.db
      .select({ day: dayItems.day, rolled: dayItems.rolled })
      .from(dayItems)
      .where(eq(dayItems.id, open.id));
    expect(moved).toEqual({ day: target, rolled: workingDaysBetween(workingDayBefore(day), target) });
    expect(items.map((item) => item.id)).toEqual(target === day ? [open.id] : []);
  });
});

describe('the last working day', () => {
  it('lists what was ticked off on it, in the person’s order, for a next-morning close', async () => {
    const { ana, ben } = await world();
    const first = (await add(ana, { text: 'Waxed the boards' })).body.item;
    const open = (await add(ana, { text: 'Call the harbour' })).body.item;
    const second = (await add(ana, { text: 'Booked the van' })).body.item;
    for (const item of [second, first]) await change(ana, item.id, { done: true });
    const { day } = await today(ana);
    await t.db
      .update(dayItems)
      .set({ day: workingDayBefore(day) })
      .where(eq(dayItems.userId, idOf(ana)));
    const read = await today(ana);
    expect(read.previous).toMatchObject({
      day: workingDayBefore(day),
      planned: true,
      close: null,
      done: ['Waxed the boards', 'Booked the van'],
    });
    // The open one rolled to today (on a weekend, to the Monday after), and is not counted as done.
    expect(read.items.map((item) => item.id)).toEqual(isWorkingDay(day) ? [open.id] : []);
    expect((await today(ben)).previous.done).toEqual([]);
  });
});

describe('the day close', () => {
  const close = (who: Who, day: string, body: Record<string, unknown>) =>
    t.request<{ close: DayClose }>('PUT', `/api/today/closes/${day}`, body, { token: who.token });

  it('is written and rewritten for today and the last working day, never another day', async () => {
    const { ana, ben } = await world();
    const { day, previous } = await today(ana);
    const written = await close(ana, day, { done: 'Shipped', next: 'Review', blocked: '', note: null });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(written.body.close).toMatchObject({
      day,
      done: 'Shipped',
      next: 'Review',
      blocked: null,
      note: null,
    });
    const rewritten = await close(ana, day, { done: 'Shipped it all' });
    expect(rewritten.body.close.done).toBe('Shipped it all');
    expect((await close(ana, previous.day, { done: 'Late but fine' })).status).toBe(200);
    const read = await today(ana);
    expect(read.close?.done).toBe('Shipped it all');
    expect(read.previous.close?.done).toBe('Late but fine');
    const older = workingDayBefore(previous.day);
    expectError(await close(ana, older, { done: 'Too late' }), 409, 'day_not_closable');
    expectError(await close(ana, 'yesterday', { done: 'x' }), 400, 'validation_failed');
    expectError(await close(ana, day, { done: 'x'.repeat(2001) }), 400, 'validation_failed');
    // Ben reads none of it.
    expect((await today(ben)).close).toBeNull();
  });
});

describe('the dashboard', () => {
  it('reads the one thing and the day’s count in /api/me, the caller’s alone', async () => {
    const { ana, ben } = await world();
    const meOf = async (who: Who) =>
      (await t.request<{ today: unknown }>('GET', '/api/me', undefined, { token: who.token })).body.today;
    expect(await meOf(ana)).toEqual({ oneThing: null, items: 0, done: 0 });
    const a = (await add(ana, { text: 'The big one' })).body.item;
    const b = (await add(ana, { text: 'Small one' })).body.item;
    await add(ana, { text: 'Third' });
    await change(ana, a.id, { oneThing: true });
    await change(ana, b.id, { done: true });
    expect(await meOf(ana)).toEqual({
      oneThing: { id: a.id, text: 'The big one', done: false },
      items: 3,
      done: 1,
    });
    expect(await meOf(ben)).toEqual({ oneThing: null, items: 0, done: 0 });
  });
});

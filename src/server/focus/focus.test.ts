import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, member, PASSWORD } from '../../../tests/setup/fixtures';
import { idOf, setTimeZone } from '../../../tests/setup/one-on-ones';
import { createTestApp, errorOf, TEST_PUBLIC_URL } from '../../../tests/setup/test-app';
import type { FocusBlock, Habit } from '../../shared/contract/focus';
import { addDays } from '../../shared/days';
import { focusMessages as m } from '../../shared/focus-messages';
import { FOCUS_BLOCKS_PER_WEEK_MAX } from '../../shared/limits';
import { habitRecord, mondayOf } from '../../shared/weeks';
import { localDayOf } from '../communication/schedule';
import { focusBlocks, habits, habitTicks } from '../db/schema';

const t = await createTestApp();

type Who = { token: string };
const today = (timeZone = 'UTC') => localDayOf(new Date(), timeZone);

const plan = (who: Who, body: Record<string, unknown>) =>
  t.request<{ block: FocusBlock }>('POST', '/api/focus-blocks', body, { token: who.token });
const list = (who: Who, query = '') =>
  t.request<{ items: FocusBlock[]; today: string; timeZone: string }>(
    'GET',
    `/api/focus-blocks${query}`,
    undefined,
    {
      token: who.token,
    },
  );
const block = (day: string, overrides: Record<string, unknown> = {}) => ({
  day,
  startTime: '09:00',
  minutes: 90,
  purpose: 'Write the launch plan',
  ...overrides,
});

describe('focus blocks', () => {
  it('are planned, listed by day and start for this week and the next, changed and deleted', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const monday = mondayOf(today());
    const later = await plan(ana, block(addDays(monday, 8), { startTime: '14:00' }));
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    expect(later.body.block).toMatchObject({
      minutes: 90,
      purpose: 'Write the launch plan',
      kept: null,
      started: false,
    });
    const earlier = await plan(ana, block(addDays(monday, 8), { startTime: '08:30', purpose: '  Review  ' }));
    expect(earlier.body.block.purpose).toBe('Review');
    // Three weeks on: outside the planner's default range.
    expect((await plan(ana, block(addDays(monday, 21)))).status).toBe(201);

    const listed = await list(ana);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ today: today(), timeZone: 'UTC' });
    expect(listed.body.items.map((item) => item.startTime)).toEqual(['08:30', '14:00']);

    const moved = await t.request<{ block: FocusBlock }>(
      'PATCH',
      `/api/focus-blocks/${later.body.block.id}`,
      { startTime: '15:15', minutes: 45, purpose: 'Plan Q3' },
      { token: ana.token },
    );
    expect(moved.body.block).toMatchObject({ startTime: '15:15', minutes: 45, purpose: 'Plan Q3' });
    const gone = await t.request('DELETE', `/api/focus-blocks/${later.body.block.id}`, undefined, {
      token: ana.token,
    });
    expect(gone.status).toBe(204);
    expect((await list(ana)).body.items).toHaveLength(1);
    const again = await t.request('DELETE', `/api/focus-blocks/${later.body.block.id}`, undefined, {
      token: ana.token,
    });
    expect(again.status).toBe(404);
    expect(errorOf(again).message).toBe(m.blockNotFound);
  });

  it('refuse bad input with the form’s message and change nothing', async () => {
    const owner = await admin(t);
    const cases: [Record<string, unknown>, string][] = [
      [block(today(), { minutes: 10 }), m.minutesInvalid],
      [block(today(), { minutes: 481 }), m.minutesInvalid],
      [block(today(), { minutes: 30.5 }), m.minutesInvalid],
      [block(today(), { startTime: '24:00' }), m.startInvalid],
      [block(today(), { purpose: ' ' }), m.purposeRequired],
      [block(today(), { purpose: 'x'.repeat(121) }), m.purposeTooLong],
      [block('2030-02-30'), m.dayInvalid],
      [block(addDays(today(), 400)), m.dayTooFar],
      [block(addDays(today(), -8)), m.dayTooOld],
    ];
    for (const [body, message] of cases) {
      const response = await plan(owner, body);
      expect(response.status, message).toBe(400);
      expect(errorOf(response).message).toBe(message);
    }
    expect((await list(owner)).body.items).toEqual([]);
    const range = await list(owner, `?from=${today()}&to=${addDays(today(), 100)}`);
    expect(range.status).toBe(400);
    expect(errorOf(range).message).toBe(m.rangeInvalid);
  });

  it('are said kept or not once started, not before; a block moved later forgets the answer', async () => {
    const owner = await admin(t);
    await setTimeZone(t, owner, 'Pacific/Kiritimati');
    const local = today('Pacific/Kiritimati');
    const started = await plan(owner, block(local, { startTime: '00:00' }));
    expect(started.body.block.started).toBe(true);
    const kept = await t.request<{ block: FocusBlock }>(
      'PATCH',
      `/api/focus-blocks/${started.body.block.id}`,
      { kept: false },
      { token: owner.token },
    );
    expect(kept.body.block.kept).toBe(false);
    const future = await plan(owner, block(addDays(local, 2)));
    const early = await t.request(
      'PATCH',
      `/api/focus-blocks/${future.body.block.id}`,
      { kept: true },
      { token: owner.token },
    );
    expect(early.status).toBe(400);
    expect(errorOf(early).message).toBe(m.keptTooEarly);
    const moved = await t.request<{ block: FocusBlock }>(
      'PATCH',
      `/api/focus-blocks/${started.body.block.id}`,
      { day: addDays(local, 1) },
      { token: owner.token },
    );
    expect(moved.body.block).toMatchObject({ kept: null, started: false });
  });

  it('copy last week into this one once, and refuse a week past the cap', async () => {
    const owner = await admin(t);
    const monday = mondayOf(today());
    // Blocks of last week, written as if planned then.
    await t.db.insert(focusBlocks).values(
      [0, 2].map((offset) => ({
        userId: idOf(owner),
        companyId: owner.company.id,
        day: addDays(monday, offset - 7),
        startTime: '10:00',
        minutes: 60,
        purpose: `Deep work ${offset}`,
        kept: true,
      })),
    );
    const copied = await t.request<{ items: FocusBlock[] }>(
      'POST',
      '/api/focus-blocks/copy-week',
      { week: monday },
      { token: owner.token },
    );
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    expect(copied.body.items.map((item) => [item.day, item.purpose, item.kept])).toEqual([
      [monday, 'Deep work 0', null],
      [addDays(monday, 2), 'Deep work 2', null],
    ]);
    const twice = await t.request<{ items: FocusBlock[] }>(
      'POST',
      '/api/focus-blocks/copy-week',
      { week: monday },
      { token: owner.token },
    );
    expect(twice.body.items).toEqual([]);
    const notMonday = await t.request(
      'POST',
      '/api/focus-blocks/copy-week',
      { week: addDays(monday, 1) },
      { token: owner.token },
    );
    expect(errorOf(notMonday).message).toBe(m.weekInvalid);
    const past = await t.request(
      'POST',
      '/api/focus-blocks/copy-week',
      { week: addDays(monday, -7) },
      { token: owner.token },
    );
    expect(errorOf(past).message).toBe(m.weekTooOld);

    const next = addDays(monday, 7);
    await t.db.insert(focusBlocks).values(
      Array.from({ length: FOCUS_BLOCKS_PER_WEEK_MAX }, (_, index) => ({
        userId: idOf(owner),
        companyId: owner.company.id,
        day: addDays(next, index % 7),
        startTime: `${String(index % 24).padStart(2, '0')}:00`,
        minutes: 15,
        purpose: 'Full',
      })),
    );
    const full = await plan(owner, block(addDays(next, 3)));
    expect(full.status).toBe(409);
    expect(errorOf(full)).toMatchObject({ code: 'limit_reached', message: m.blocksLimit });
  });
});

describe('the calendar feed', () => {
  it('carries the person’s focus blocks as busy events, from a few weeks back to the last one', async () => {
    const owner = await admin(t);
    await setTimeZone(t, owner, 'Europe/Lisbon');
    const ana = await member(t, owner);
    const day = addDays(today('Europe/Lisbon'), 3);
    expect(
      (await plan(ana, block(day, { startTime: '09:30', minutes: 120, purpose: 'Draft; the “spec”' })))
        .status,
    ).toBe(201);
    const far = addDays(today('Europe/Lisbon'), 300);
    expect((await plan(ana, block(far, { startTime: '16:00', minutes: 15 }))).status).toBe(201);
    const old = addDays(today(), -60);
    await t.db.insert(focusBlocks).values({
      userId: idOf(ana),
      companyId: owner.company.id,
      day: old,
      startTime: '10:00',
      minutes: 60,
      purpose: 'Long ago',
    });
    // Someone else's block is not in Ana's feed.
    expect((await plan(owner, block(day, { purpose: 'The owner’s own' }))).status).toBe(201);

    const made = await t.request<{ url: string }>('POST', '/api/calendar-feed', undefined, {
      token: ana.token,
    });
    const response = await t.request<string>('GET', made.body.url.slice(TEST_PUBLIC_URL.length));
    expect(response.status).toBe(200);
    const text = response.body.replace(/\r\n /g, '');
    const events = text
      .split('BEGIN:VEVENT')
      .slice(1)
      .map((event) => event.split('\r\n'));
    expect(events).toHaveLength(2);
    const [first, second] = events as [string[], string[]];
    const compact = (d: string) => d.replaceAll('-', '');
    expect(first).toContain(`DTSTART;TZID=Europe/Lisbon:${compact(day)}T093000`);
    expect(first).toContain(`DTEND;TZID=Europe/Lisbon:${compact(day)}T113000`);
    expect(first).toContain('SUMMARY:Focus: Draft\\; the “spec”');
    expect(first).toContain('TRANSP:OPAQUE');
    expect(first.find((line) => line.startsWith('UID:'))).toMatch(/^UID:focus-[0-9a-f-]{36}@sos$/);
    expect(second).toContain(`DTSTART;TZID=Europe/Lisbon:${compact(far)}T160000`);
    expect(text).toContain('X-WR-TIMEZONE:Europe/Lisbon');
    expect(text).not.toContain('Long ago');
    expect(text).not.toContain('The owner’s own');
  });
});

const habitsOf = (who: Who) =>
  t.request<{ habits: Habit[]; today: string }>('GET', '/api/habits', undefined, { token: who.token });
const tick = (who: Who, id: string, day: string, method: 'PUT' | 'DELETE' = 'PUT') =>
  t.request<{ habit: Habit }>(method, `/api/habits/${id}/ticks/${day}`, undefined, { token: who.token });

describe('habits', () => {
  it('are made with a weekly target, ticked today and unticked, never twice', async () => {
    const owner = await admin(t);
    const made = await t.request<{ habit: Habit }>(
      'POST',
      '/api/habits',
      { name: 'Focus block', perWeek: 4 },
      { token: owner.token },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.habit).toMatchObject({
      name: 'Focus block',
      perWeek: 4,
      thisWeek: 0,
      weeksMet: 0,
      weeksCounted: 0,
      archivedAt: null,
    });
    const id = made.body.habit.id;
    expect((await tick(owner, id, today())).body.habit).toMatchObject({
      thisWeek: 1,
      recentTicks: [today()],
    });
    expect((await tick(owner, id, today())).body.habit.thisWeek).toBe(1);
    const future = await tick(owner, id, addDays(today(), 1));
    expect(future.status).toBe(400);
    expect(errorOf(future).message).toBe(m.tickDayInvalid);
    expect((await tick(owner, id, addDays(today(), -7))).status).toBe(400);
    expect((await tick(owner, id, today(), 'DELETE')).body.habit.thisWeek).toBe(0);
    expect((await tick(owner, id, today(), 'DELETE')).status).toBe(200);
  });

  it('show the share of weeks met over the last twelve, this week counted once met', async () => {
    const owner = await admin(t);
    const made = await t.request<{ habit: Habit }>(
      'POST',
      '/api/habits',
      { name: 'Walk', perWeek: 2 },
      { token: owner.token },
    );
    const id = made.body.habit.id;
    const monday = mondayOf(today());
    // Made 20 weeks ago; met in weeks 1, 2 and 5 before this one.
    await t.db
      .update(habits)
      .set({ createdAt: new Date(Date.parse(`${addDays(monday, -140)}T12:00:00Z`)) })
      .where(eq(habits.id, id));
    const days = [-7, -6, -14, -13, -35, -34, -33, -49].map((offset) => addDays(monday, offset));
    await t.db.insert(habitTicks).values(days.map((day) => ({ habitId: id, day })));
    const [habit] = (await habitsOf(owner)).body.habits;
    expect(habit).toMatchObject({ weeksMet: 3, weeksCounted: 11, thisWeek: 0 });
    await tick(owner, id, today());
    const after = await tick(owner, id, addDays(today(), today() === monday ? 0 : -1));
    if (today() !== monday)
      expect(after.body.habit).toMatchObject({ weeksMet: 4, weeksCounted: 12, thisWeek: 2 });
  });

  it('record: a missed week is one week of the share, not a reset', () => {
    const record = habitRecord({
      ticks: ['2030-01-07', '2030-01-21'],
      perWeek: 1,
      createdOn: '2030-01-01',
      today: '2030-01-30',
      weeks: 12,
    });
    // Weeks of 31 Dec, 7, 14 and 21 January are over; this one (28 January) is not met yet.
    expect(record).toEqual({ thisWeek: 0, weeksMet: 2, weeksCounted: 4 });
  });

  it('are archived, restored and deleted; an archived habit is not ticked', async () => {
    const owner = await admin(t);
    const made = await t.request<{ habit: Habit }>(
      'POST',
      '/api/habits',
      { name: 'Read', perWeek: 7 },
      { token: owner.token },
    );
    const id = made.body.habit.id;
    const archived = await t.request<{ habit: Habit }>(
      'PATCH',
      `/api/habits/${id}`,
      { archived: true },
      { token: owner.token },
    );
    expect(archived.body.habit.archivedAt).not.toBeNull();
    const refused = await tick(owner, id, today());
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: 'habit_archived', message: m.habitArchived });
    const restored = await t.request<{ habit: Habit }>(
      'PATCH',
      `/api/habits/${id}`,
      { archived: false, perWeek: 3 },
      { token: owner.token },
    );
    expect(restored.body.habit).toMatchObject({ archivedAt: null, perWeek: 3 });
    const bad = await t.request('PATCH', `/api/habits/${id}`, { perWeek: 8 }, { token: owner.token });
    expect(errorOf(bad).message).toBe(m.perWeekInvalid);
    await tick(owner, id, today());
    expect((await t.request('DELETE', `/api/habits/${id}`, undefined, { token: owner.token })).status).toBe(
      204,
    );
    expect(await t.db.select().from(habitTicks).where(eq(habitTicks.habitId, id))).toEqual([]);
    expect((await habitsOf(owner)).body.habits).toEqual([]);
  });

  it('go with the account, as do focus blocks', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    await plan(ana, block(today()));
    const made = await t.request<{ habit: Habit }>(
      'POST',
      '/api/habits',
      { name: 'Run', perWeek: 3 },
      { token: ana.token },
    );
    await tick(ana, made.body.habit.id, today());
    const deleted = await t.request('DELETE', '/api/me', { password: PASSWORD }, { token: ana.token });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    expect(
      await t.db
        .select()
        .from(focusBlocks)
        .where(eq(focusBlocks.userId, idOf(ana))),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(habits)
        .where(eq(habits.userId, idOf(ana))),
    ).toEqual([]);
    expect(await t.db.select().from(habitTicks).where(eq(habitTicks.habitId, made.body.habit.id))).toEqual(
      [],
    );
  });
});

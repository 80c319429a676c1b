import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Habit } from '../../shared/contract/focus';
import { addDays } from '../../shared/days';
import { focusMessages as m, HABIT_RECORD_WEEKS, HABIT_TICK_DAYS_BACK } from '../../shared/focus-messages';
import type { createHabitSchema, updateHabitSchema } from '../../shared/focus-rules';
import { HABITS_MAX, HABITS_TOTAL_MAX } from '../../shared/limits';
import { daysBetween, habitRecord, mondayOf } from '../../shared/weeks';
import type { Caller } from '../auth/caller';
import { localDayOf } from '../communication/schedule';
import type { Database, Db, Transaction } from '../db/connect';
import { isoSql } from '../db/moments';
import { habits, habitTicks } from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';
import { type Clock, clockOf } from './clock';

/**
 * Habits (decision 038): level 1. Every statement here has `user_id` = the caller (or reads ticks of
 * habits selected so); another person's habit, whoever asks, is not found. A habit's record is the
 * share of its weeks met, never a streak.
 */

/** Any number: it names each person's habit locks among the database's advisory locks. */
const HABITS_LOCK = 727_039;

const columns = {
  id: habits.id,
  name: habits.name,
  perWeek: habits.perWeek,
  createdAt: isoSql(habits.createdAt),
  created: habits.createdAt,
  archivedAt: isoSql(habits.archivedAt),
};
type Row = {
  id: string;
  name: string;
  perWeek: number;
  createdAt: string;
  created: Date;
  archivedAt: string | null;
};

const notFound = () => new DomainError('not_found', { message: m.habitNotFound });

/** The first day whose ticks a record reads: the Monday HABIT_RECORD_WEEKS - 1 weeks before this one. */
const recordStart = (today: string) => addDays(mondayOf(today), -7 * (HABIT_RECORD_WEEKS - 1));

/** The habits with their ticks of the record's weeks, as the person reads them. */
async function habitsOf(db: Db, caller: Caller, clock: Clock, rows: Row[]): Promise<Habit[]> {
  if (rows.length === 0) return [];
  const first = recordStart(clock.today);
  const ticks = await db
    .select({ habitId: habitTicks.habitId, day: habitTicks.day })
    .from(habitTicks)
    .where(
      and(
        inArray(
          habitTicks.habitId,
          rows.map((row) => row.id),
        ),
        gte(habitTicks.day, first),
      ),
    );
  const byHabit = new Map<string, string[]>();
  for (const tick of ticks) byHabit.set(tick.habitId, [...(byHabit.get(tick.habitId) ?? []), tick.day]);
  const recentFrom = [mondayOf(clock.today), addDays(clock.today, -HABIT_TICK_DAYS_BACK)].sort()[0]!;
  return rows.map((row) => {
    const days = (byHabit.get(row.id) ?? []).filter((day) => day <= clock.today).sort();
    return {
      id: row.id,
      name: row.name,
      perWeek: row.perWeek,
      createdAt: row.createdAt,
      archivedAt: row.archivedAt,
      recentTicks: days.filter((day) => day >= recentFrom),
      ...habitRecord({
        ticks: days,
        perWeek: row.perWeek,
        createdOn: localDayOf(row.created, clock.timeZone),
        today: clock.today,
        weeks: HABIT_RECORD_WEEKS,
      }),
    };
  });
}

async function oneHabit(db: Db, caller: Caller, id: string, lock = false) {
  const query = db
    .select(columns)
    .from(habits)
    .where(and(eq(habits.id, id), eq(habits.userId, caller.userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function listHabits(db: Database, caller: Caller) {
  const clock = await clockOf(db, caller);
  const rows = await db
    .select(columns)
    .from(habits)
    .where(eq(habits.userId, caller.userId))
    .orderBy(
      sql`${habits.archivedAt} is not null`,
      desc(habits.archivedAt),
      asc(habits.createdAt),
      asc(habits.id),
    );
  return { habits: await habitsOf(db, caller, clock, rows), today: clock.today, timeZone: clock.timeZone };
}

/** Refuses (409 limit_reached) one habit too many; the person's habits take turns from here. */
async function checkCaps(tx: Transaction, caller: Caller, { total }: { total: boolean }) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(HABITS_LOCK))}, hashtext(${caller.userId}))`,
  );
  const [counts] = await tx
    .select({ all: count(), live: count(sql`case when ${habits.archivedAt} is null then 1 end`) })
    .from(habits)
    .where(eq(habits.userId, caller.userId));
  if ((counts?.live ?? 0) >= HABITS_MAX) throw new DomainError('limit_reached', { message: m.habitsLimit });
  if (total && (counts?.all ?? 0) >= HABITS_TOTAL_MAX)
    throw new DomainError('limit_reached', { message: m.habitsTotalLimit });
}

export async function createHabit(db: Database, caller: Caller, input: z.output<typeof createHabitSchema>) {
  return db.transaction(async (tx) => {
    const clock = await clockOf(tx, caller);
    await checkCaps(tx, caller, { total: true });
    const [row] = await tx
      .insert(habits)
      .values({ userId: caller.userId, name: input.name, perWeek: input.perWeek })
      .returning(columns);
    if (!row) throw new Error('insert returned no row');
    const [habit] = await habitsOf(tx, caller, clock, [row]);
    return { habit: habit! };
  });
}

export async function updateHabit(
  db: Database,
  caller: Caller,
  id: string,
  input: z.output<typeof updateHabitSchema>,
) {
  return db.transaction(async (tx) => {
    const clock = await clockOf(tx, caller);
    const found = await oneHabit(tx, caller, id, true);
    const set: Partial<typeof habits.$inferInsert> = {};
    if (input.name !== undefined) set.name = input.name;
    if (input.perWeek !== undefined) set.perWeek = input.perWeek;
    if (input.archived === true && found.archivedAt === null) Object.assign(set, { archivedAt: sql`now()` });
    if (input.archived === false && found.archivedAt !== null) {
      await checkCaps(tx, caller, { total: false });
      set.archivedAt = null;
    }
    const row = Object.keys(set).length
      ? (await tx.update(habits).set(set).where(eq(habits.id, id)).returning(columns))[0]
      : found;
    if (!row) throw notFound();
    const [habit] = await habitsOf(tx, caller, clock, [row]);
    return { habit: habit! };
  });
}

export async function deleteHabit(db: Database, caller: Caller, id: string) {
  const deleted = await db
    .delete(habits)
    .where(and(eq(habits.id, id), eq(habits.userId, caller.userId)))
    .returning({ id: habits.id });
  if (deleted.length === 0) throw notFound();
}

/** Ticks (true) or unticks (false) a day: today or one of the few before, of a live habit. */
export async function tickHabit(db: Database, caller: Caller, id: string, day: string, done: boolean) {
  return db.transaction(async (tx) => {
    const clock = await clockOf(tx, caller);
    const found = await oneHabit(tx, caller, id, true);
    const back = daysBetween(day, clock.today);
    if (back < 0 || back > HABIT_TICK_DAYS_BACK) throw invalidInput('day', m.tickDayInvalid);
    if (found.archivedAt !== null) throw new DomainError('habit_archived');
    if (done) await tx.insert(habitTicks).values({ habitId: id, day }).onConflictDoNothing();
    else await tx.delete(habitTicks).where(and(eq(habitTicks.habitId, id), eq(habitTicks.day, day)));
    const [habit] = await habitsOf(tx, caller, clock, [found]);
    return { habit: habit! };
  });
}

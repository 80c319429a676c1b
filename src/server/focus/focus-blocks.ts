import { and, asc, between, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { FocusBlock } from '../../shared/contract/focus';
import { addDays } from '../../shared/days';
import {
  FOCUS_DAYS_AHEAD_MAX,
  FOCUS_DAYS_BACK_MAX,
  FOCUS_RANGE_MAX_DAYS,
  focusMessages as m,
} from '../../shared/focus-messages';
import type {
  copyWeekSchema,
  createFocusBlockSchema,
  focusRangeQuerySchema,
  updateFocusBlockSchema,
} from '../../shared/focus-rules';
import { FOCUS_BLOCKS_PER_WEEK_MAX } from '../../shared/limits';
import { daysBetween, mondayOf } from '../../shared/weeks';
import type { Caller } from '../auth/caller';
import { zonedMoment } from '../communication/schedule';
import type { Database, Transaction } from '../db/connect';
import { focusBlocks } from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';
import { type Clock, clockOf } from './clock';

/**
 * Focus blocks (decision 038): level 1. Every statement here has `user_id` = the caller and
 * `company_id` = the caller's company; another person's block, whoever asks, is not found.
 */

/** Any number: it names each person's focus-block locks among the database's advisory locks. */
const FOCUS_WEEK_LOCK = 727_038;

const columns = {
  id: focusBlocks.id,
  day: focusBlocks.day,
  startTime: focusBlocks.startTime,
  minutes: focusBlocks.minutes,
  purpose: focusBlocks.purpose,
  kept: focusBlocks.kept,
};
type Row = {
  id: string;
  day: string;
  startTime: string;
  minutes: number;
  purpose: string;
  kept: boolean | null;
};

const hasStarted = (row: { day: string; startTime: string }, clock: Clock) =>
  zonedMoment(row.day, row.startTime, clock.timeZone).getTime() <= clock.now.getTime();

const blockOf = (row: Row, clock: Clock): FocusBlock => ({ ...row, started: hasStarted(row, clock) });

const mine = (caller: Caller) =>
  and(eq(focusBlocks.userId, caller.userId), eq(focusBlocks.companyId, caller.companyId));

const notFound = () => new DomainError('not_found', { message: m.blockNotFound });

/** The planner's days: by default this week and the next. */
export function focusRange(query: z.output<typeof focusRangeQuerySchema>, today: string) {
  const from = query.from ?? (query.to ? addDays(query.to, -13) : mondayOf(today));
  const to = query.to ?? addDays(from, 13);
  const days = daysBetween(from, to);
  if (days < 0 || days >= FOCUS_RANGE_MAX_DAYS) throw invalidInput('from', m.rangeInvalid);
  return { from, to };
}

export async function listFocusBlocks(
  db: Database,
  caller: Caller,
  query: z.output<typeof focusRangeQuerySchema>,
) {
  const clock = await clockOf(db, caller);
  const { from, to } = focusRange(query, clock.today);
  const rows = await db
    .select(columns)
    .from(focusBlocks)
    .where(and(mine(caller), between(focusBlocks.day, from, to)))
    .orderBy(asc(focusBlocks.day), asc(focusBlocks.startTime), asc(focusBlocks.createdAt));
  return { items: rows.map((row) => blockOf(row, clock)), today: clock.today, timeZone: clock.timeZone };
}

/** A day a block may be planned on: a week back (a forgotten one) to a year ahead. */
function checkDay(day: string, clock: Clock) {
  if (daysBetween(clock.today, day) > FOCUS_DAYS_AHEAD_MAX) throw invalidInput('day', m.dayTooFar);
  if (daysBetween(day, clock.today) > FOCUS_DAYS_BACK_MAX) throw invalidInput('day', m.dayTooOld);
}

/**
 * Refuses (409 limit_reached) `adding` blocks more in the week of `day`. The person's blocks take
 * turns from here to the end of the transaction, so two requests at once cannot both pass.
 */
async function checkWeekCap(tx: Transaction, caller: Caller, day: string, adding: number, except?: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(FOCUS_WEEK_LOCK))}, hashtext(${caller.userId}))`,
  );
  const monday = mondayOf(day);
  const [week] = await tx
    .select({ count: count() })
    .from(focusBlocks)
    .where(
      and(
        mine(caller),
        between(focusBlocks.day, monday, addDays(monday, 6)),
        except ? sql`${focusBlocks.id} <> ${except}` : undefined,
      ),
    );
  if ((week?.count ?? 0) + adding > FOCUS_BLOCKS_PER_WEEK_MAX)
    throw new DomainError('limit_reached', { message: m.blocksLimit });
}

export async function createFocusBlock(
  db: Database,
  caller: Caller,
  input: z.output<typeof createFocusBlockSchema>,
) {
  return db.transaction(async (tx) => {
    const clock = await clockOf(tx, caller);
    checkDay(input.day, clock);
    await checkWeekCap(tx, caller, input.day, 1);
    const [row] = await tx
      .insert(focusBlocks)
      .values({ userId: caller.userId, companyId: caller.companyId, ...input })
      .returning(columns);
    if (!row) throw new Error('insert returned no row');
    return { block: blockOf(row, clock) };
  });
}

export async function updateFocusBlock(
  db: Database,
  caller: Caller,
  id: string,
  input: z.output<typeof updateFocusBlockSchema>,
) {
  return db.transaction(async (tx) => {
    const clock = await clockOf(tx, caller);
    const [found] = await tx
      .select(columns)
      .from(focusBlocks)
      .where(and(eq(focusBlocks.id, id), mine(caller)))
      .for('update');
    if (!found) throw notFound();
    const set: Partial<typeof focusBlocks.$inferInsert> = {};
    if (input.day !== undefined && input.day !== found.day) {
      checkDay(input.day, clock);
      if (mondayOf(input.day) !== mondayOf(found.day)) await checkWeekCap(tx, caller, input.day, 1, id);
      set.day = input.day;
    }
    if (input.startTime !== undefined) set.startTime = input.startTime;
    if (input.minutes !== undefined) set.minutes = input.minutes;
    if (input.purpose !== undefined) set.purpose = input.purpose;
    const next = { ...found, ...set };
    if (input.kept !== undefined) {
      if (input.kept !== null && !hasStarted(next, clock)) throw invalidInput('kept', m.keptTooEarly);
      set.kept = input.kept;
    } else if ((set.day !== undefined || set.startTime !== undefined) && !hasStarted(next, clock)) {
      // A block moved to later has not happened yet: whether it was kept is not known.
      set.kept = null;
    }
    if (Object.keys(set).length === 0) return { block: blockOf(found, clock) };
    const [row] = await tx.update(focusBlocks).set(set).where(eq(focusBlocks.id, id)).returning(columns);
    if (!row) throw notFound();
    return { block: blockOf(row, clock) };
  });
}

export async function deleteFocusBlock(db: Database, caller: Caller, id: string) {
  const deleted = await db
    .delete(focusBlocks)
    .where(and(eq(focusBlocks.id, id), mine(caller)))
    .returning({ id: focusBlocks.id });
  if (deleted.length === 0) throw notFound();
}

/**
 * Copies the week before `week` into it, each block seven days later, with no "kept" answer; a block
 * already at that day and start is not copied again, so a second click copies nothing.
 */
export async function copyFocusWeek(db: Database, caller: Caller, input: z.output<typeof copyWeekSchema>) {
  return db.transaction(async (tx) => {
    const clock = await clockOf(tx, caller);
    if (input.week < mondayOf(clock.today)) throw invalidInput('week', m.weekTooOld);
    checkDay(input.week, clock);
    const before = addDays(input.week, -7);
    const [source, present] = await Promise.all([
      tx
        .select(columns)
        .from(focusBlocks)
        .where(and(mine(caller), between(focusBlocks.day, before, addDays(before, 6))))
        .orderBy(asc(focusBlocks.day), asc(focusBlocks.startTime)),
      tx
        .select({ day: focusBlocks.day, startTime: focusBlocks.startTime })
        .from(focusBlocks)
        .where(and(mine(caller), between(focusBlocks.day, input.week, addDays(input.week, 6)))),
    ]);
    if (source.length === 0) throw invalidInput('week', m.nothingToCopy);
    const taken = new Set(present.map((row) => `${row.day} ${row.startTime}`));
    const copies = source
      .map((row) => ({ ...row, day: addDays(row.day, 7) }))
      .filter((row) => !taken.has(`${row.day} ${row.startTime}`));
    if (copies.length === 0) return { items: [] };
    await checkWeekCap(tx, caller, input.week, copies.length);
    const rows = await tx
      .insert(focusBlocks)
      .values(
        copies.map((row) => ({
          userId: caller.userId,
          companyId: caller.companyId,
          day: row.day,
          startTime: row.startTime,
          minutes: row.minutes,
          purpose: row.purpose,
        })),
      )
      .returning(columns);
    rows.sort((a, b) => (a.day + a.startTime).localeCompare(b.day + b.startTime));
    return { items: rows.map((row) => blockOf(row, clock)) };
  });
}

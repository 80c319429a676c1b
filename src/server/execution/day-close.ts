import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { DayClose } from '../../shared/contract/today';
import type { dayCloseSchema } from '../../shared/today-rules';
import type { Caller } from '../auth/caller';
import type { Database, Transaction } from '../db/connect';
import { isoSql } from '../db/moments';
import { dayCloses } from '../db/schema';
import { DomainError } from '../domain-error';
import { workingDayBefore } from './days';
import { answerStandupsFromClose } from './standups';
import { todayOf } from './today';

/**
 * The day close (decision 038): written for today, or for the last working day before today until
 * today ends; rewritten while it may be written. A skipped day leaves no row and no mark anywhere.
 */

export type DayCloseInput = z.output<typeof dayCloseSchema>;

/** Whether `day` may be closed on the local day `today`. */
export const closable = (day: string, today: string) => day === today || day === workingDayBefore(today);

/**
 * Writes (or rewrites) the caller's close of `day` inside the caller's transaction `tx`, checking the
 * day may be closed now; answers the close as stored.
 */
export async function writeDayClose(
  tx: Transaction,
  caller: Caller,
  day: string,
  input: DayCloseInput,
  now: Date = new Date(),
): Promise<DayClose> {
  const today = await todayOf(tx, caller, now);
  if (!closable(day, today)) throw new DomainError('day_not_closable');
  const values = { done: input.done, next: input.next, blocked: input.blocked, note: input.note };
  const [close] = await tx
    .insert(dayCloses)
    .values({ userId: caller.userId, companyId: caller.companyId, day, ...values, writtenAt: now })
    .onConflictDoUpdate({
      target: [dayCloses.userId, dayCloses.day],
      set: { ...values, writtenAt: now },
      // A row of the same person in another company (they moved) is theirs too, but not this one's.
      setWhere: and(eq(dayCloses.userId, caller.userId), eq(dayCloses.companyId, caller.companyId)),
    })
    .returning({
      day: dayCloses.day,
      done: dayCloses.done,
      next: dayCloses.next,
      blocked: dayCloses.blocked,
      note: dayCloses.note,
      writtenAt: isoSql(sql`${dayCloses.writtenAt}`),
    });
  if (!close) throw new DomainError('day_not_closable');
  return close;
}

/**
 * PUT /api/today/closes/:day: the close and, in the same transaction, the standup answers it makes (a
 * close is the person's standup for their teams: docs/product.md#standups).
 */
export async function putDayClose(db: Database, caller: Caller, day: string, input: DayCloseInput) {
  return db.transaction(async (tx) => {
    const close = await writeDayClose(tx, caller, day, input);
    const standups = await answerStandupsFromClose(tx, {
      userId: caller.userId,
      companyId: caller.companyId,
      closedDay: day,
      done: close.done,
      next: close.next,
      blocked: close.blocked,
    });
    return { close, standups };
  });
}

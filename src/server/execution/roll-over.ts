import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rowsOf } from '../db/rows';
import { companies, dayItems } from '../db/schema';

/**
 * Roll-over (decision 038): at each company's local midnight, a person's open items of a past day move
 * to the first working day on or after their local today, and `rolled` grows by the working days they
 * skipped. The one-thing mark (a day) stays on the day it was chosen. The job runs in batches of
 * ROLL_BATCH rows, each its own short statement, yielding to the event loop between them; the
 * condition `day < local today`, checked again on a row another instance has just moved, and
 * SKIP LOCKED make a second instance find nothing to do.
 */

export const ROLL_BATCH = 2000;

/** The first working day on or after the local day `today` (SQL date). */
const workingDayOnOrAfter = (today: ReturnType<typeof sql>) =>
  sql`(${today} + case extract(isodow from ${today})::int when 6 then 2 when 7 then 1 else 0 end)`;

/**
 * Working days in [1900-01-01, day], a Monday: five a week, and the week's days so far up to Friday.
 * Arithmetic, not a series: a batch of thousands of rows counts without a subquery each.
 */
const workingDaysSince1900 = (day: ReturnType<typeof sql>) =>
  sql`(5 * ((${day} - date '1900-01-01') / 7) + least((${day} - date '1900-01-01') % 7 + 1, 5))`;

/** Working days in (from, to]. */
const workingDaysBetween = (from: ReturnType<typeof sql>, to: ReturnType<typeof sql>) =>
  sql`(${workingDaysSince1900(to)} - ${workingDaysSince1900(from)})`;

/** One batch: moves at most ROLL_BATCH open past items; answers how many moved. */
async function rollBatch(db: Db, now: Date, userId?: string): Promise<number> {
  const moment = sql`${now.toISOString()}::timestamptz`;
  const localToday = sql`(${moment} at time zone c.time_zone)::date`;
  // No company's local today is after the UTC day's next one: a bound the open-items index reads.
  const bound = sql`d.day <= (${moment} at time zone 'UTC')::date`;
  const scope = userId ? sql`and d.user_id = ${userId}` : sql``;
  const moved = await rowsOf<{ id: string }>(
    db,
    sql`with due as (
        select d.id, ${workingDayOnOrAfter(localToday)} as target
        from ${dayItems} d join ${companies} c on c.id = d.company_id
        where d.done_at is null and ${bound} and d.day < ${localToday} ${scope}
        order by d.day, d.id
        limit ${ROLL_BATCH}
        for update of d skip locked)
      update ${dayItems} d
      set rolled = least(32767, d.rolled + ${workingDaysBetween(sql`d.day`, sql`due.target`)}),
        day = due.target
      from due
      where d.id = due.id and d.day < due.target and d.done_at is null
      returning d.id`,
  );
  return moved.length;
}

/** Yields to the event loop: requests waiting since the last batch are served first. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The job, for every company: answers how many items moved. */
export async function rollOverDayItems(db: Db, now: Date = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const moved = await rollBatch(db, now);
    total += moved;
    if (moved < ROLL_BATCH) return total;
    await yieldToEventLoop();
  }
}

/**
 * One person's open past items, moved as the job would: Today's read runs it first, so a day opened
 * before the sweep came round already shows what rolled. At most a day's items: one batch.
 */
export const rollOverFor = (db: Db, userId: string, now: Date = new Date()) => rollBatch(db, now, userId);

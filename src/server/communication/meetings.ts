import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { oneOnOneMessages as m } from '../../shared/communication-messages';
import type { meetingsQuerySchema } from '../../shared/communication-rules';
import type { Meeting } from '../../shared/contract/communication';
import type { Caller } from '../auth/caller';
import type { Database, Db } from '../db/connect';
import { isoSql } from '../db/moments';
import { belowCursor, pageMomentSql, pageOf } from '../db/page';
import { agendaPoints, oneOnOneMeetings } from '../db/schema';
import { agendaOf, detailOf, notFound, oneOnOneOf, pointOf, pointsOf, type Row, timeZoneOf } from './read';
import { meetingAfter } from './schedule';

/** Meetings: holding the next one, and the history of those held. */

/**
 * Holds the next meeting: the one after is made at the cadence's next date in the company's time
 * zone, and the points not ticked are carried to it, once: a carried point is not carried again.
 */
export async function holdMeeting(db: Database, caller: Caller, id: string, meetingId: string) {
  return db.transaction(async (tx) => {
    const { row, next } = await agendaOf(tx, caller, id);
    if (next.id !== meetingId) throw notFound(m.meetingNotFound);
    await tx
      .update(oneOnOneMeetings)
      .set({ heldAt: sql`now()` })
      .where(eq(oneOnOneMeetings.id, meetingId));
    await holdNextMeeting(tx, row, next, await timeZoneOf(tx, caller.companyId));
    return { oneOnOne: await detailOf(tx, caller, row) };
  });
}

/**
 * Holds a 1:1's next meeting, the 1:1 locked by the caller: by one of the two, or by the job at the
 * end of its day (meeting-jobs.ts), which passes its moment as `now`.
 */
export async function holdNextMeeting(
  tx: Db,
  row: Row,
  next: { id: string; startsAt: Date },
  timeZone: string,
  now?: Date,
) {
  await tx
    .update(oneOnOneMeetings)
    .set({ heldAt: now ?? sql`now()` })
    .where(eq(oneOnOneMeetings.id, next.id));
  const [after] = await tx
    .insert(oneOnOneMeetings)
    .values({ oneOnOneId: row.id, startsAt: meetingAfter(next.startsAt, row, timeZone, now) })
    .returning({ id: oneOnOneMeetings.id });
  if (!after) throw new Error('insert returned no row');
  await tx.execute(sql`
    insert into ${agendaPoints} (meeting_id, author_id, text, position, carried_from, goal_id, growth_item_id)
    select ${after.id}, author_id, text, (row_number() over (order by position, id)) - 1, id, goal_id,
      growth_item_id
    from ${agendaPoints}
    where meeting_id = ${next.id} and ticked_at is null and carried_from is null`);
}

/** The meetings held, newest first, with their points. */
export async function listMeetings(
  db: Database,
  caller: Caller,
  id: string,
  query: z.output<typeof meetingsQuerySchema>,
) {
  await oneOnOneOf(db, caller, id);
  const rows = await db
    .select({
      id: oneOnOneMeetings.id,
      startsAt: isoSql(oneOnOneMeetings.startsAt),
      heldAt: isoSql(oneOnOneMeetings.heldAt),
      pageAt: pageMomentSql(oneOnOneMeetings.startsAt),
    })
    .from(oneOnOneMeetings)
    .where(
      and(
        eq(oneOnOneMeetings.oneOnOneId, id),
        sql`${oneOnOneMeetings.heldAt} is not null`,
        belowCursor(oneOnOneMeetings.startsAt, oneOnOneMeetings.id, query.cursor, m.cursorInvalid),
      ),
    )
    .orderBy(desc(oneOnOneMeetings.startsAt), desc(oneOnOneMeetings.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit);
  const points = await pointsOf(
    db,
    page.rows.map((meeting) => meeting.id),
  );
  const items: Meeting[] = page.rows.map(({ pageAt: _pageAt, ...meeting }) => ({
    ...meeting,
    points: points.filter((point) => point.meetingId === meeting.id).map(pointOf),
  }));
  return { items, nextCursor: page.nextCursor };
}

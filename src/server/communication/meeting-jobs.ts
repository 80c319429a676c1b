import { aliasedTable, and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { addDays } from '../../shared/days';
import type { Database } from '../db/connect';
import { agendaPoints, companies, oneOnOneMeetings, oneOnOnes, profiles } from '../db/schema';
import { notify } from '../notifications/notify';
import { holdNextMeeting } from './meetings';
import { localDayOf, zonedMoment } from './schedule';

/**
 * The 1:1s' two jobs (decision 037), run now and then by main.ts on every instance, each doing its
 * work once whatever the number of instances: holding a meeting takes its 1:1's row lock and looks
 * again; a reminder is marked by a conditional UPDATE that a second instance finds done.
 */

/** The moment a meeting's local day ends in the company's zone. */
const endOfDay = (startsAt: Date, timeZone: string) =>
  zonedMoment(addDays(localDayOf(startsAt, timeZone), 1), '00:00', timeZone);

/**
 * Holds the meetings nobody marked held once their local day is over: as the "held" endpoint does,
 * the next meeting is made and the points not ticked are carried to it, once. Answers how many.
 */
export async function holdPastMeetings(db: Database, now: Date = new Date()): Promise<number> {
  const started = await db
    .select({
      meetingId: oneOnOneMeetings.id,
      oneOnOneId: oneOnOneMeetings.oneOnOneId,
      startsAt: oneOnOneMeetings.startsAt,
      timeZone: companies.timeZone,
    })
    .from(oneOnOneMeetings)
    .innerJoin(oneOnOnes, eq(oneOnOnes.id, oneOnOneMeetings.oneOnOneId))
    .innerJoin(companies, eq(companies.id, oneOnOnes.companyId))
    .where(
      and(
        isNull(oneOnOneMeetings.heldAt),
        lte(oneOnOneMeetings.startsAt, now),
        eq(oneOnOnes.status, 'active'),
      ),
    );
  let held = 0;
  for (const due of started.filter((meeting) => endOfDay(meeting.startsAt, meeting.timeZone) <= now)) {
    const done = await db.transaction(async (tx) => {
      // The 1:1's lock, as the endpoint takes it: whoever comes second finds the meeting held.
      const [row] = await tx
        .select()
        .from(oneOnOnes)
        .where(and(eq(oneOnOnes.id, due.oneOnOneId), eq(oneOnOnes.status, 'active')))
        .for('update');
      if (!row) return false;
      const [next] = await tx
        .select({ id: oneOnOneMeetings.id, startsAt: oneOnOneMeetings.startsAt })
        .from(oneOnOneMeetings)
        .where(and(eq(oneOnOneMeetings.id, due.meetingId), isNull(oneOnOneMeetings.heldAt)));
      if (!next) return false;
      await holdNextMeeting(tx, row, next, due.timeZone, now);
      return true;
    });
    if (done) held++;
  }
  return held;
}

const proposer = aliasedTable(profiles, 'proposer');
const partner = aliasedTable(profiles, 'partner');

/** The agenda has no point: nothing to talk about yet. */
const emptyAgenda = sql`not exists (select 1 from ${agendaPoints} where ${agendaPoints.meetingId} = ${oneOnOneMeetings.id})`;

/**
 * The day before a meeting (in the company's zone), each of the two is told once if its agenda is
 * still empty, with a link to the 1:1. Answers how many meetings were reminded.
 */
export async function remindEmptyAgendas(db: Database, now: Date = new Date()): Promise<number> {
  // A meeting whose day before is today starts within two days.
  const soon = new Date(now.getTime() + 2 * 24 * 60 * 60 * 1000);
  const upcoming = await db
    .select({ id: oneOnOneMeetings.id, startsAt: oneOnOneMeetings.startsAt, timeZone: companies.timeZone })
    .from(oneOnOneMeetings)
    .innerJoin(oneOnOnes, eq(oneOnOnes.id, oneOnOneMeetings.oneOnOneId))
    .innerJoin(companies, eq(companies.id, oneOnOnes.companyId))
    .where(
      and(
        isNull(oneOnOneMeetings.heldAt),
        isNull(oneOnOneMeetings.emptyAgendaRemindedAt),
        gt(oneOnOneMeetings.startsAt, now),
        lte(oneOnOneMeetings.startsAt, soon),
        eq(oneOnOnes.status, 'active'),
        emptyAgenda,
      ),
    );
  const due = upcoming
    .filter(
      (meeting) =>
        localDayOf(now, meeting.timeZone) === addDays(localDayOf(meeting.startsAt, meeting.timeZone), -1),
    )
    .map((meeting) => meeting.id);
  if (due.length === 0) return 0;
  return db.transaction(async (tx) => {
    // Its WHERE is checked again on a row another instance has just marked: that one is skipped.
    const reminded = await tx
      .update(oneOnOneMeetings)
      .set({ emptyAgendaRemindedAt: now })
      .where(
        and(
          inArray(oneOnOneMeetings.id, due),
          isNull(oneOnOneMeetings.emptyAgendaRemindedAt),
          isNull(oneOnOneMeetings.heldAt),
          emptyAgenda,
        ),
      )
      .returning({ id: oneOnOneMeetings.id });
    if (reminded.length === 0) return 0;
    const pairs = await tx
      .select({
        meetingId: oneOnOneMeetings.id,
        startsAt: oneOnOneMeetings.startsAt,
        oneOnOneId: oneOnOnes.id,
        companyId: oneOnOnes.companyId,
        proposedBy: oneOnOnes.proposedBy,
        proposerName: proposer.fullName,
        partnerId: oneOnOnes.partnerId,
        partnerName: partner.fullName,
      })
      .from(oneOnOneMeetings)
      .innerJoin(oneOnOnes, eq(oneOnOnes.id, oneOnOneMeetings.oneOnOneId))
      .leftJoin(proposer, eq(proposer.id, oneOnOnes.proposedBy))
      .leftJoin(partner, eq(partner.id, oneOnOnes.partnerId))
      .where(
        inArray(
          oneOnOneMeetings.id,
          reminded.map((meeting) => meeting.id),
        ),
      );
    await notify(
      tx,
      pairs.flatMap((pair) => {
        const told = (userId: string | null, partnerName: string | null) =>
          userId
            ? [
                {
                  userId,
                  companyId: pair.companyId,
                  kind: 'one_on_one_agenda_empty' as const,
                  data: {
                    oneOnOneId: pair.oneOnOneId,
                    meetingId: pair.meetingId,
                    partnerName,
                    startsAt: pair.startsAt.toISOString(),
                  },
                },
              ]
            : [];
        return [...told(pair.proposedBy, pair.partnerName), ...told(pair.partnerId, pair.proposerName)];
      }),
    );
    return reminded.length;
  });
}

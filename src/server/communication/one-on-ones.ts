/** 1:1s themselves: propose, accept or decline, list, read and end (decision 037). */
import { aliasedTable, and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { oneOnOneMessages as m } from '../../shared/communication-messages';
import type { createOneOnOneSchema } from '../../shared/communication-rules';
import type { Caller } from '../auth/caller';
import type { Database, Db } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { oneOnOneMeetings, oneOnOnes, profiles, teamMembers, teams } from '../db/schema';
import { DomainError } from '../domain-error';
import { detailOf, isOneOf, notActive, notFound, oneOnOneOf, type Row, summaryOf, timeZoneOf } from './read';
import { firstMeeting } from './schedule';

/** The caller's live 1:1s, the soonest first. */
export async function listOneOnOnes(db: Database, caller: Caller) {
  const rows = await db
    .select()
    .from(oneOnOnes)
    .where(and(isOneOf(caller), ne(oneOnOnes.status, 'ended')))
    .orderBy(asc(oneOnOnes.createdAt), asc(oneOnOnes.id));
  const timeZone = await timeZoneOf(db, caller.companyId);
  const items = await Promise.all(rows.map((row) => summaryOf(db, caller, row, timeZone)));
  return { items: items.sort((a, b) => (a.nextMeetingAt ?? '~').localeCompare(b.nextMeetingAt ?? '~')) };
}

export async function getOneOnOne(db: Database, caller: Caller, id: string) {
  return detailOf(db, caller, await oneOnOneOf(db, caller, id));
}

/** Whether `leadId` leads a live team `memberId` is in. */
async function leads(db: Db, leadId: string, memberId: string, companyId: string) {
  const member = aliasedTable(teamMembers, 'member');
  const [row] = await db
    .select({ teamId: teams.id })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(member, and(eq(member.teamId, teams.id), eq(member.userId, memberId), isNull(member.leftAt)))
    .where(
      and(
        eq(teams.companyId, companyId),
        isNull(teams.archivedAt),
        eq(teamMembers.userId, leadId),
        eq(teamMembers.isLead, true),
        isNull(teamMembers.leftAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function startMeetings(db: Db, row: Row, timeZone: string) {
  await db.insert(oneOnOneMeetings).values({ oneOnOneId: row.id, startsAt: firstMeeting(row, timeZone) });
}

/** A lead's 1:1 with a member of their team is active at once; any other waits for the partner. */
export async function proposeOneOnOne(
  db: Database,
  caller: Caller,
  input: z.output<typeof createOneOnOneSchema>,
) {
  if (input.partnerId === caller.userId)
    throw new DomainError('validation_failed', {
      message: m.withYourself,
      issues: [{ path: 'partnerId', message: m.withYourself }],
    });
  return db.transaction(async (tx) => {
    // Both people in the caller's company: the partner is found there or not at all.
    const [partner] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.id, input.partnerId), eq(profiles.companyId, caller.companyId)));
    if (!partner) throw notFound(m.partnerNotFound);
    const active = await leads(tx, caller.userId, input.partnerId, caller.companyId);
    let row: Row | undefined;
    try {
      [row] = await tx.transaction((savepoint) =>
        savepoint
          .insert(oneOnOnes)
          .values({
            companyId: caller.companyId,
            proposedBy: caller.userId,
            partnerId: input.partnerId,
            status: active ? 'active' : 'proposed',
            cadence: input.cadence,
            weekday: input.weekday,
            localTime: input.localTime,
            startsOn: input.startsOn,
          })
          .returning(),
      );
    } catch (error) {
      if (isUniqueViolation(error, 'one_on_ones_live_pair_idx')) throw new DomainError('one_on_one_exists');
      throw error;
    }
    if (!row) throw new Error('insert returned no row');
    if (active) await startMeetings(tx, row, await timeZoneOf(tx, caller.companyId));
    return detailOf(tx, caller, row);
  });
}

export async function acceptOneOnOne(db: Database, caller: Caller, id: string) {
  return db.transaction(async (tx) => {
    const row = await oneOnOneOf(tx, caller, id, true);
    if (row.status !== 'proposed') throw notActive(m.notProposed);
    if (row.partnerId !== caller.userId) throw new DomainError('forbidden', { message: m.notYours });
    const [accepted] = await tx
      .update(oneOnOnes)
      .set({ status: 'active' })
      .where(eq(oneOnOnes.id, id))
      .returning();
    if (!accepted) throw new Error('update returned no row');
    await startMeetings(tx, accepted, await timeZoneOf(tx, caller.companyId));
    return detailOf(tx, caller, accepted);
  });
}

/** Declining (or withdrawing) a proposal deletes it: nothing was said in it yet. */
export async function declineOneOnOne(db: Database, caller: Caller, id: string) {
  await db.transaction(async (tx) => {
    const row = await oneOnOneOf(tx, caller, id, true);
    if (row.status !== 'proposed') throw notActive(m.notProposed);
    await tx.delete(oneOnOnes).where(eq(oneOnOnes.id, id));
  });
}

/** Ends a 1:1 by one of the two; its held meetings stay, the one not held goes. */
export async function endOneOnOne(db: Database, caller: Caller, id: string) {
  await db.transaction(async (tx) => {
    const row = await oneOnOneOf(tx, caller, id, true);
    await endRow(tx, row, caller.userId);
  });
}

async function endRow(db: Db, row: Row, endedBy: string) {
  if (row.status === 'ended') throw notActive();
  await db
    .update(oneOnOnes)
    .set({ status: 'ended', endedAt: sql`now()`, endedBy })
    .where(eq(oneOnOnes.id, row.id));
  await db
    .delete(oneOnOneMeetings)
    .where(and(eq(oneOnOneMeetings.oneOnOneId, row.id), isNull(oneOnOneMeetings.heldAt)));
}

/**
 * An admin removing a person from the company ends that person's live 1:1s there (people removal
 * calls this); it reads nothing of them.
 */
export async function endOneOnOnesOf(db: Db, companyId: string, userId: string, endedBy: string) {
  const rows = await db
    .select()
    .from(oneOnOnes)
    .where(
      and(
        eq(oneOnOnes.companyId, companyId),
        ne(oneOnOnes.status, 'ended'),
        or(eq(oneOnOnes.proposedBy, userId), eq(oneOnOnes.partnerId, userId)),
      ),
    )
    .for('update');
  for (const row of rows) {
    if (row.status === 'proposed') await db.delete(oneOnOnes).where(eq(oneOnOnes.id, row.id));
    else await endRow(db, row, endedBy);
  }
}

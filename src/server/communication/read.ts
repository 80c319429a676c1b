import { aliasedTable, and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { oneOnOneMessages as m } from '../../shared/communication-messages';
import type { ActionItem, AgendaPoint, OneOnOne, OneOnOneSummary } from '../../shared/contract/communication';
import type { Caller } from '../auth/caller';
import type { Db } from '../db/connect';
import { isoSql } from '../db/moments';
import {
  actionItems,
  agendaPoints,
  companies,
  goals,
  oneOnOneMeetings,
  oneOnOnes,
  profiles,
} from '../db/schema';
import { DomainError } from '../domain-error';
import { styleOf } from './styles';

/**
 * 1:1s (decision 037, docs/privacy.md): a 1:1, its meetings, points and action items are read by its
 * two people only (level 2), an admin included, who is answered 404 as for another company's; the
 * private notes by their author only (level 1): every statement reading them has author_id = the caller.
 */

export type Row = typeof oneOnOnes.$inferSelect;

export const notFound = (message: string = m.notFound) => new DomainError('not_found', { message });
export const notActive = (message: string = m.notActive) =>
  new DomainError('one_on_one_not_active', { message });

export const isOneOf = (caller: Caller) =>
  and(
    eq(oneOnOnes.companyId, caller.companyId),
    or(eq(oneOnOnes.proposedBy, caller.userId), eq(oneOnOnes.partnerId, caller.userId)),
  );

/** The reads every part of the 1:1s shares. */

/** The caller's 1:1, locked for the change that follows; 404 for anyone but the two. */
export async function oneOnOneOf(db: Db, caller: Caller, id: string, lock = false): Promise<Row> {
  const query = db
    .select()
    .from(oneOnOnes)
    .where(and(eq(oneOnOnes.id, id), isOneOf(caller)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function timeZoneOf(db: Db, companyId: string) {
  const [row] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw new Error(`company ${companyId} is missing`);
  return row.timeZone;
}

export async function nextMeetingOf(db: Db, oneOnOneId: string) {
  const [row] = await db
    .select({ id: oneOnOneMeetings.id, startsAt: oneOnOneMeetings.startsAt })
    .from(oneOnOneMeetings)
    .where(and(eq(oneOnOneMeetings.oneOnOneId, oneOnOneId), isNull(oneOnOneMeetings.heldAt)));
  return row;
}

export const partnerOf = (row: Row, caller: Caller) =>
  row.proposedBy === caller.userId ? row.partnerId : row.proposedBy;

export async function personOf(db: Db, userId: string | null) {
  if (!userId) return null;
  const [row] = await db
    .select({ id: profiles.id, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? null;
}

export async function summaryOf(
  db: Db,
  caller: Caller,
  row: Row,
  timeZone: string,
): Promise<OneOnOneSummary> {
  const next = row.status === 'active' ? await nextMeetingOf(db, row.id) : undefined;
  return {
    id: row.id,
    status: row.status,
    cadence: row.cadence,
    weekday: row.weekday,
    localTime: row.localTime,
    timeZone,
    startsOn: row.startsOn,
    partner: await personOf(db, partnerOf(row, caller)),
    proposedByMe: row.proposedBy === caller.userId,
    nextMeetingAt: next ? next.startsAt.toISOString() : null,
  };
}

export const author = aliasedTable(profiles, 'author');

/** The points of some meetings, in their order. */
export async function pointsOf(db: Db, meetingIds: string[]) {
  if (meetingIds.length === 0) return [];
  return db
    .select({
      id: agendaPoints.id,
      meetingId: agendaPoints.meetingId,
      text: agendaPoints.text,
      position: agendaPoints.position,
      authorId: agendaPoints.authorId,
      authorName: author.fullName,
      tickedAt: isoSql(agendaPoints.tickedAt),
      carriedFrom: agendaPoints.carriedFrom,
      goalId: agendaPoints.goalId,
      growthItemId: agendaPoints.growthItemId,
    })
    .from(agendaPoints)
    .leftJoin(author, eq(author.id, agendaPoints.authorId))
    .where(inArray(agendaPoints.meetingId, meetingIds))
    .orderBy(asc(agendaPoints.position), asc(agendaPoints.id));
}

export type PointRow = Awaited<ReturnType<typeof pointsOf>>[number];

export const pointOf = (row: PointRow): AgendaPoint => ({
  id: row.id,
  text: row.text,
  position: row.position,
  author: row.authorId ? { id: row.authorId, fullName: row.authorName } : null,
  tickedAt: row.tickedAt,
  carried: row.carriedFrom !== null,
  goalId: row.goalId,
  fromGrowthPlan: row.growthItemId !== null,
});

export const owner = aliasedTable(profiles, 'owner');

export function selectActionItems(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: actionItems.id,
      oneOnOneId: actionItems.oneOnOneId,
      meetingId: actionItems.meetingId,
      ownerId: actionItems.ownerId,
      ownerName: owner.fullName,
      text: actionItems.text,
      dueOn: actionItems.dueOn,
      doneAt: isoSql(actionItems.doneAt),
      goalId: actionItems.goalId,
    })
    .from(actionItems)
    .leftJoin(owner, eq(owner.id, actionItems.ownerId))
    .where(where)
    .orderBy(asc(actionItems.createdAt), asc(actionItems.id));
}

export const actionItemOf = ({
  ownerId,
  ownerName,
  ...item
}: Awaited<ReturnType<typeof selectActionItems>>[number]): ActionItem => ({
  ...item,
  owner: ownerId ? { id: ownerId, fullName: ownerName } : null,
});

export async function detailOf(db: Db, caller: Caller, row: Row): Promise<OneOnOne> {
  const timeZone = await timeZoneOf(db, caller.companyId);
  const summary = await summaryOf(db, caller, row, timeZone);
  const next = row.status === 'active' ? await nextMeetingOf(db, row.id) : undefined;
  const points = next ? await pointsOf(db, [next.id]) : [];
  const items = await selectActionItems(db, eq(actionItems.oneOnOneId, row.id));
  return {
    ...summary,
    // Level 4, the company's to read: not once the 1:1 has ended (the partner may have left it).
    partnerStyle: summary.partner && row.status !== 'ended' ? await styleOf(db, summary.partner.id) : null,
    nextMeeting: next
      ? { id: next.id, startsAt: next.startsAt.toISOString(), heldAt: null, points: points.map(pointOf) }
      : null,
    actionItems: items.map(actionItemOf),
  };
}

/** The caller's active 1:1 and its next meeting, the 1:1 locked for the change. */
export async function agendaOf(db: Db, caller: Caller, id: string) {
  const row = await oneOnOneOf(db, caller, id, true);
  if (row.status !== 'active') throw notActive();
  const next = await nextMeetingOf(db, row.id);
  if (!next) throw new Error(`1:1 ${row.id} has no next meeting`);
  return { row, next };
}

/** A goal both people may see: one of the company's goals shown to the whole company. */
export async function checkGoal(db: Db, caller: Caller, goalId: string | null | undefined) {
  if (!goalId) return;
  const [goal] = await db
    .select({ id: goals.id })
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.companyId, caller.companyId), eq(goals.visibility, 'company')));
  if (!goal) throw notFound(m.goalNotFound);
}

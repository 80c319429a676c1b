import { aliasedTable, and, asc, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { oneOnOneMessages as m } from '../../shared/communication-messages';
import type {
  createActionItemSchema,
  createOneOnOneSchema,
  meetingsQuerySchema,
  updateActionItemSchema,
  updatePointSchema,
} from '../../shared/communication-rules';
import type {
  ActionItem,
  AgendaPoint,
  Meeting,
  Note,
  OneOnOne,
  OneOnOneSummary,
} from '../../shared/contract/communication';
import type { Caller } from '../auth/caller';
import type { Database, Db } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { isoSql } from '../db/moments';
import { belowCursor, pageMomentSql, pageOf } from '../db/page';
import {
  actionItems,
  agendaPoints,
  companies,
  goals,
  oneOnOneMeetings,
  oneOnOneNotes,
  oneOnOnes,
  profiles,
  teamMembers,
  teams,
} from '../db/schema';
import { DomainError } from '../domain-error';
import { firstMeeting, meetingAfter } from './schedule';

/**
 * 1:1s (decision 037, docs/privacy.md): a 1:1, its meetings, points and action items are read by its
 * two people only (level 2), an admin included, who is answered 404 as for another company's; the
 * private notes by their author only (level 1): every statement reading them has author_id = the caller.
 */

type Row = typeof oneOnOnes.$inferSelect;

const notFound = (message: string = m.notFound) => new DomainError('not_found', { message });
const notActive = (message: string = m.notActive) => new DomainError('one_on_one_not_active', { message });

const isOneOf = (caller: Caller) =>
  and(
    eq(oneOnOnes.companyId, caller.companyId),
    or(eq(oneOnOnes.proposedBy, caller.userId), eq(oneOnOnes.partnerId, caller.userId)),
  );

/** The caller's 1:1, locked for the change that follows; 404 for anyone but the two. */
async function oneOnOneOf(db: Db, caller: Caller, id: string, lock = false): Promise<Row> {
  const query = db
    .select()
    .from(oneOnOnes)
    .where(and(eq(oneOnOnes.id, id), isOneOf(caller)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

async function timeZoneOf(db: Db, companyId: string) {
  const [row] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw new Error(`company ${companyId} is missing`);
  return row.timeZone;
}

async function nextMeetingOf(db: Db, oneOnOneId: string) {
  const [row] = await db
    .select({ id: oneOnOneMeetings.id, startsAt: oneOnOneMeetings.startsAt })
    .from(oneOnOneMeetings)
    .where(and(eq(oneOnOneMeetings.oneOnOneId, oneOnOneId), isNull(oneOnOneMeetings.heldAt)));
  return row;
}

const partnerOf = (row: Row, caller: Caller) =>
  row.proposedBy === caller.userId ? row.partnerId : row.proposedBy;

async function personOf(db: Db, userId: string | null) {
  if (!userId) return null;
  const [row] = await db
    .select({ id: profiles.id, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? null;
}

async function summaryOf(db: Db, caller: Caller, row: Row, timeZone: string): Promise<OneOnOneSummary> {
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

const author = aliasedTable(profiles, 'author');

/** The points of some meetings, in their order. */
async function pointsOf(db: Db, meetingIds: string[]) {
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
    })
    .from(agendaPoints)
    .leftJoin(author, eq(author.id, agendaPoints.authorId))
    .where(inArray(agendaPoints.meetingId, meetingIds))
    .orderBy(asc(agendaPoints.position), asc(agendaPoints.id));
}

type PointRow = Awaited<ReturnType<typeof pointsOf>>[number];

const pointOf = (row: PointRow): AgendaPoint => ({
  id: row.id,
  text: row.text,
  position: row.position,
  author: row.authorId ? { id: row.authorId, fullName: row.authorName } : null,
  tickedAt: row.tickedAt,
  carried: row.carriedFrom !== null,
});

const owner = aliasedTable(profiles, 'owner');

function selectActionItems(db: Db, where: SQL | undefined) {
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

const actionItemOf = ({
  ownerId,
  ownerName,
  ...item
}: Awaited<ReturnType<typeof selectActionItems>>[number]): ActionItem => ({
  ...item,
  owner: ownerId ? { id: ownerId, fullName: ownerName } : null,
});

async function detailOf(db: Db, caller: Caller, row: Row): Promise<OneOnOne> {
  const timeZone = await timeZoneOf(db, caller.companyId);
  const summary = await summaryOf(db, caller, row, timeZone);
  const next = row.status === 'active' ? await nextMeetingOf(db, row.id) : undefined;
  const points = next ? await pointsOf(db, [next.id]) : [];
  const items = await selectActionItems(db, eq(actionItems.oneOnOneId, row.id));
  return {
    ...summary,
    nextMeeting: next
      ? { id: next.id, startsAt: next.startsAt.toISOString(), heldAt: null, points: points.map(pointOf) }
      : null,
    actionItems: items.map(actionItemOf),
  };
}

// ---- 1:1s ---------------------------------------------------------------------------------------

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

// ---- The agenda ---------------------------------------------------------------------------------

/** The caller's active 1:1 and its next meeting, the 1:1 locked for the change. */
async function agendaOf(db: Db, caller: Caller, id: string) {
  const row = await oneOnOneOf(db, caller, id, true);
  if (row.status !== 'active') throw notActive();
  const next = await nextMeetingOf(db, row.id);
  if (!next) throw new Error(`1:1 ${row.id} has no next meeting`);
  return { row, next };
}

async function pointById(db: Db, meetingId: string, pointId: string) {
  const [point] = (await pointsOf(db, [meetingId])).filter((p) => p.id === pointId);
  if (!point) throw notFound(m.pointNotFound);
  return point;
}

export async function addAgendaPoint(db: Database, caller: Caller, id: string, text: string) {
  return db.transaction(async (tx) => {
    const { next } = await agendaOf(tx, caller, id);
    const [point] = await tx
      .insert(agendaPoints)
      .values({
        meetingId: next.id,
        authorId: caller.userId,
        text,
        position: sql`(select count(*) from ${agendaPoints} where ${agendaPoints.meetingId} = ${next.id})`,
      })
      .returning({ id: agendaPoints.id });
    if (!point) throw new Error('insert returned no row');
    return { point: pointOf(await pointById(tx, next.id, point.id)) };
  });
}

/** Only the next meeting's points change: the history is as it was. */
export async function updateAgendaPoint(
  db: Database,
  caller: Caller,
  id: string,
  pointId: string,
  input: z.output<typeof updatePointSchema>,
) {
  return db.transaction(async (tx) => {
    const { next } = await agendaOf(tx, caller, id);
    await pointById(tx, next.id, pointId);
    const set: Partial<typeof agendaPoints.$inferInsert> = {};
    if (input.text !== undefined) set.text = input.text;
    if (input.ticked === true)
      Object.assign(set, {
        tickedAt: sql`coalesce(${agendaPoints.tickedAt}, now())`,
        tickedBy: caller.userId,
      });
    if (input.ticked === false) Object.assign(set, { tickedAt: null, tickedBy: null });
    if (Object.keys(set).length > 0)
      await tx.update(agendaPoints).set(set).where(eq(agendaPoints.id, pointId));
    return { point: pointOf(await pointById(tx, next.id, pointId)) };
  });
}

export async function deleteAgendaPoint(db: Database, caller: Caller, id: string, pointId: string) {
  await db.transaction(async (tx) => {
    const { next } = await agendaOf(tx, caller, id);
    const point = await pointById(tx, next.id, pointId);
    await tx.delete(agendaPoints).where(eq(agendaPoints.id, pointId));
    await tx
      .update(agendaPoints)
      .set({ position: sql`${agendaPoints.position} - 1` })
      .where(and(eq(agendaPoints.meetingId, next.id), sql`${agendaPoints.position} > ${point.position}`));
  });
}

export async function orderAgendaPoints(db: Database, caller: Caller, id: string, pointIds: string[]) {
  return db.transaction(async (tx) => {
    const { next } = await agendaOf(tx, caller, id);
    const current = await pointsOf(tx, [next.id]);
    const same =
      pointIds.length === current.length &&
      new Set(pointIds).size === pointIds.length &&
      current.every((point) => pointIds.includes(point.id));
    if (!same)
      throw new DomainError('validation_failed', {
        message: m.orderInvalid,
        issues: [{ path: 'pointIds', message: m.orderInvalid }],
      });
    for (const [position, pointId] of pointIds.entries())
      await tx.update(agendaPoints).set({ position }).where(eq(agendaPoints.id, pointId));
    return { points: (await pointsOf(tx, [next.id])).map(pointOf) };
  });
}

/**
 * Holds the next meeting: the one after is made at the cadence's next date in the company's time
 * zone, and the points not ticked are carried to it, once: a carried point is not carried again.
 */
export async function holdMeeting(db: Database, caller: Caller, id: string, meetingId: string) {
  return db.transaction(async (tx) => {
    const { row, next } = await agendaOf(tx, caller, id);
    if (next.id !== meetingId) throw notFound(m.meetingNotFound);
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
    insert into ${agendaPoints} (meeting_id, author_id, text, position, carried_from, goal_id)
    select ${after.id}, author_id, text, (row_number() over (order by position, id)) - 1, id, goal_id
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

// ---- Private notes (level 1) --------------------------------------------------------------------

/** A meeting of one of the caller's 1:1s in their company; anyone else is not found. */
async function meetingOfCaller(db: Db, caller: Caller, meetingId: string) {
  const [meeting] = await db
    .select({ id: oneOnOneMeetings.id })
    .from(oneOnOneMeetings)
    .innerJoin(oneOnOnes, eq(oneOnOnes.id, oneOnOneMeetings.oneOnOneId))
    .where(and(eq(oneOnOneMeetings.id, meetingId), isOneOf(caller)));
  if (!meeting) throw notFound(m.meetingNotFound);
}

async function noteOf(db: Db, caller: Caller, meetingId: string): Promise<Note> {
  const [note] = await db
    .select({ body: oneOnOneNotes.body, updatedAt: isoSql(oneOnOneNotes.updatedAt) })
    .from(oneOnOneNotes)
    .where(and(eq(oneOnOneNotes.authorId, caller.userId), eq(oneOnOneNotes.meetingId, meetingId)));
  return { meetingId, body: note?.body ?? null, updatedAt: note?.updatedAt ?? null };
}

export async function getNote(db: Database, caller: Caller, meetingId: string) {
  await meetingOfCaller(db, caller, meetingId);
  return { note: await noteOf(db, caller, meetingId) };
}

export async function putNote(db: Database, caller: Caller, meetingId: string, body: string | null) {
  return db.transaction(async (tx) => {
    await meetingOfCaller(tx, caller, meetingId);
    if (body === null)
      await tx
        .delete(oneOnOneNotes)
        .where(and(eq(oneOnOneNotes.authorId, caller.userId), eq(oneOnOneNotes.meetingId, meetingId)));
    else
      await tx
        .insert(oneOnOneNotes)
        .values({ authorId: caller.userId, meetingId, body })
        .onConflictDoUpdate({
          target: [oneOnOneNotes.authorId, oneOnOneNotes.meetingId],
          set: { body, updatedAt: sql`now()` },
        });
    return { note: await noteOf(tx, caller, meetingId) };
  });
}

// ---- Action items -------------------------------------------------------------------------------

/** A goal both people may see: one of the company's goals shown to the whole company. */
async function checkGoal(db: Db, caller: Caller, goalId: string | null | undefined) {
  if (!goalId) return;
  const [goal] = await db
    .select({ id: goals.id })
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.companyId, caller.companyId), eq(goals.visibility, 'company')));
  if (!goal) throw notFound(m.goalNotFound);
}

const ownerProblem = () =>
  new DomainError('validation_failed', {
    message: m.ownerInvalid,
    issues: [{ path: 'ownerId', message: m.ownerInvalid }],
  });

export async function createActionItem(
  db: Database,
  caller: Caller,
  input: z.output<typeof createActionItemSchema>,
) {
  return db.transaction(async (tx) => {
    const { row, next } = await agendaOf(tx, caller, input.oneOnOneId);
    if (input.ownerId !== row.proposedBy && input.ownerId !== row.partnerId) throw ownerProblem();
    await checkGoal(tx, caller, input.goalId);
    const [item] = await tx
      .insert(actionItems)
      .values({
        oneOnOneId: row.id,
        meetingId: next.id,
        ownerId: input.ownerId,
        text: input.text,
        dueOn: input.dueOn ?? null,
        goalId: input.goalId ?? null,
        createdBy: caller.userId,
      })
      .returning({ id: actionItems.id });
    if (!item) throw new Error('insert returned no row');
    const [created] = await selectActionItems(tx, eq(actionItems.id, item.id));
    if (!created) throw new Error('action item is missing');
    return { actionItem: actionItemOf(created) };
  });
}

export async function updateActionItem(
  db: Database,
  caller: Caller,
  itemId: string,
  input: z.output<typeof updateActionItemSchema>,
) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ oneOnOneId: actionItems.oneOnOneId })
      .from(actionItems)
      .innerJoin(oneOnOnes, eq(oneOnOnes.id, actionItems.oneOnOneId))
      .where(and(eq(actionItems.id, itemId), isOneOf(caller)));
    if (!found) throw notFound(m.actionItemNotFound);
    const row = await oneOnOneOf(tx, caller, found.oneOnOneId, true);
    if (input.ownerId !== undefined && input.ownerId !== row.proposedBy && input.ownerId !== row.partnerId)
      throw ownerProblem();
    const set: Partial<typeof actionItems.$inferInsert> = {};
    if (input.text !== undefined) set.text = input.text;
    if (input.ownerId !== undefined) set.ownerId = input.ownerId;
    if (input.dueOn !== undefined) set.dueOn = input.dueOn;
    if (input.done === true) Object.assign(set, { doneAt: sql`coalesce(${actionItems.doneAt}, now())` });
    if (input.done === false) set.doneAt = null;
    if (Object.keys(set).length > 0) await tx.update(actionItems).set(set).where(eq(actionItems.id, itemId));
    const [updated] = await selectActionItems(tx, eq(actionItems.id, itemId));
    if (!updated) throw new Error('action item is missing');
    return { actionItem: actionItemOf(updated) };
  });
}

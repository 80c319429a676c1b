import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod/mini';
import type { DecisionRecord, DecisionSummary } from '../../shared/contract/strategy';
import { DECISION_RECORDS_MAX } from '../../shared/limits';
import { type DecisionOutcome, strategyMessages as m } from '../../shared/strategy-messages';
import type {
  createDecisionSchema,
  DecisionBody,
  decisionListQuerySchema,
  StrategyBody,
  updateDecisionSchema,
} from '../../shared/strategy-rules';
import type { Caller } from '../auth/caller';
import type { Database, Db, Transaction } from '../db/connect';
import { isoSql } from '../db/moments';
import { belowCursor, pageMomentSql, pageOf } from '../db/page';
import {
  documentGoals,
  documentLinks,
  documentPeople,
  documents,
  goals,
  profiles,
  teamMembers,
  teams,
  userRoles,
} from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';
import { visibleTo } from '../goals/read';
import { notify } from '../notifications/notify';
import { checkRoom, checkTeam, insertDocument, personSql, readableSql, saveVersion } from './core';

/**
 * Decision records (decision 041): context, options, the decision, and their people by DACI. While
 * proposed, the Driver, Approver, Contributors and admins edit them; the Approver accepts or rejects;
 * a decided record's content never changes. Accepting a record that supersedes an accepted one marks
 * that one superseded in the same transaction. The Informed are told of every outcome.
 */

type CreateInput = z.output<typeof createDecisionSchema>;
type UpdateInput = z.output<typeof updateDecisionSchema>;
type ListQuery = z.output<typeof decisionListQuerySchema>;

const recordNotFound = () => new DomainError('not_found', { message: m.recordNotFound });

const d = alias(documents, 'd');
/**
 * Every select of `d` joins its team: with a join, drizzle names each column with its table, which the
 * subqueries of the answer's fields need (a one-table select leaves them bare, and a bare `id` inside
 * a subquery would be the subquery's own).
 */
const oneTeam = eq(teams.id, d.teamId);
const older = alias(documents, 'older');
const newer = alias(documents, 'newer');

/** The person holding `role` on the record `d`. */
const roleSql = (role: 'driver' | 'approver') =>
  sql`(select ${personSql(sql`dp.user_id`, sql`${d.companyId}`)} from ${documentPeople} dp
    where dp.document_id = ${d.id} and dp.role = ${role})`;

/** Everyone holding `role` on the record `d`, by name. */
const roleListSql = (role: 'contributor' | 'informed') =>
  sql`coalesce((select json_agg(${personSql(sql`dp.user_id`, sql`${d.companyId}`)}
      order by (select p.full_name from profiles p where p.id = dp.user_id), dp.id)
    from ${documentPeople} dp where dp.document_id = ${d.id} and dp.role = ${role}), '[]'::json)`;

/** Whether the caller holds one of `roles` on the record `d`. */
const holdsSql = (caller: Caller, roles: string[]) =>
  sql<boolean>`exists (select 1 from ${documentPeople} dp where dp.document_id = ${d.id}
    and dp.user_id = ${caller.userId} and dp.role in (${sql.join(
      roles.map((role) => sql`${role}`),
      sql`, `,
    )}))`;

const writesSql = (caller: Caller) =>
  caller.isAdmin ? sql<boolean>`true` : holdsSql(caller, ['driver', 'approver', 'contributor']);

function summaryColumns() {
  return {
    id: d.id,
    title: d.title,
    status: sql<DecisionSummary['status']>`${d.status}`,
    visibility: d.visibility,
    team: sql<DecisionSummary['team']>`(select json_build_object('id', t.id, 'name', t.name)
      from ${teams} t where t.id = ${d.teamId})`,
    driver: sql<DecisionSummary['driver']>`${roleSql('driver')}`,
    approver: sql<DecisionSummary['approver']>`${roleSql('approver')}`,
    version: d.version,
    updatedAt: isoSql(d.updatedAt),
  };
}

/** GET /api/decisions: the records the caller may read, newest first. */
export async function listDecisions(db: Db, caller: Caller, query: ListQuery) {
  const rows = await db
    .select({ ...summaryColumns(), pageAt: pageMomentSql(d.createdAt) })
    .from(d)
    .leftJoin(teams, oneTeam)
    .where(
      and(
        eq(d.kind, 'decision'),
        readableSql(caller, d),
        query.status ? eq(d.status, query.status) : undefined,
        belowCursor(d.createdAt, d.id, query.cursor, m.cursorInvalid),
      ),
    )
    .orderBy(sql`${d.createdAt} desc, ${d.id} desc`)
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit);
  return { items: page.rows.map(({ pageAt: _, ...summary }) => summary), nextCursor: page.nextCursor };
}

/** The strategy page's pillars, by id: what a record's pillar links name. */
async function pillarsOf(
  db: Db,
  companyId: string,
): Promise<{ strategyId: string | null; names: Map<string, string> }> {
  const [row] = await db
    .select({ id: documents.id, body: documents.body })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.kind, 'strategy')));
  const pillars = (row?.body as StrategyBody | undefined)?.pillars ?? [];
  return { strategyId: row?.id ?? null, names: new Map(pillars.map((pillar) => [pillar.id, pillar.name])) };
}

interface RecordRow extends Omit<DecisionRecord, 'pillars' | 'context' | 'options' | 'decision'> {
  body: DecisionBody;
  pillarIds: string[];
}

/** One record the caller may read, whole; undefined for any other. */
export async function findRecord(db: Db, caller: Caller, id: string): Promise<DecisionRecord | undefined> {
  const [row] = await db
    .select({
      ...summaryColumns(),
      body: sql<DecisionBody>`${d.body}`,
      contributors: sql<DecisionRecord['contributors']>`${roleListSql('contributor')}`,
      informed: sql<DecisionRecord['informed']>`${roleListSql('informed')}`,
      goals: sql<DecisionRecord['goals']>`coalesce((select json_agg(json_build_object('id', ${goals.id},
          'title', ${goals.title}) order by ${goals.title}, ${goals.id})
        from ${documentGoals} dg join ${goals} on ${goals.id} = dg.goal_id
        where dg.document_id = ${d.id} and ${goals.companyId} = ${d.companyId} and ${visibleTo(caller)}), '[]'::json)`,
      pillarIds: sql<string[]>`array(select l.pillar_id::text from ${documentLinks} l
        where l.document_id = ${d.id} and l.pillar_id is not null order by l.id)`,
      supersedes: sql<
        DecisionRecord['supersedes']
      >`(select json_build_object('id', ${older.id}, 'title', ${older.title})
        from documents older where ${older.id} = ${d.supersedesId} and ${readableSql(caller, older)})`,
      supersededBy: sql<
        DecisionRecord['supersededBy']
      >`(select json_build_object('id', ${newer.id}, 'title', ${newer.title})
        from documents newer where ${newer.supersedesId} = ${d.id} and ${newer.status} in ('accepted', 'superseded')
          and ${readableSql(caller, newer)} order by ${newer.updatedAt} limit 1)`,
      author: sql<DecisionRecord['author']>`case when ${d.authorId} is null then null
        else ${personSql(sql`${d.authorId}`, sql`${d.companyId}`)} end`,
      createdAt: isoSql(d.createdAt),
      canEdit: sql<boolean>`(${d.status} = 'proposed' and ${writesSql(caller)})`,
      canDecide: sql<boolean>`(${d.status} = 'proposed' and ${holdsSql(caller, ['approver'])})`,
    })
    .from(d)
    .leftJoin(teams, oneTeam)
    .where(and(eq(d.id, id), eq(d.kind, 'decision'), readableSql(caller, d)));
  if (!row) return undefined;
  const { names } = await pillarsOf(db, caller.companyId);
  return recordOf(row as RecordRow, names);
}

function recordOf({ body, pillarIds, ...row }: RecordRow, names: Map<string, string>): DecisionRecord {
  return {
    ...row,
    context: body.context,
    options: body.options,
    decision: body.decision,
    pillars: pillarIds.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
  };
}

export async function readRecord(db: Db, caller: Caller, id: string): Promise<{ record: DecisionRecord }> {
  const record = await findRecord(db, caller, id);
  if (!record) throw recordNotFound();
  return { record };
}

// ---- Writing ------------------------------------------------------------------------------------

interface Where {
  visibility: 'company' | 'team';
  teamId: string | null;
}

/**
 * Every person of a record is in the caller's company; a team record's are the team's members and
 * leads, or admins, who read it.
 */
async function checkPeople(tx: Transaction, caller: Caller, where: Where, ids: string[]) {
  const unique = [...new Set(ids)];
  const reads: SQL =
    where.teamId === null
      ? sql`true`
      : sql`(exists (select 1 from ${teamMembers} tm where tm.team_id = ${where.teamId}
          and tm.user_id = ${profiles.id} and tm.left_at is null)
        or exists (select 1 from ${userRoles} r where r.user_id = ${profiles.id}
          and r.company_id = ${caller.companyId} and r.role = 'admin'))`;
  const found = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(inArray(profiles.id, unique), eq(profiles.companyId, caller.companyId), reads));
  if (found.length !== unique.length) throw invalidInput('approverId', m.peopleNotInCompany);
}

/** Every goal is the company's and one the caller may read. */
async function checkGoals(tx: Transaction, caller: Caller, ids: string[]) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: goals.id })
    .from(goals)
    .where(and(inArray(goals.id, ids), eq(goals.companyId, caller.companyId), visibleTo(caller)));
  if (found.length !== ids.length) throw invalidInput('goalIds', m.goalNotFound);
}

/** Every pillar is on the strategy page now: the page's id, for the links. */
async function checkPillars(tx: Transaction, caller: Caller, ids: string[]): Promise<string | null> {
  if (ids.length === 0) return null;
  const { strategyId, names } = await pillarsOf(tx, caller.companyId);
  if (!strategyId || ids.some((id) => !names.has(id))) throw invalidInput('pillarIds', m.pillarNotFound);
  return strategyId;
}

type Content = Pick<
  CreateInput,
  | 'approverId'
  | 'contributorIds'
  | 'informedIds'
  | 'goalIds'
  | 'pillarIds'
  | 'context'
  | 'options'
  | 'decision'
>;

const bodyOf = (input: Content): DecisionBody => ({
  context: input.context,
  options: input.options,
  decision: input.decision,
});

/** The record's Approver, Contributors and Informed, goals and pillars, as the input says (the Driver stays). */
async function writeLinks(tx: Transaction, caller: Caller, id: string, where: Where, input: Content) {
  await checkPeople(tx, caller, where, [input.approverId, ...input.contributorIds, ...input.informedIds]);
  await checkGoals(tx, caller, input.goalIds);
  const strategyId = await checkPillars(tx, caller, input.pillarIds);
  await tx
    .delete(documentPeople)
    .where(and(eq(documentPeople.documentId, id), sql`${documentPeople.role} <> 'driver'`));
  const person = (role: 'approver' | 'contributor' | 'informed', userId: string) => ({
    documentId: id,
    companyId: caller.companyId,
    role,
    userId,
  });
  await tx
    .insert(documentPeople)
    .values([
      person('approver', input.approverId),
      ...input.contributorIds.map((userId) => person('contributor', userId)),
      ...input.informedIds.map((userId) => person('informed', userId)),
    ]);
  await tx.delete(documentGoals).where(eq(documentGoals.documentId, id));
  if (input.goalIds.length > 0) {
    await tx
      .insert(documentGoals)
      .values(input.goalIds.map((goalId) => ({ documentId: id, goalId, companyId: caller.companyId })));
  }
  await tx.delete(documentLinks).where(eq(documentLinks.documentId, id));
  if (strategyId) {
    await tx.insert(documentLinks).values(
      input.pillarIds.map((pillarId) => ({
        documentId: id,
        targetId: strategyId,
        companyId: caller.companyId,
        pillarId,
      })),
    );
  }
}

/** The accepted record a new one supersedes: one the caller may read. */
async function checkSupersedes(tx: Transaction, caller: Caller, id: string) {
  const [row] = await tx
    .select({ status: d.status })
    .from(d)
    .where(and(eq(d.id, id), eq(d.kind, 'decision'), readableSql(caller, d)));
  if (!row) throw invalidInput('supersedesId', m.supersedesInvalid);
  if (row.status !== 'accepted') throw invalidInput('supersedesId', m.supersedesNotAccepted);
}

/** POST /api/decisions: a proposed record, the caller its Driver. */
export async function createDecision(db: Database, caller: Caller, input: CreateInput) {
  const id = await db.transaction(async (tx) => {
    await checkRoom(tx, caller, 'decision', DECISION_RECORDS_MAX, m.recordsLimit);
    const where: Where = { visibility: input.visibility, teamId: input.teamId ?? null };
    if (where.teamId) await checkTeam(tx, caller, where.teamId, m);
    if (input.supersedesId) await checkSupersedes(tx, caller, input.supersedesId);
    const documentId = await insertDocument(tx, caller, {
      kind: 'decision',
      title: input.title,
      body: bodyOf(input),
      visibility: where.visibility,
      teamId: where.teamId,
      status: 'proposed',
      supersedesId: input.supersedesId ?? null,
    });
    await tx
      .insert(documentPeople)
      .values({ documentId, companyId: caller.companyId, role: 'driver', userId: caller.userId });
    await writeLinks(tx, caller, documentId, where, input);
    return documentId;
  });
  return readRecord(db, caller, id);
}

/** The record as a write finds it: 404 when the caller may not read it. */
async function recordForWrite(tx: Transaction, caller: Caller, id: string) {
  const [row] = await tx
    .select({
      status: d.status,
      version: d.version,
      title: d.title,
      body: d.body,
      visibility: d.visibility,
      teamId: d.teamId,
      supersedesId: d.supersedesId,
      writes: writesSql(caller),
      approves: holdsSql(caller, ['approver']),
    })
    .from(d)
    .leftJoin(teams, oneTeam)
    .where(and(eq(d.id, id), eq(d.kind, 'decision'), readableSql(caller, d)));
  if (!row) throw recordNotFound();
  return row;
}

/** Why a save from a version found nothing: the record was decided meanwhile, or saved by someone else. */
async function staleOrDecided(db: Database, caller: Caller, id: string): Promise<DomainError> {
  const newest = await readRecord(db, caller, id);
  if (newest.record.status !== 'proposed') return new DomainError('record_accepted');
  return new DomainError('stale_version', { newer: newest });
}

/** PUT /api/decisions/:id: a proposed record's content and people, as its next version. */
export async function updateDecision(db: Database, caller: Caller, id: string, input: UpdateInput) {
  const saved = await db.transaction(async (tx) => {
    const row = await recordForWrite(tx, caller, id);
    if (!row.writes) throw new DomainError('forbidden', { message: m.notWriter });
    if (row.status !== 'proposed') throw new DomainError('record_accepted');
    const version = await saveVersion(tx, caller, {
      id,
      from: input.version,
      title: input.title,
      body: bodyOf(input),
      whileStatus: 'proposed',
    });
    if (version === undefined) return false;
    await writeLinks(tx, caller, id, { visibility: row.visibility, teamId: row.teamId }, input);
    return true;
  });
  if (!saved) throw await staleOrDecided(db, caller, id);
  return readRecord(db, caller, id);
}

/** Tells a record's Informed of its outcome. */
async function tellInformed(
  tx: Transaction,
  caller: Caller,
  record: { id: string; title: string },
  outcome: DecisionOutcome | 'superseded',
) {
  const informed = await tx
    .select({ userId: documentPeople.userId })
    .from(documentPeople)
    .where(and(eq(documentPeople.documentId, record.id), eq(documentPeople.role, 'informed')));
  await notify(
    tx,
    informed.flatMap(({ userId }) =>
      userId === null
        ? []
        : [
            {
              userId,
              companyId: caller.companyId,
              kind: 'decision_decided' as const,
              data: { recordId: record.id, title: record.title, outcome },
            },
          ],
    ),
  );
}

/** Marks the accepted record `id` superseded, as its next version; nothing when it is no longer accepted. */
async function supersede(tx: Transaction, caller: Caller, id: string) {
  const [row] = await tx
    .select({ version: documents.version, title: documents.title, body: documents.body })
    .from(documents)
    .where(
      and(eq(documents.id, id), eq(documents.companyId, caller.companyId), eq(documents.status, 'accepted')),
    )
    .for('update');
  if (!row) return;
  await saveVersion(tx, caller, {
    id,
    from: row.version,
    title: row.title,
    body: row.body,
    status: 'superseded',
    whileStatus: 'accepted',
  });
  await tellInformed(tx, caller, { id, title: row.title }, 'superseded');
}

/** POST /api/decisions/:id/decide: the Approver's outcome; accepting supersedes the older record. */
export async function decideDecision(
  db: Database,
  caller: Caller,
  id: string,
  input: { outcome: DecisionOutcome; version: number },
) {
  const saved = await db.transaction(async (tx) => {
    const row = await recordForWrite(tx, caller, id);
    if (!row.approves) throw new DomainError('forbidden', { message: m.notApprover });
    if (row.status !== 'proposed') throw new DomainError('record_accepted');
    const version = await saveVersion(tx, caller, {
      id,
      from: input.version,
      title: row.title,
      body: row.body,
      status: input.outcome,
      whileStatus: 'proposed',
    });
    if (version === undefined) return false;
    if (input.outcome === 'accepted' && row.supersedesId) await supersede(tx, caller, row.supersedesId);
    await tellInformed(tx, caller, { id, title: row.title }, input.outcome);
    return true;
  });
  if (!saved) throw await staleOrDecided(db, caller, id);
  return readRecord(db, caller, id);
}

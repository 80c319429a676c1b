import { and, desc, eq, inArray, isNotNull, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { z } from 'zod/mini';
import type { Goal, GoalSummary } from '../../shared/contract/goals';
import { goalMessages as m } from '../../shared/goal-messages';
import { goalProgress, type KeyResultValues } from '../../shared/goal-progress';
import {
  type createGoalSchema,
  type goalListQuerySchema,
  type keyResultSchema,
  periodProblem,
  type updateGoalSchema,
} from '../../shared/goal-rules';
import { teamMessages } from '../../shared/team-messages';
import type { Caller } from '../auth/caller';
import { celebrateClosedGoal } from '../culture/celebrations';
import type { Database, Db, Transaction } from '../db/connect';
import { belowCursor, pageOf } from '../db/page';
import { goals, keyResults, keyResultValues, teamMembers, teams, userRoles } from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';
import { emitGoalClosed } from '../integrations/company-events';
import { lockAlignments, setParents } from './alignment';
import { healthSql, momentOf } from './health';
import { checkOpenGoalsCap } from './open-goals-cap';
import { goalNotFound, readGoal, selectSummaries, summaryOf, visibleTo } from './read';

type CreateGoal = z.output<typeof createGoalSchema>;
type UpdateGoal = z.output<typeof updateGoalSchema>;
type GoalListQuery = z.output<typeof goalListQuerySchema>;
type KeyResultInput = z.output<typeof keyResultSchema>;

const forbidden = (message: string) => new DomainError('forbidden', { message });

/** A person named as owner must be one of the company's: a 400 on the field, as for parents. */
async function checkPersonOfCompany(db: Db, caller: Caller, userId: string) {
  if (userId === caller.userId) return;
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.companyId, caller.companyId), eq(userRoles.userId, userId)));
  if (!row) throw invalidInput('ownerId', m.personInvalid);
}

async function isLeadOf(db: Db, caller: Caller, teamId: string): Promise<boolean> {
  const [row] = await db
    .select({ isLead: teamMembers.isLead })
    .from(teamMembers)
    .where(
      and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, caller.userId), isNull(teamMembers.leftAt)),
    );
  return Boolean(row?.isLead);
}

/** Who sets which goals: admins the company's, leads and admins a team's, anyone their own. */
async function checkCanSet(tx: Transaction, caller: Caller, input: CreateGoal, ownerId: string) {
  if (input.level === 'company' && !caller.isAdmin) throw forbidden(m.companyGoalsAdminOnly);
  if (input.level === 'team' && input.teamId) {
    const [team] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(
        and(eq(teams.id, input.teamId), eq(teams.companyId, caller.companyId), isNull(teams.archivedAt)),
      );
    if (!team) throw new DomainError('not_found', { message: teamMessages.teamNotFound });
    if (!caller.isAdmin && !(await isLeadOf(tx, caller, input.teamId))) throw forbidden(m.teamGoalsLeadOnly);
  }
  if (input.level === 'personal' && !caller.isAdmin && ownerId !== caller.userId)
    throw forbidden(m.cannotChange);
}

/**
 * A goal the caller would no longer see once written (private, and someone else's) is refused: the
 * write would succeed out of their sight, and answering it would be a 404 that undoes it.
 */
function checkStaysInSight(caller: Caller, visibility: string, ownerId: string | null) {
  if (visibility === 'private' && ownerId !== caller.userId && !caller.isAdmin)
    throw forbidden(m.privateForSomeoneElse);
}

/** A key result as stored: done/not done runs from 0 to 1; a value left out keeps `kept`, or the start. */
function storedKeyResult(input: KeyResultInput, kept?: { kind: string; currentValue: number }) {
  const binary = input.kind === 'binary';
  const startValue = binary ? 0 : input.startValue;
  const targetValue = binary ? 1 : (input.targetValue ?? startValue);
  const sameScale = kept && (kept.kind === 'binary') === binary;
  const currentValue = input.currentValue ?? (sameScale ? kept.currentValue : startValue);
  return {
    title: input.title,
    kind: input.kind,
    unit: binary ? null : input.unit,
    startValue,
    targetValue,
    currentValue,
    weight: input.weight,
  };
}

/** New key results of a goal, each with its first value in its history. */
async function insertKeyResults(
  tx: Transaction,
  goalId: string,
  results: { input: KeyResultInput; position: number }[],
) {
  if (results.length === 0) return;
  const inserted = await tx
    .insert(keyResults)
    .values(results.map(({ input, position }) => ({ goalId, position, ...storedKeyResult(input) })))
    .returning({ id: keyResults.id, value: keyResults.currentValue });
  await tx.insert(keyResultValues).values(inserted.map(({ id, value }) => ({ keyResultId: id, value })));
}

/** The goals of the company the caller may see, newest first, a page at a time: one statement. */
export async function listGoals(db: Database, caller: Caller, query: GoalListQuery) {
  const now = momentOf();
  const myTeams = db
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, caller.userId), isNull(teamMembers.leftAt)));
  const filters: (SQL | undefined)[] = [
    eq(goals.companyId, caller.companyId),
    visibleTo(caller),
    query.status === 'open' ? isNull(goals.closedAt) : isNotNull(goals.closedAt),
    query.level ? eq(goals.level, query.level) : undefined,
    query.teamId === 'mine'
      ? inArray(goals.teamId, myTeams)
      : query.teamId
        ? eq(goals.teamId, query.teamId)
        : undefined,
    query.ownerId ? eq(goals.ownerId, query.ownerId === 'me' ? caller.userId : query.ownerId) : undefined,
    query.health ? eq(healthSql(goals, now), query.health) : undefined,
    belowCursor(goals.createdAt, goals.id, query.cursor, m.cursorInvalid),
  ];
  const rows = await selectSummaries(db, caller, now)
    .where(and(...filters))
    .orderBy(desc(goals.createdAt), desc(goals.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit);
  const items: GoalSummary[] = page.rows.map((row) => summaryOf(row));
  return { items, nextCursor: page.nextCursor };
}

/** A goal with its key results, their first values and its alignment, in one transaction. */
export async function createGoal(db: Database, caller: Caller, input: CreateGoal): Promise<Goal> {
  return db.transaction(async (tx) => {
    const ownerId = input.ownerId ?? caller.userId;
    await checkCanSet(tx, caller, input, ownerId);
    await checkPersonOfCompany(tx, caller, ownerId);
    checkStaysInSight(caller, input.visibility, ownerId);
    if (input.parentIds.length > 0) await lockAlignments(tx, caller.companyId);
    await checkOpenGoalsCap(tx, caller.companyId, ownerId);
    const stored = input.keyResults.map((result) => storedKeyResult(result));
    const [goal] = await tx
      .insert(goals)
      .values({
        companyId: caller.companyId,
        level: input.level,
        teamId: input.level === 'team' ? input.teamId : null,
        ownerId,
        createdBy: caller.userId,
        title: input.title,
        description: input.description,
        startsOn: input.startsOn,
        dueOn: input.dueOn,
        visibility: input.visibility,
        progress: goalProgress(stored),
      })
      .returning({ id: goals.id });
    if (!goal) throw new Error('insert returned no goal');
    await insertKeyResults(
      tx,
      goal.id,
      input.keyResults.map((result, position) => ({ input: result, position })),
    );
    if (input.parentIds.length > 0) await setParents(tx, caller, goal.id, input.parentIds);
    return readGoal(tx, caller, goal.id);
  });
}

/**
 * The goal as stored, locked until the transaction ends against a delete or another edit (not against
 * the key-share locks of goals that align to it). Not found unless the caller may see it.
 */
export async function lockGoal(tx: Transaction, caller: Caller, goalId: string) {
  const [goal] = await tx
    .select({
      id: goals.id,
      level: goals.level,
      teamId: goals.teamId,
      ownerId: goals.ownerId,
      visibility: goals.visibility,
      startsOn: goals.startsOn,
      dueOn: goals.dueOn,
      closedAt: goals.closedAt,
    })
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.companyId, caller.companyId), visibleTo(caller)))
    .for('no key update');
  if (!goal) throw goalNotFound();
  return goal;
}
type LockedGoal = Awaited<ReturnType<typeof lockGoal>>;

/** Admins; the owner of a personal goal; a current lead of a team goal's team. */
export async function canEdit(tx: Db, caller: Caller, goal: LockedGoal): Promise<boolean> {
  if (caller.isAdmin) return true;
  if (goal.level === 'personal') return goal.ownerId === caller.userId;
  return goal.level === 'team' && goal.teamId !== null && (await isLeadOf(tx, caller, goal.teamId));
}

async function checkCanEdit(tx: Transaction, caller: Caller, goal: LockedGoal) {
  if (!(await canEdit(tx, caller, goal))) throw forbidden(m.cannotChange);
}

/**
 * Replaces a goal's key results by `inputs`: an entry with an id keeps that one and its history (a
 * value changed here, outside a check-in, is a new point of it); the others go. Answers the goal's
 * new progress.
 */
async function replaceKeyResults(tx: Transaction, goalId: string, inputs: KeyResultInput[]): Promise<number> {
  const existing = await tx.select().from(keyResults).where(eq(keyResults.goalId, goalId));
  const byId = new Map(existing.map((result) => [result.id, result]));
  inputs.forEach((input, index) => {
    if (input.id && !byId.has(input.id)) throw invalidInput(`keyResults.${index}.id`, m.keyResultInvalid);
  });
  const keptIds = inputs.flatMap((input) => input.id ?? []);
  await tx
    .delete(keyResults)
    .where(
      and(eq(keyResults.goalId, goalId), keptIds.length > 0 ? notInArray(keyResults.id, keptIds) : undefined),
    );
  const stored: KeyResultValues[] = [];
  for (const [position, input] of inputs.entries()) {
    const kept = input.id ? byId.get(input.id) : undefined;
    const result = storedKeyResult(input, kept);
    stored.push(result);
    if (!kept) continue;
    await tx
      .update(keyResults)
      .set({ ...result, position })
      .where(eq(keyResults.id, kept.id));
    if (result.currentValue !== kept.currentValue)
      await tx.insert(keyResultValues).values({ keyResultId: kept.id, value: result.currentValue });
  }
  await insertKeyResults(
    tx,
    goalId,
    inputs.flatMap((input, position) => (input.id ? [] : [{ input, position }])),
  );
  return goalProgress(stored);
}

/** An edit by whoever may change the goal: fields, key results, alignment, closing or reopening. */
export async function updateGoal(
  db: Database,
  caller: Caller,
  goalId: string,
  input: UpdateGoal,
): Promise<Goal> {
  return db.transaction(async (tx) => {
    if (input.parentIds) await lockAlignments(tx, caller.companyId);
    const goal = await lockGoal(tx, caller, goalId);
    await checkCanEdit(tx, caller, goal);
    const problem = periodProblem(input.startsOn ?? goal.startsOn, input.dueOn ?? goal.dueOn);
    if (problem) throw invalidInput('dueOn', problem);
    if (input.ownerId !== undefined && input.ownerId !== goal.ownerId) {
      if (goal.level === 'personal' && !caller.isAdmin && input.ownerId !== caller.userId)
        throw forbidden(m.cannotChange);
      await checkPersonOfCompany(tx, caller, input.ownerId);
    }
    const ownerId = input.ownerId ?? goal.ownerId;
    checkStaysInSight(caller, input.visibility ?? goal.visibility, ownerId);
    const openAfter = input.status ? input.status === 'open' : !goal.closedAt;
    if (ownerId && openAfter && (goal.closedAt || ownerId !== goal.ownerId))
      await checkOpenGoalsCap(tx, caller.companyId, ownerId);
    const { keyResults: results, parentIds, status, ...fields } = input;
    const changes: PgUpdateSetSource<typeof goals> = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    );
    const closing = status === 'closed' && !goal.closedAt;
    if (closing) changes.closedAt = sql`now()`;
    if (status === 'open') changes.closedAt = null;
    if (results) changes.progress = await replaceKeyResults(tx, goalId, results);
    if (parentIds) await setParents(tx, caller, goalId, parentIds);
    if (Object.keys(changes).length > 0) {
      const [updated] = await tx.update(goals).set(changes).where(eq(goals.id, goalId)).returning();
      if (closing && updated) {
        await celebrateClosedGoal(tx, updated);
        await emitGoalClosed(tx, updated);
      }
    }
    return readGoal(tx, caller, goalId);
  });
}

/** Deletes a goal with its key results and check-ins; the goals it supported lose that support. */
export async function deleteGoal(db: Database, caller: Caller, goalId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const goal = await lockGoal(tx, caller, goalId);
    await checkCanEdit(tx, caller, goal);
    await tx.delete(goals).where(eq(goals.id, goalId));
  });
}

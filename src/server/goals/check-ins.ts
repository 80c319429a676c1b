import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { CheckIn, Goal } from '../../shared/contract/goals';
import { goalMessages as m } from '../../shared/goal-messages';
import { goalProgress } from '../../shared/goal-progress';
import type { checkInListQuerySchema, checkInSchema } from '../../shared/goal-rules';
import type { Caller } from '../auth/caller';
import type { Database, Db } from '../db/connect';
import { isoSql } from '../db/moments';
import { belowCursor, pageMomentSql, pageOf } from '../db/page';
import { checkIns, goals, keyResults, keyResultValues, profiles } from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';
import { emitCheckInCreated } from '../integrations/company-events';
import { canEdit, lockGoal } from './goals';
import { goalNotFound, readGoal, visibleTo } from './read';

type CheckInInput = z.output<typeof checkInSchema>;
type CheckInListQuery = z.output<typeof checkInListQuerySchema>;

/** The values a check-in set, with their key results' titles; a key result deleted since is left out. */
const valuesSql = sql<CheckIn['values']>`coalesce((
  select json_agg(json_build_object('keyResultId', ${keyResults.id}, 'keyResultTitle', ${keyResults.title},
    'value', ${keyResultValues.value}) order by ${keyResults.position})
  from ${keyResultValues} join ${keyResults} on ${keyResults.id} = ${keyResultValues.keyResultId}
  where ${keyResultValues.checkInId} = ${checkIns.id}), '[]'::json)`;

function selectCheckIns(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: checkIns.id,
      authorId: checkIns.authorId,
      authorName: profiles.fullName,
      createdAt: isoSql(checkIns.createdAt),
      pageAt: pageMomentSql(checkIns.createdAt),
      status: checkIns.status,
      confidence: checkIns.confidence,
      note: checkIns.note,
      blockers: checkIns.blockers,
      values: valuesSql,
    })
    .from(checkIns)
    .leftJoin(profiles, eq(profiles.id, checkIns.authorId))
    .where(where)
    .orderBy(desc(checkIns.createdAt), desc(checkIns.id));
}

function checkInOf({
  authorId,
  authorName,
  pageAt: _pageAt,
  ...checkIn
}: Awaited<ReturnType<typeof selectCheckIns>>[number]): CheckIn {
  return { ...checkIn, author: authorId ? { id: authorId, fullName: authorName } : null };
}

/** A goal's check-ins, newest first, a page at a time; the goal must be one the caller may see. */
export async function listCheckIns(db: Database, caller: Caller, goalId: string, query: CheckInListQuery) {
  const [goal] = await db
    .select({ id: goals.id })
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.companyId, caller.companyId), visibleTo(caller)));
  if (!goal) throw goalNotFound();
  const after = belowCursor(checkIns.createdAt, checkIns.id, query.cursor, m.cursorInvalid);
  const rows = await selectCheckIns(db, and(eq(checkIns.goalId, goalId), after)).limit(query.limit + 1);
  const page = pageOf(rows, query.limit);
  return { items: page.rows.map(checkInOf), nextCursor: page.nextCursor };
}

/**
 * A check-in on an open goal, in one transaction that first locks the goal: a check-in racing a
 * delete lands before it, or finds no goal. Its values become the key results' current values, and
 * the goal's progress and last check-in follow.
 */
export async function createCheckIn(
  db: Database,
  caller: Caller,
  goalId: string,
  input: CheckInInput,
): Promise<{ checkIn: CheckIn; goal: Goal }> {
  return db.transaction(async (tx) => {
    const goal = await lockGoal(tx, caller, goalId);
    if (goal.ownerId !== caller.userId && !(await canEdit(tx, caller, goal)))
      throw new DomainError('forbidden', { message: m.cannotChange });
    if (goal.closedAt) throw new DomainError('goal_closed');
    const results = await tx.select().from(keyResults).where(eq(keyResults.goalId, goalId));
    const byId = new Map(results.map((result) => [result.id, result]));
    input.values.forEach(({ keyResultId, value }, index) => {
      const result = byId.get(keyResultId);
      if (!result) throw invalidInput(`values.${index}.keyResultId`, m.keyResultInvalid);
      if (result.kind === 'binary' && value !== 0 && value !== 1)
        throw invalidInput(`values.${index}.value`, m.binaryValue);
    });
    const [checkIn] = await tx
      .insert(checkIns)
      .values({
        goalId,
        authorId: caller.userId,
        status: input.status,
        confidence: input.confidence,
        note: input.note,
        blockers: input.blockers,
      })
      .returning({ id: checkIns.id, createdAt: checkIns.createdAt });
    if (!checkIn) throw new Error('insert returned no check-in');
    if (input.values.length > 0) {
      await tx
        .insert(keyResultValues)
        .values(
          input.values.map(({ keyResultId, value }) => ({ keyResultId, value, checkInId: checkIn.id })),
        );
    }
    if (input.values.length > 0) {
      // Every key result's new value in one statement, not one round trip each.
      const values = sql.join(
        input.values.map(({ keyResultId, value }) => sql`(${keyResultId}::uuid, ${value}::float8)`),
        sql`, `,
      );
      await tx.execute(sql`update key_results k set current_value = v.value
        from (values ${values}) as v (id, value)
        where k.id = v.id and k.goal_id = ${goalId}`);
    }
    for (const { keyResultId, value } of input.values) {
      byId.set(keyResultId, { ...byId.get(keyResultId)!, currentValue: value });
    }
    await tx
      .update(goals)
      .set({
        progress: goalProgress([...byId.values()]),
        lastCheckInAt: checkIn.createdAt,
        lastCheckInStatus: input.status,
        lastCheckInConfidence: input.confidence,
      })
      .where(eq(goals.id, goalId));
    // A company-visible goal's check-in, never its note, for the company's integrations (docs/privacy.md §28).
    await emitCheckInCreated(
      tx,
      { id: goalId, companyId: caller.companyId, visibility: goal.visibility },
      { id: checkIn.id, authorId: caller.userId },
    );
    const [row] = await selectCheckIns(tx, eq(checkIns.id, checkIn.id));
    if (!row) throw new Error('the check-in just made is gone');
    return { checkIn: checkInOf(row), goal: await readGoal(tx, caller, goalId) };
  });
}

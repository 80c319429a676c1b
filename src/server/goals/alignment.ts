import { and, eq, inArray, sql } from 'drizzle-orm';
import { goalMessages as m } from '../../shared/goal-messages';
import type { Caller } from '../auth/caller';
import type { Transaction } from '../db/connect';
import { goalAlignments, goals } from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';
import { visibleTo } from './read';

/**
 * Which goals a goal supports (docs/product.md#goal-alignment): parents of the same company the
 * caller may see, never itself, never in a cycle.
 */

/** Any number: it names the alignment locks among the database's advisory locks. */
const ALIGNMENT_LOCK = 727_008;

/**
 * Alignment writes of one company take turns, from here to the end of the transaction: two changes
 * that each pass the cycle check alone, but close a cycle together, cannot both commit. Taken before
 * any goal's row, so no lock is ever waited for in the other order.
 */
export async function lockAlignments(tx: Transaction, companyId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(ALIGNMENT_LOCK))}, hashtext(${companyId}))`,
  );
}

/** Whether `goalId` already supports, through any chain, one of `parentIds`'s ancestors or themselves. */
async function closesCycle(tx: Transaction, goalId: string, parentIds: string[]): Promise<boolean> {
  const ids = sql.join(
    parentIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // Both drivers of the app are node-postgres: execute answers its result, rows and all.
  const result = (await tx.execute(sql`
    with recursive above(id) as (
      select unnest(array[${ids}])
      union
      select ${goalAlignments.parentId} from ${goalAlignments} join above on ${goalAlignments.goalId} = above.id
    )
    select exists (select 1 from above where id = ${goalId}::uuid) as cycle`)) as {
    rows: { cycle: boolean }[];
  };
  return Boolean(result.rows[0]?.cycle);
}

/**
 * Replaces the goals `goalId` supports, under the company's alignment lock (the caller takes it
 * before locking the goal). The parents are locked against deletion until the transaction ends.
 */
export async function setParents(
  tx: Transaction,
  caller: Caller,
  goalId: string,
  parentIds: string[],
): Promise<void> {
  if (parentIds.includes(goalId)) throw invalidInput('parentIds', m.parentIsSelf);
  if (parentIds.length > 0) {
    const found = await tx
      .select({ id: goals.id })
      .from(goals)
      .where(and(inArray(goals.id, parentIds), eq(goals.companyId, caller.companyId), visibleTo(caller)))
      .for('key share');
    if (found.length !== parentIds.length) throw invalidInput('parentIds', m.parentsInvalid);
  }
  await tx.delete(goalAlignments).where(eq(goalAlignments.goalId, goalId));
  if (parentIds.length === 0) return;
  if (await closesCycle(tx, goalId, parentIds)) throw new DomainError('goal_cycle', { message: m.cycle });
  await tx.insert(goalAlignments).values(parentIds.map((parentId) => ({ goalId, parentId })));
}

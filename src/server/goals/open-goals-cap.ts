import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { limitMessages, OPEN_GOALS_PER_OWNER_MAX } from '../../shared/limits';
import type { Transaction } from '../db/connect';
import { goals } from '../db/schema';
import { DomainError } from '../domain-error';

/** Any number: it names the owners' open-goal locks among the database's advisory locks. */
const OPEN_GOALS_LOCK = 727_009;

/**
 * Refuses (409 limit_reached) a goal that would be one open goal too many for `ownerId`: a new goal,
 * a goal reopened, or an open goal given to them. The owner's goals take turns from here to the end
 * of the transaction, so two requests at once cannot both pass the count. Taken after the alignment
 * lock and the goal's row, as every writer of goals takes them, so no two wait for each other.
 */
export async function checkOpenGoalsCap(tx: Transaction, companyId: string, ownerId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(OPEN_GOALS_LOCK))}, hashtext(${ownerId}))`,
  );
  const [open] = await tx
    .select({ count: count() })
    .from(goals)
    .where(and(eq(goals.companyId, companyId), eq(goals.ownerId, ownerId), isNull(goals.closedAt)));
  if ((open?.count ?? 0) >= OPEN_GOALS_PER_OWNER_MAX)
    throw new DomainError('limit_reached', { message: limitMessages.openGoals });
}

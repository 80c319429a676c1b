import { and, eq, exists, isNull, lte, or, sql } from 'drizzle-orm';
import { CHECK_IN_DUE_DAYS } from '../../shared/goal-messages';
import type { Database } from '../db/connect';
import { goals, userRoles } from '../db/schema';
import { waitingSinceSql } from '../goals/health';
import { notify } from './notify';

/**
 * Reminds the owners of open goals that have gone a week without a check-in (docs/product.md#goals),
 * once per such week: a goal is reminded when it has waited CHECK_IN_DUE_DAYS since its last check-in
 * (or its creation, or the start of its period) and was not reminded in the last CHECK_IN_DUE_DAYS either. Run now and then by
 * main.ts, on every instance: the UPDATE re-checks its WHERE on a row another instance has just
 * reminded, so two runs at once notify once. Answers how many owners were reminded.
 */
export async function remindCheckIns(db: Database, now: Date = new Date()): Promise<number> {
  const moment = sql`${now.toISOString()}::timestamptz`;
  const weekAgo = sql`${moment} - ${sql.raw(`interval '${CHECK_IN_DUE_DAYS} days'`)}`;
  return db.transaction(async (tx) => {
    const reminded = await tx
      .update(goals)
      .set({ checkInRemindedAt: moment })
      .where(
        and(
          isNull(goals.closedAt),
          sql`(${goals.startsOn}::timestamp at time zone 'UTC') <= ${moment}`,
          lte(waitingSinceSql(goals), weekAgo),
          or(isNull(goals.checkInRemindedAt), lte(goals.checkInRemindedAt, weekAgo)),
          // An owner who left the company no longer answers for its goals.
          exists(
            tx
              .select({ one: sql`1` })
              .from(userRoles)
              .where(and(eq(userRoles.userId, goals.ownerId), eq(userRoles.companyId, goals.companyId))),
          ),
        ),
      )
      .returning({ id: goals.id, title: goals.title, ownerId: goals.ownerId, companyId: goals.companyId });
    await notify(
      tx,
      reminded.map((goal) => ({
        userId: goal.ownerId!,
        companyId: goal.companyId,
        kind: 'check_in_due' as const,
        data: { goalId: goal.id, goalTitle: goal.title },
      })),
    );
    return reminded.length;
  });
}

import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { goalMessages as m } from '../../shared/goal-messages';
import type { historyQuerySchema } from '../../shared/goal-rules';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connect';
import { belowCursor, pageOf } from '../db/page';
import { goals, keyResults } from '../db/schema';
import { DomainError } from '../domain-error';
import { goalNotFound, historyPointSql, type HistoryRow, visibleTo } from './read';

type HistoryQuery = z.output<typeof historyQuerySchema>;

/**
 * A key result's values, newest first, a page at a time: the goal's answer holds the latest page, and
 * this reads on from its cursor. The goal must be one the caller may see, the key result one of its.
 */
export async function listKeyResultHistory(
  db: Database,
  caller: Caller,
  goalId: string,
  keyResultId: string,
  query: HistoryQuery,
) {
  const [goal] = await db
    .select({ keyResultId: keyResults.id })
    .from(goals)
    .leftJoin(keyResults, and(eq(keyResults.goalId, goals.id), eq(keyResults.id, keyResultId)))
    .where(and(eq(goals.id, goalId), eq(goals.companyId, caller.companyId), visibleTo(caller)));
  if (!goal) throw goalNotFound();
  if (!goal.keyResultId) throw new DomainError('not_found', { message: m.keyResultInvalid });
  const below = belowCursor(sql`v.created_at`, sql`v.id`, query.cursor, m.cursorInvalid) ?? sql`true`;
  // Both drivers of the app are node-postgres: execute answers its result, rows and all.
  const result = (await db.execute(sql`select ${historyPointSql} as point from key_result_values v
    where v.key_result_id = ${keyResultId} and ${below}
    order by v.created_at desc, v.id desc limit ${query.limit + 1}`)) as { rows: { point: HistoryRow }[] };
  const page = pageOf(
    result.rows.map((row) => row.point),
    query.limit,
  );
  return {
    items: page.rows.map(({ value, createdAt }) => ({ value, createdAt })),
    nextCursor: page.nextCursor,
  };
}

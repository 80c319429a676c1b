import { and, isNull, lte, sql } from 'drizzle-orm';
import { todayUtc } from '../../shared/wellbeing-rules';
import type { Database } from '../db/connect';
import { reviews } from '../db/schema';

/**
 * Closes the 360s whose closing day has come (UTC): from then on nobody answers and the results show.
 * Run now and then by main.ts on every instance: the UPDATE re-checks its WHERE on a row another
 * instance has just closed, so each 360 is closed once whatever the number of instances. Answers how
 * many it closed.
 */
export async function closeDueReviews(db: Database, today: string = todayUtc()): Promise<number> {
  const closed = await db
    .update(reviews)
    .set({ closedAt: sql`now()` })
    .where(and(isNull(reviews.closedAt), lte(reviews.closesOn, today)))
    .returning({ id: reviews.id });
  return closed.length;
}

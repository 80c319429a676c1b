import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { rowsOf } from '../db/rows';
import { feedbackRequests } from '../db/schema';
import { notify } from '../notifications/notify';
import { dueToExpire } from './feedback-requests';

/**
 * Feedback requests not answered by everyone asked within their 14 days expire (decision 037): the
 * asker is told once, with how many answered. Run now and then by main.ts's sweep, on every instance:
 * the UPDATE re-checks its WHERE on a row another instance has just marked, so two runs at once tell
 * the asker once. Answers how many requests expired.
 */
export async function expireFeedbackRequests(db: Database, now: Date = new Date()): Promise<number> {
  const moment = sql`${now.toISOString()}::timestamptz`;
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(feedbackRequests)
      .set({ expiredNotifiedAt: moment })
      .where(dueToExpire(moment))
      .returning({
        id: feedbackRequests.id,
        askerId: feedbackRequests.askerId,
        companyId: feedbackRequests.companyId,
      });
    if (expired.length === 0) return 0;
    const counts = await rowsOf<{ requestId: string; asked: number; answered: number }>(
      tx,
      sql`select request_id as "requestId", count(*)::int as asked, count(feedback_id)::int as answered
        from feedback_request_recipients
        where ${inArray(
          sql`request_id`,
          expired.map((request) => request.id),
        )}
        group by request_id`,
    );
    await notify(
      tx,
      expired.map((request) => {
        const count = counts.find((row) => row.requestId === request.id);
        return {
          userId: request.askerId,
          companyId: request.companyId,
          kind: 'feedback_request_expired' as const,
          data: { requestId: request.id, asked: count?.asked ?? 0, answered: count?.answered ?? 0 },
        };
      }),
    );
    return expired.length;
  });
}

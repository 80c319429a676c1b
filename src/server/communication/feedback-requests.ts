import { and, asc, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { FeedbackRequest } from '../../shared/contract/feedback';
import {
  FEEDBACK_REQUEST_DAYS,
  feedbackMessages as m,
  type FeedbackRequestBox,
} from '../../shared/feedback-messages';
import type { askFeedbackSchema, feedbackRequestsQuerySchema } from '../../shared/feedback-rules';
import type { Caller } from '../auth/caller';
import type { Database, Db } from '../db/connect';
import { isoSql } from '../db/moments';
import { belowCursor, pageMomentSql, pageOf } from '../db/page';
import { feedbackRequestRecipients, feedbackRequests, profiles, userRoles } from '../db/schema';
import { invalidInput } from '../domain-error';
import { notify } from '../notifications/notify';

/**
 * Feedback requests (decision 037): a person asks colleagues for feedback about themself, with a
 * question and the visibility the answers will have. Each answers once, by giving feedback with the
 * request's id (feedback.ts); after FEEDBACK_REQUEST_DAYS nobody may, and the asker is told
 * (feedback-expiry.ts). The asker sees who answered; a person asked sees only their own part.
 */

type Ask = z.output<typeof askFeedbackSchema>;
type RequestsQuery = z.output<typeof feedbackRequestsQuerySchema>;

const asker = profiles;

/** A request is open while someone asked has not answered and its day has not come. */
const expiredSql = sql<boolean>`(${feedbackRequests.expiresAt} <= now() and exists (
  select 1 from ${feedbackRequestRecipients} pending
  where pending.request_id = ${feedbackRequests.id} and pending.feedback_id is null))`;

function selectRequests(db: Db, caller: Caller, where: SQL | undefined) {
  return db
    .select({
      id: feedbackRequests.id,
      askerId: feedbackRequests.askerId,
      askerName: asker.fullName,
      question: feedbackRequests.question,
      visibility: feedbackRequests.visibility,
      createdAt: isoSql(feedbackRequests.createdAt),
      expiresAt: isoSql(feedbackRequests.expiresAt),
      expired: expiredSql,
      pageAt: pageMomentSql(feedbackRequests.createdAt),
    })
    .from(feedbackRequests)
    .innerJoin(asker, eq(asker.id, feedbackRequests.askerId))
    .where(and(eq(feedbackRequests.companyId, caller.companyId), where))
    .orderBy(desc(feedbackRequests.createdAt), desc(feedbackRequests.id));
}

type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

/** The people asked: all of them for the asker, the caller alone for anyone else. */
async function requestsOf(db: Db, caller: Caller, rows: RequestRow[]): Promise<FeedbackRequest[]> {
  if (rows.length === 0) return [];
  const asked = await db
    .select({
      requestId: feedbackRequestRecipients.requestId,
      id: profiles.id,
      fullName: profiles.fullName,
      answered: sql<boolean>`${feedbackRequestRecipients.feedbackId} is not null`,
    })
    .from(feedbackRequestRecipients)
    .innerJoin(profiles, eq(profiles.id, feedbackRequestRecipients.userId))
    .where(
      inArray(
        feedbackRequestRecipients.requestId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(profiles.fullName), asc(profiles.id));
  return rows.map((row) => ({
    id: row.id,
    asker: { id: row.askerId, fullName: row.askerName },
    question: row.question,
    visibility: row.visibility,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    expired: row.expired,
    asked: asked
      .filter((person) => person.requestId === row.id)
      .filter((person) => row.askerId === caller.userId || person.id === caller.userId)
      .map(({ id, fullName, answered }) => ({ person: { id, fullName }, answered })),
  }));
}

const boxes: Record<FeedbackRequestBox, (caller: Caller) => SQL | undefined> = {
  // Asked of the caller, not answered by them, still open.
  to_answer: (caller) =>
    and(
      gt(feedbackRequests.expiresAt, sql`now()`),
      inArray(
        feedbackRequests.id,
        sql`(select r.request_id from ${feedbackRequestRecipients} r
          where r.user_id = ${caller.userId} and r.feedback_id is null)`,
      ),
    ),
  asked: (caller) => eq(feedbackRequests.askerId, caller.userId),
};

export async function listFeedbackRequests(db: Database, caller: Caller, query: RequestsQuery) {
  const rows = await selectRequests(
    db,
    caller,
    and(
      boxes[query.box](caller),
      belowCursor(feedbackRequests.createdAt, feedbackRequests.id, query.cursor, m.cursorInvalid),
    ),
  ).limit(query.limit + 1);
  const page = pageOf(rows, query.limit);
  return { items: await requestsOf(db, caller, page.rows), nextCursor: page.nextCursor };
}

/** Asks colleagues of the caller's company, each told; it expires FEEDBACK_REQUEST_DAYS from now. */
export async function askFeedback(db: Database, caller: Caller, input: Ask) {
  if (input.recipientIds.includes(caller.userId)) throw invalidInput('recipientIds', m.askedIsSelf);
  return db.transaction(async (tx) => {
    const members = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.companyId, caller.companyId), inArray(userRoles.userId, input.recipientIds)));
    if (members.length !== input.recipientIds.length) throw invalidInput('recipientIds', m.askedInvalid);
    const [created] = await tx
      .insert(feedbackRequests)
      .values({
        companyId: caller.companyId,
        askerId: caller.userId,
        question: input.question,
        visibility: input.visibility,
        expiresAt: sql`now() + ${sql.raw(`interval '${FEEDBACK_REQUEST_DAYS} days'`)}`,
      })
      .returning({ id: feedbackRequests.id });
    if (!created) throw new Error('insert returned no request');
    await tx
      .insert(feedbackRequestRecipients)
      .values(input.recipientIds.map((userId) => ({ requestId: created.id, userId })));
    const [request] = await requestsOf(
      tx,
      caller,
      await selectRequests(tx, caller, eq(feedbackRequests.id, created.id)),
    );
    if (!request) throw new Error('request is missing');
    await notify(
      tx,
      input.recipientIds.map((userId) => ({
        userId,
        companyId: caller.companyId,
        kind: 'feedback_requested' as const,
        data: { requestId: created.id, askerName: request.asker.fullName },
      })),
    );
    return { request };
  });
}

/** The requests due to expire at `moment`: past their day, someone still not answered, not told. */
export const dueToExpire = (moment: SQL) =>
  and(
    isNull(feedbackRequests.expiredNotifiedAt),
    sql`${feedbackRequests.expiresAt} <= ${moment}`,
    sql`exists (select 1 from ${feedbackRequestRecipients} pending
      where pending.request_id = ${feedbackRequests.id} and pending.feedback_id is null)`,
  );

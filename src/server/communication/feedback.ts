import {
  aliasedTable,
  and,
  type AnyColumn,
  desc,
  eq,
  exists,
  inArray,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { FeedbackItem } from '../../shared/contract/feedback';
import {
  type FeedbackBox,
  feedbackMessages as m,
  type FeedbackVisibility,
} from '../../shared/feedback-messages';
import type { feedbackQuerySchema, giveFeedbackSchema } from '../../shared/feedback-rules';
import type { Caller } from '../auth/caller';
import type { Database, Db, Transaction } from '../db/connect';
import { isoSql } from '../db/moments';
import { belowCursor, pageMomentSql, pageOf } from '../db/page';
import { rowsOf } from '../db/rows';
import {
  companyValues,
  feedback,
  feedbackReaders,
  feedbackRequestRecipients,
  feedbackRequests,
  profiles,
  userRoles,
} from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';
import { notify, takeBack } from '../notifications/notify';

/**
 * Feedback (decision 037, docs/privacy.md level 3). Who reads it is fixed when it is written: its
 * author and recipient, and for the two lead levels the leads snapshotted in feedback_readers. The
 * recipient of leads-only feedback learns that it exists and who wrote it, never its text: every
 * statement below that may answer the recipient withholds the body and the value there.
 */

type Give = z.output<typeof giveFeedbackSchema>;
type FeedbackQuery = z.output<typeof feedbackQuerySchema>;

export const feedbackNotFound = () => new DomainError('not_found', { message: m.notFound });

const author = aliasedTable(profiles, 'feedback_author');
const recipient = aliasedTable(profiles, 'feedback_recipient');

/** Whether the caller is one of the leads snapshotted for this feedback. */
const readsAsLead = (db: Db, caller: Caller) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(feedbackReaders)
      .where(and(eq(feedbackReaders.feedbackId, feedback.id), eq(feedbackReaders.userId, caller.userId))),
  );

/** Feedback of the caller's company that the caller may know of, by its level. */
const knownTo = (db: Db, caller: Caller) =>
  and(
    eq(feedback.companyId, caller.companyId),
    or(
      eq(feedback.authorId, caller.userId),
      eq(feedback.recipientId, caller.userId),
      and(ne(feedback.visibility, 'private'), readsAsLead(db, caller)),
    ),
  );

/** The text, or null where the caller is the recipient of leads-only feedback. */
const visibleTo = <T>(caller: Caller, value: SQL | AnyColumn) =>
  sql<T | null>`case when ${feedback.visibility} = 'leads_only' and ${feedback.recipientId} = ${caller.userId} then null else ${value} end`;

function selectFeedback(db: Db, caller: Caller, where: SQL | undefined) {
  return db
    .select({
      id: feedback.id,
      authorId: feedback.authorId,
      authorName: author.fullName,
      recipientId: feedback.recipientId,
      recipientName: recipient.fullName,
      visibility: feedback.visibility,
      body: visibleTo<string>(caller, feedback.body),
      valueId: visibleTo<string>(caller, companyValues.id),
      valueName: visibleTo<string>(caller, companyValues.name),
      question: feedbackRequests.question,
      createdAt: isoSql(feedback.createdAt),
      pageAt: pageMomentSql(feedback.createdAt),
    })
    .from(feedback)
    .innerJoin(author, eq(author.id, feedback.authorId))
    .innerJoin(recipient, eq(recipient.id, feedback.recipientId))
    .leftJoin(companyValues, eq(companyValues.id, feedback.valueId))
    .leftJoin(feedbackRequests, eq(feedbackRequests.id, feedback.requestId))
    .where(and(knownTo(db, caller), where))
    .orderBy(desc(feedback.createdAt), desc(feedback.id));
}

type FeedbackRow = Awaited<ReturnType<typeof selectFeedback>>[number];

const itemOf = (caller: Caller, row: FeedbackRow): FeedbackItem => ({
  id: row.id,
  author: { id: row.authorId, fullName: row.authorName },
  recipient: { id: row.recipientId, fullName: row.recipientName },
  visibility: row.visibility,
  body: row.body,
  value: row.valueId && row.valueName ? { id: row.valueId, name: row.valueName } : null,
  question: row.question,
  createdAt: row.createdAt,
  mine: row.authorId === caller.userId,
});

const boxes: Record<FeedbackBox, (db: Db, caller: Caller) => SQL | undefined> = {
  received: (_db, caller) => eq(feedback.recipientId, caller.userId),
  given: (_db, caller) => eq(feedback.authorId, caller.userId),
  team: (db, caller) => and(ne(feedback.visibility, 'private'), readsAsLead(db, caller)),
};

/** One of the caller's lists, newest first, a page at a time. */
export async function listFeedback(db: Database, caller: Caller, query: FeedbackQuery) {
  const rows = await selectFeedback(
    db,
    caller,
    and(
      boxes[query.box](db, caller),
      belowCursor(feedback.createdAt, feedback.id, query.cursor, m.cursorInvalid),
    ),
  ).limit(query.limit + 1);
  const page = pageOf(rows, query.limit);
  return { items: page.rows.map((row) => itemOf(caller, row)), nextCursor: page.nextCursor };
}

async function readItem(db: Db, caller: Caller, id: string) {
  const [row] = await selectFeedback(db, caller, eq(feedback.id, id));
  if (!row) throw feedbackNotFound();
  return itemOf(caller, row);
}

// ---- Giving -------------------------------------------------------------------------------------

/** A current member of the caller's company, with their name for the notifications. */
async function memberOf(db: Db, caller: Caller, userId: string) {
  const [row] = await db
    .select({ id: profiles.id, fullName: profiles.fullName })
    .from(userRoles)
    .innerJoin(profiles, eq(profiles.id, userRoles.userId))
    .where(and(eq(userRoles.companyId, caller.companyId), eq(userRoles.userId, userId)));
  return row;
}

/** One of the company's values, with its name; another company's is not found. */
async function checkValue(db: Db, caller: Caller, valueId: string | null | undefined) {
  if (!valueId) return null;
  const [row] = await db
    .select({ id: companyValues.id })
    .from(companyValues)
    .where(and(eq(companyValues.id, valueId), eq(companyValues.companyId, caller.companyId)));
  if (!row) throw new DomainError('not_found', { message: m.valueNotFound });
  return row.id;
}

/**
 * The request the caller answers, locked: asked of them in their company, not answered by them yet,
 * not expired. The answer goes to its asker with its visibility.
 */
async function requestToAnswer(tx: Transaction, caller: Caller, input: Give): Promise<FeedbackVisibility> {
  const [request] = await tx
    .select({
      askerId: feedbackRequests.askerId,
      visibility: feedbackRequests.visibility,
      answered: sql<boolean>`${feedbackRequestRecipients.feedbackId} is not null`,
      expired: sql<boolean>`${feedbackRequests.expiresAt} <= now()`,
    })
    .from(feedbackRequestRecipients)
    .innerJoin(feedbackRequests, eq(feedbackRequests.id, feedbackRequestRecipients.requestId))
    .where(
      and(
        eq(feedbackRequestRecipients.requestId, input.requestId!),
        eq(feedbackRequestRecipients.userId, caller.userId),
        eq(feedbackRequests.companyId, caller.companyId),
      ),
    )
    .for('update', { of: feedbackRequestRecipients });
  if (!request) throw new DomainError('not_found', { message: m.requestNotFound });
  if (request.answered || request.expired) throw new DomainError('feedback_request_closed');
  if (input.recipientId !== request.askerId) throw invalidInput('recipientId', m.requestRecipient);
  if (input.visibility !== undefined && input.visibility !== request.visibility)
    throw invalidInput('visibility', m.requestVisibility);
  return request.visibility;
}

/**
 * The readers of new feedback: the leads now of every live team the recipient is in, the recipient
 * aside (a lead of their own team). Answers them; a lead named later is never added.
 */
async function snapshotReaders(tx: Transaction, feedbackId: string, companyId: string, recipientId: string) {
  return rowsOf<{ userId: string }>(
    tx,
    sql`insert into ${feedbackReaders} (feedback_id, user_id)
      select distinct ${feedbackId}::uuid, lead.user_id
      from team_members m
      join teams t on t.id = m.team_id and t.company_id = ${companyId} and t.archived_at is null
      join team_members lead on lead.team_id = t.id and lead.is_lead and lead.left_at is null
      where m.user_id = ${recipientId} and m.left_at is null and lead.user_id <> ${recipientId}
      returning user_id as "userId"`,
  );
}

/**
 * Gives feedback: checks the recipient, the request it answers and the value, writes it with its
 * readers, marks the request answered, and tells the recipient and the readers.
 */
export async function giveFeedback(db: Database, caller: Caller, input: Give) {
  if (input.recipientId === caller.userId) throw invalidInput('recipientId', m.recipientIsSelf);
  return db.transaction(async (tx) => {
    const visibility = input.requestId ? await requestToAnswer(tx, caller, input) : input.visibility;
    if (!visibility) throw invalidInput('visibility', m.visibilityInvalid);
    const person = await memberOf(tx, caller, input.recipientId);
    if (!person) throw new DomainError('not_found', { message: m.recipientNotFound });
    const valueId = await checkValue(tx, caller, input.valueId);
    const [created] = await tx
      .insert(feedback)
      .values({
        companyId: caller.companyId,
        authorId: caller.userId,
        recipientId: person.id,
        body: input.body,
        visibility,
        valueId,
        requestId: input.requestId ?? null,
      })
      .returning({ id: feedback.id });
    if (!created) throw new Error('insert returned no feedback');
    const readers =
      visibility === 'private' ? [] : await snapshotReaders(tx, created.id, caller.companyId, person.id);
    if (input.requestId)
      await tx
        .update(feedbackRequestRecipients)
        .set({ feedbackId: created.id })
        .where(
          and(
            eq(feedbackRequestRecipients.requestId, input.requestId),
            eq(feedbackRequestRecipients.userId, caller.userId),
          ),
        );
    const item = await readItem(tx, caller, created.id);
    await tellAbout(tx, caller, item, readers);
    return { feedback: item };
  });
}

/**
 * The recipient is told of all feedback about them, leads-only included (that it exists and who wrote
 * it: the promise of leads-only is that nothing written about a person is hidden from them but its
 * words). The readers are told too, the author aside.
 */
async function tellAbout(tx: Transaction, caller: Caller, item: FeedbackItem, readers: { userId: string }[]) {
  await notify(tx, {
    userId: item.recipient.id,
    companyId: caller.companyId,
    kind: 'feedback_received',
    data: {
      feedbackId: item.id,
      authorName: item.author.fullName,
      leadsOnly: item.visibility === 'leads_only',
    },
  });
  await notify(
    tx,
    readers
      .filter((reader) => reader.userId !== caller.userId)
      .map((reader) => ({
        userId: reader.userId,
        companyId: caller.companyId,
        kind: 'feedback_for_leads' as const,
        data: {
          feedbackId: item.id,
          authorName: item.author.fullName,
          recipientName: item.recipient.fullName,
        },
      })),
  );
}

// ---- Deleting -----------------------------------------------------------------------------------

/**
 * Its author deletes feedback, with what it told people: someone else who may know of it is refused
 * (403), anyone else is answered as for feedback that does not exist. Its request is open again to
 * its author while it has not expired.
 */
export async function deleteFeedback(db: Database, caller: Caller, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ authorId: feedback.authorId, recipientId: feedback.recipientId })
      .from(feedback)
      .where(and(eq(feedback.id, id), knownTo(tx, caller)))
      .for('update');
    if (!row) throw feedbackNotFound();
    if (row.authorId !== caller.userId) throw new DomainError('forbidden', { message: m.onlyAuthor });
    const readers = await tx
      .select({ userId: feedbackReaders.userId })
      .from(feedbackReaders)
      .where(eq(feedbackReaders.feedbackId, id));
    await takeBack(tx, { userIds: [row.recipientId], kind: 'feedback_received', subject: id });
    await takeBack(tx, {
      userIds: readers.map((reader) => reader.userId),
      kind: 'feedback_for_leads',
      subject: id,
    });
    await tx.delete(feedback).where(eq(feedback.id, id));
  });
}

/**
 * A person leaving a company (people removal calls this) stops reading the feedback of that company
 * they were a snapshotted lead for: coming back later does not give it back.
 */
export async function forgetFeedbackReader(db: Db, companyId: string, userId: string) {
  await db
    .delete(feedbackReaders)
    .where(
      and(
        eq(feedbackReaders.userId, userId),
        inArray(
          feedbackReaders.feedbackId,
          db.select({ id: feedback.id }).from(feedback).where(eq(feedback.companyId, companyId)),
        ),
      ),
    );
}

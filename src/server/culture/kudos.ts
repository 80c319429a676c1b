import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { FeedPost } from '../../shared/contract/culture';
import { cultureMessages as m, KUDOS_PER_DAY } from '../../shared/culture-messages';
import type { createKudosSchema } from '../../shared/culture-rules';
import type { Caller } from '../auth/caller';
import type { Database, Transaction } from '../db/connect';
import { rowsOf } from '../db/rows';
import { kudos, kudosGiven, kudosRecipients, userRoles } from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';
import { emitKudosGiven } from '../integrations/company-events';
import { notify, takeBack } from '../notifications/notify';
import { kudosNotFound, readPost } from './feed';

type CreateKudos = z.output<typeof createKudosSchema>;

/** Any number: it names the daily-limit locks among the database's advisory locks. */
const SENDER_LOCK = 727_015;

/**
 * One sender's kudos take turns from here to the end of the transaction, so that parallel requests
 * each count the others' before deciding: the daily limit holds under concurrency.
 */
async function lockSender(tx: Transaction, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SENDER_LOCK))}, hashtext(${userId}))`);
}

/**
 * At most KUDOS_PER_DAY kudos in any 24 hours: the 21st is refused until the oldest of the last
 * KUDOS_PER_DAY is a day old, which Retry-After tells. It counts the kudos given (kudos_given), deleted
 * ones too: deleting a kudos gives none back. Rows a day old count no more and are cleared here.
 */
async function checkDailyLimit(tx: Transaction, caller: Caller) {
  await tx
    .delete(kudosGiven)
    .where(
      and(
        eq(kudosGiven.senderId, caller.userId),
        sql`${kudosGiven.createdAt} <= now() - interval '24 hours'`,
      ),
    );
  const [row] = await rowsOf<{ count: number; retry_after: number | null }>(
    tx,
    sql`select count(*)::int as count,
        ceil(extract(epoch from min(recent.created_at) + interval '24 hours' - now()))::int as retry_after
      from (select g.created_at from kudos_given g
        where g.sender_id = ${caller.userId}::uuid and g.created_at > now() - interval '24 hours'
        order by g.created_at desc limit ${KUDOS_PER_DAY}) recent`,
  );
  if (row && row.count >= KUDOS_PER_DAY)
    throw new DomainError('rate_limited', {
      message: m.tooManyToday,
      retryAfterSeconds: Math.max(1, row.retry_after ?? 1),
    });
}

/**
 * The value the kudos carries: one of the company's (another's is not found), required as soon as
 * the company has any. Answers its name, for the recipients' notifications.
 */
async function checkValue(tx: Transaction, caller: Caller, valueId: string | null | undefined) {
  const [row] = await rowsOf<{ count: number; name: string | null }>(
    tx,
    sql`select count(*)::int as count, max(v.name) filter (where v.id = ${valueId ?? null}::uuid) as name
      from company_values v where v.company_id = ${caller.companyId}`,
  );
  if (valueId) {
    if (!row?.name) throw new DomainError('not_found', { message: m.valueNotFound });
    return row.name;
  }
  if (row && row.count > 0) throw invalidInput('valueId', m.valueRequired);
  return null;
}

/** Recipients are current members of the caller's company, never the caller. */
async function checkRecipients(tx: Transaction, caller: Caller, recipientIds: string[]) {
  if (recipientIds.includes(caller.userId)) throw invalidInput('recipientIds', m.recipientIsSelf);
  const members = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.companyId, caller.companyId), inArray(userRoles.userId, recipientIds)));
  if (members.length !== recipientIds.length) throw invalidInput('recipientIds', m.recipientInvalid);
}

/**
 * New kudos, in one transaction under the sender's lock: the daily limit, the value, the recipients,
 * then the post, its recipients and a notification for each of them. Answers the post as the feed
 * shows it.
 */
export async function createKudos(db: Database, caller: Caller, input: CreateKudos): Promise<FeedPost> {
  return db.transaction(async (tx) => {
    await lockSender(tx, caller.userId);
    await checkDailyLimit(tx, caller);
    const valueName = await checkValue(tx, caller, input.valueId);
    await checkRecipients(tx, caller, input.recipientIds);
    const [created] = await tx
      .insert(kudos)
      .values({
        companyId: caller.companyId,
        kind: 'kudos',
        senderId: caller.userId,
        message: input.message,
        valueId: input.valueId ?? null,
      })
      .returning({ id: kudos.id });
    if (!created) throw new Error('insert returned no kudos');
    await tx.insert(kudosGiven).values({ kudosId: created.id, senderId: caller.userId });
    await tx
      .insert(kudosRecipients)
      .values(input.recipientIds.map((userId) => ({ kudosId: created.id, userId })));
    // Kudos are the company's to read: its channels and receivers hear them (docs/privacy.md §28).
    await emitKudosGiven(tx, caller.companyId, created.id);
    const post = await readPost(tx, caller, created.id);
    await notify(
      tx,
      input.recipientIds.map((userId) => ({
        userId,
        companyId: caller.companyId,
        kind: 'kudos_received' as const,
        data: { kudosId: created.id, senderName: post.sender?.fullName ?? null, valueName },
      })),
    );
    return post;
  });
}

/**
 * Deletes a post with its recipients and reactions: kudos by their sender or an admin, a celebration
 * by an admin. The kudos' notifications go with it, read or not; the daily limit still counts it.
 */
export async function deleteKudos(db: Database, caller: Caller, kudosId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [post] = await tx
      .select({ kind: kudos.kind, senderId: kudos.senderId })
      .from(kudos)
      .where(and(eq(kudos.id, kudosId), eq(kudos.companyId, caller.companyId)))
      .for('update');
    if (!post) throw kudosNotFound();
    const isSender = post.kind === 'kudos' && post.senderId === caller.userId;
    if (!caller.isAdmin && !isSender) throw new DomainError('forbidden', { message: m.cannotDelete });
    const recipients = await tx
      .select({ userId: kudosRecipients.userId })
      .from(kudosRecipients)
      .where(eq(kudosRecipients.kudosId, kudosId));
    await takeBack(tx, {
      userIds: recipients.map((recipient) => recipient.userId),
      kind: 'kudos_received',
      subject: kudosId,
    });
    await tx.delete(kudos).where(eq(kudos.id, kudosId));
  });
}

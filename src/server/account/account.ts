import { and, desc, eq, gt, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { SessionUser } from '../../shared/api';
import type { AccountSession } from '../../shared/contract/account';
import { accountMessages } from '../../shared/contract/account';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeAllSessions } from '../auth/sessions';
import type { Database } from '../db/connect';
import { profiles, sessions, users } from '../db/schema';
import { DomainError } from '../domain-error';
import type { RateLimitRule } from '../env';
import { leaveBeforeDeletion } from '../people/people';
import { consumeRateLimit, refundRateLimit } from '../rate-limits/rate-limits';
import { describeDevice } from './device';

/** The person's name, on the account and on the profile the company sees, together. */
export async function updateFullName(db: Database, userId: string, fullName: string): Promise<SessionUser> {
  return db.transaction(async (tx) => {
    await tx.update(profiles).set({ fullName }).where(eq(profiles.id, userId));
    const [user] = await tx
      .update(users)
      .set({ fullName })
      .where(eq(users.id, userId))
      .returning({ id: users.id, email: users.email, fullName: users.fullName });
    if (!user) throw new DomainError('invalid_token');
    return user;
  });
}

/**
 * Checks the password of a signed-in person before a change that needs it. Each check counts on the
 * person's own counter first, with the limit of failed sign-ins per account, so a stolen session cannot
 * guess the password faster than a stranger at the sign-in form; a right password gives its count back.
 */
export async function checkOwnPassword(
  db: Database,
  rule: RateLimitRule,
  userId: string,
  password: string,
): Promise<void> {
  const key = `password-check:user:${userId}`;
  await consumeRateLimit(db, key, rule);
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!(await verifyPassword(row?.passwordHash, password))) throw new DomainError('wrong_password');
  await refundRateLimit(db, key);
}

/**
 * A new password; every other session of the person is revoked in the same transaction, so a thief's
 * access tokens fail at their next request. The device tokens of the old password stop counting by
 * themselves (device-tokens.ts: they carry its fingerprint).
 */
export async function changePassword(
  db: Database,
  change: { userId: string; sessionId: string; newPassword: string },
): Promise<void> {
  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, change.userId));
    await revokeAllSessions(tx, change.userId, change.sessionId);
  });
}

const isoTimestamp = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A live session of the person: not revoked, not expired. */
const liveSessionOf = (userId: string) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/** The person's live sessions, most recently used first, the one asking marked `current`. */
export async function listOwnSessions(
  db: Database,
  userId: string,
  currentSessionId: string,
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      lastUsedAt: isoTimestamp(sessions.lastUsedAt),
      createdAt: isoTimestamp(sessions.createdAt),
    })
    .from(sessions)
    .where(liveSessionOf(userId))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt), desc(sessions.id));
  return rows.map(({ userAgent, ...row }) => ({
    ...row,
    device: describeDevice(userAgent),
    current: row.id === currentSessionId,
  }));
}

/** Signs out one of the person's live sessions; anyone else's, or one already ended, is not found. */
export async function revokeOwnSession(db: Database, userId: string, sessionId: string): Promise<void> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), liveSessionOf(userId)))
    .returning({ id: sessions.id });
  if (revoked.length === 0) throw sessionNotFound();
}

const sessionNotFound = () => new DomainError('not_found', { message: accountMessages.sessionNotFound });

/**
 * Deletes the account in one transaction. The person first leaves their company by the people
 * directory's own rule (409 last_admin while they are the last admin of a company with others); then
 * deleting the user takes its sessions, refresh and device tokens, join requests, role and profile
 * with it (ON DELETE CASCADE). Decisions they made on others' join requests stay, without their name
 * (decided_by is set null).
 */
export async function deleteAccount(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await leaveBeforeDeletion(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
  });
}

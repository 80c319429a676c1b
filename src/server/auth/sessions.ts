import { and, desc, eq, gt, isNull, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../shared/api';
import type { Role } from '../../shared/constants';
import type { Database } from '../db/connect';
import { preparedQuery } from '../db/prepared';
import { deviceTokens, profiles, rateLimits, refreshTokens, sessions, userRoles, users } from '../db/schema';
import { rateLimitRefund } from '../rate-limits/rate-limits';
import {
  DEVICE_TOKEN_MAX_AGE_SECONDS,
  DEVICE_TOKENS_PER_PERSON,
  hashDeviceToken,
  newDeviceToken,
  passwordFingerprint,
} from './device-tokens';
import { type AccessClaims, hashRefreshToken, newRefreshToken, type TokenService } from './tokens';

/** A refresh session lives 30 days from sign-in at most, however often it is refreshed. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * A parent token presented again within this many seconds of its rotation gets its child again, for
 * clients whose refresh answer was lost (GoTrue's reuse interval). Later reuse revokes the session.
 */
export const REFRESH_REUSE_INTERVAL_SECONDS = 10;

/**
 * One statement for a sign-in (a data-modifying WITH is atomic without BEGIN and COMMIT, and saves
 * their round trips): the session and its first refresh token; a new device token for this browser,
 * with the person's expired ones, those past the newest DEVICE_TOKENS_PER_PERSON and the one it
 * replaces (`replacedDeviceId`) deleted; and the refund of the attempt's count on the rate-limit key
 * `refundKey`. Either placeholder may be null. Prepared once per database.
 */
const newSessionQuery = preparedQuery((db) => {
  const userId = sql.placeholder('userId');
  const newSession = db.$with('new_session').as(
    db
      .insert(sessions)
      .values({ userId, expiresAt: sql`now() + make_interval(secs => ${SESSION_MAX_AGE_SECONDS})` })
      .returning({ id: sessions.id }),
  );
  const refund = db
    .$with('refund')
    .as(rateLimitRefund(db, sql.placeholder('refundKey')).returning({ key: rateLimits.key }));
  const newest = db
    .select({ id: deviceTokens.id })
    .from(deviceTokens)
    .where(eq(deviceTokens.userId, userId))
    .orderBy(desc(deviceTokens.createdAt), desc(deviceTokens.id))
    .limit(DEVICE_TOKENS_PER_PERSON - 1);
  const oldDevices = db.$with('old_devices').as(
    db
      .delete(deviceTokens)
      .where(
        and(
          eq(deviceTokens.userId, userId),
          or(
            eq(deviceTokens.id, sql.placeholder('replacedDeviceId')),
            lte(deviceTokens.expiresAt, sql`now()`),
            notInArray(deviceTokens.id, newest),
          ),
        ),
      )
      .returning({ id: deviceTokens.id }),
  );
  const newDevice = db.$with('new_device').as(
    db
      .insert(deviceTokens)
      .values({
        userId,
        tokenHash: sql.placeholder('deviceTokenHash'),
        passwordFingerprint: sql`(select ${passwordFingerprint(users.passwordHash)} from ${users} where ${users.id} = ${userId})`,
        expiresAt: sql`now() + make_interval(secs => ${DEVICE_TOKEN_MAX_AGE_SECONDS})`,
      })
      .returning({ id: deviceTokens.id }),
  );
  return db
    .with(newSession, refund, oldDevices, newDevice)
    .insert(refreshTokens)
    .values({
      sessionId: sql`(select ${newSession.id} from ${newSession})`,
      tokenHash: sql.placeholder('tokenHash'),
    })
    .returning({ sessionId: refreshTokens.sessionId })
    .prepare('create_session');
});

/**
 * A new session for the person, its first refresh token and a device token for this browser, in one
 * statement. A successful sign-in's refund of its count (`refundRateLimit`, a rate-limit key) and the
 * device token it replaces (`replacesDeviceToken`, an id) ride along.
 */
export async function createSession(
  db: Database,
  userId: string,
  options: { refundRateLimit?: string | null; replacesDeviceToken?: string | null } = {},
) {
  const refreshToken = newRefreshToken();
  const deviceToken = newDeviceToken();
  const [row] = await newSessionQuery(db).execute({
    userId,
    tokenHash: hashRefreshToken(refreshToken),
    deviceTokenHash: hashDeviceToken(deviceToken),
    refundKey: options.refundRateLimit ?? null,
    replacedDeviceId: options.replacesDeviceToken ?? null,
  });
  if (!row) throw new Error('insert into refresh_tokens returned no row');
  return { sessionId: row.sessionId, refreshToken, deviceToken };
}

/** A person's company and their role there. */
export interface Membership {
  companyId: string;
  role: Role | null;
}

/** Who is behind a live session, with their company: everything an authenticated request starts from. */
export interface SessionMember {
  user: SessionUser;
  membership: Membership | null;
}

/**
 * The one definition of a live session: this id, this person, not revoked, not expired. The ids are
 * the placeholders `sessionId` and `userId`, filled from the access token's claims when it runs.
 */
export function liveSession(): SQL | undefined {
  return and(
    eq(sessions.id, sql.placeholder('sessionId')),
    eq(sessions.userId, sql.placeholder('userId')),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
  );
}

const sessionMemberQuery = preparedQuery((db) =>
  db
    .select({
      user: { id: users.id, email: users.email, fullName: users.fullName },
      companyId: profiles.companyId,
      role: userRoles.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, sessions.userId))
    .leftJoin(
      userRoles,
      and(eq(userRoles.userId, sessions.userId), eq(userRoles.companyId, profiles.companyId)),
    )
    .where(liveSession())
    .prepare('find_session_member'),
);

/**
 * The person behind a live session and their membership, in one statement, or null when the session
 * was revoked, expired or never existed (decision 008).
 */
export async function findSessionMember(db: Database, claims: AccessClaims): Promise<SessionMember | null> {
  const [row] = await sessionMemberQuery(db).execute({ ...claims });
  if (!row) return null;
  return {
    user: row.user,
    membership: row.companyId ? { companyId: row.companyId, role: row.role } : null,
  };
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export type RefreshOutcome =
  { ok: true; sessionId: string; user: SessionUser; refreshToken: string } | { ok: false };

/**
 * Rotates a refresh token: the presented one is spent and its child becomes the live one. Presenting a
 * spent token (outside the short reuse interval) means it was stolen or replayed: the whole session is
 * revoked, so the thief's and the owner's tokens die together (GoTrue's reuse detection).
 */
export async function rotateRefreshToken(
  db: Database,
  tokens: TokenService,
  token: string,
): Promise<RefreshOutcome> {
  const child = tokens.childRefreshToken(token);
  return db.transaction(async (tx) => {
    // Locking the session row makes concurrent refreshes of one session take turns. The token row is
    // locked too: in READ COMMITTED, a waiter re-reads only the rows it locks once it gets its turn, so
    // without it the waiter would see the token still unspent and insert the same child again (a
    // unique violation, answered 500) instead of being given the child the first refresh made.
    const [row] = await tx
      .select({
        tokenId: refreshTokens.id,
        tokenRevokedAt: refreshTokens.revokedAt,
        withinReuseInterval: sql<boolean>`coalesce(${refreshTokens.revokedAt} > now() - make_interval(secs => ${REFRESH_REUSE_INTERVAL_SECONDS}), false)`,
        sessionId: sessions.id,
        sessionLive: sql<boolean>`(${sessions.revokedAt} is null and ${sessions.expiresAt} > now())`,
        user: { id: users.id, email: users.email, fullName: users.fullName },
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
      .for('update', { of: [sessions, refreshTokens] });
    if (!row || !row.sessionLive) return { ok: false } as const;

    const live = { ok: true, sessionId: row.sessionId, user: row.user, refreshToken: child } as const;
    if (row.tokenRevokedAt === null) {
      // Spend the token, store its child and mark the session used: one statement of three writes.
      const spent = tx.$with('spent').as(
        tx
          .update(refreshTokens)
          .set({ revokedAt: sql`now()` })
          .where(eq(refreshTokens.id, row.tokenId))
          .returning({ id: refreshTokens.id }),
      );
      const childToken = tx.$with('child_token').as(
        tx
          .insert(refreshTokens)
          .values({ sessionId: row.sessionId, tokenHash: hashRefreshToken(child), parentId: row.tokenId })
          .returning({ id: refreshTokens.id }),
      );
      await tx
        .with(spent, childToken)
        .update(sessions)
        .set({ lastUsedAt: sql`now()` })
        .where(eq(sessions.id, row.sessionId));
      return live;
    }

    const [childRow] = await tx
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.parentId, row.tokenId));
    if (row.withinReuseInterval && childRow && childRow.revokedAt === null) return live;

    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.id, row.sessionId));
    return { ok: false } as const;
  });
}

/**
 * Revokes every live session of the person (after a password reset): their access and refresh tokens
 * stop working at once, everywhere. Takes a transaction so it commits with the change that caused it.
 */
export async function revokeEverySession(db: Pick<Database, 'update'>, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

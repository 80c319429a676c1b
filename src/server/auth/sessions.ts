import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../../shared/api';
import type { Database } from '../db/connect';
import { refreshTokens, sessions, users } from '../db/schema';
import { hashRefreshToken, newRefreshToken, type TokenService } from './tokens';

/** A refresh session lives 30 days from sign-in at most, however often it is refreshed. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * A parent token presented again within this many seconds of its rotation gets its child again, for
 * clients whose refresh answer was lost (GoTrue's reuse interval). Later reuse revokes the session.
 */
export const REFRESH_REUSE_INTERVAL_SECONDS = 10;

export async function createSession(db: Database, userId: string) {
  const refreshToken = newRefreshToken();
  const sessionId = await db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({ userId, expiresAt: sql`now() + make_interval(secs => ${SESSION_MAX_AGE_SECONDS})` })
      .returning({ id: sessions.id });
    if (!session) throw new Error('insert into sessions returned no row');
    await tx
      .insert(refreshTokens)
      .values({ sessionId: session.id, tokenHash: hashRefreshToken(refreshToken) });
    return session.id;
  });
  return { sessionId, refreshToken };
}

/** The user behind a live session, or null when it was revoked, expired or never existed. */
export async function findSessionUser(
  db: Database,
  sessionId: string,
  userId: string,
): Promise<SessionUser | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
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
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(eq(refreshTokens.id, row.tokenId));
      await tx.insert(refreshTokens).values({
        sessionId: row.sessionId,
        tokenHash: hashRefreshToken(child),
        parentId: row.tokenId,
      });
      await tx
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

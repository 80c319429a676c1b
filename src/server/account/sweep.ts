import { isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { deviceTokens, emailTokens, sessions, ssoAttempts, ssoHandoffs } from '../db/schema';
import { sweepRateLimits } from '../rate-limits/rate-limits';

/** How often the server sweeps (main.ts); it also sweeps once at start. */
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Deletes what can no longer be used: sessions that expired or were revoked (their refresh tokens
 * go with them, ON DELETE CASCADE), expired device tokens, mailed links and single sign-ons' attempts and
 * codes, and ended rate-limit windows. Each is a plain
 * DELETE of rows already dead, so two instances sweeping at once do no harm. Spent refresh tokens of a
 * live session stay: presenting one again is how a stolen token is detected (decision 004).
 */
export async function sweepExpired(db: Database): Promise<{ sessions: number; deviceTokens: number }> {
  const deadSessions = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, sql`now()`), isNotNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  const deadDevices = await db
    .delete(deviceTokens)
    .where(lte(deviceTokens.expiresAt, sql`now()`))
    .returning({ id: deviceTokens.id });
  // A used link stays until it expires: opening a verification link twice still says "verified".
  await db.delete(emailTokens).where(lte(emailTokens.expiresAt, sql`now()`));
  // Single sign-ons never finished, and one-time codes never traded (decision 047).
  await db.delete(ssoAttempts).where(lte(ssoAttempts.expiresAt, sql`now()`));
  await db.delete(ssoHandoffs).where(lte(ssoHandoffs.expiresAt, sql`now()`));
  await sweepRateLimits(db);
  return { sessions: deadSessions.length, deviceTokens: deadDevices.length };
}

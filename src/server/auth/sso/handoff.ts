import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../shared/api';
import { SSO_HANDOFF_TTL_SECONDS } from '../../../shared/sso-messages';
import type { Db } from '../../db/connect';
import { ssoHandoffs, users } from '../../db/schema';

/**
 * The one-time code a single sign-on's callback hands the browser in the address's fragment
 * (`/auth/sso#code=…`: a fragment never reaches a server or its logs), which the page trades for a
 * session within a minute, once. Only its SHA-256 hash is stored, as for every token SOS keeps.
 */

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/** A new code for the person, in the caller's transaction. */
export async function createHandoff(db: Db, userId: string): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.insert(ssoHandoffs).values({
    codeHash: hashOf(code),
    userId,
    expiresAt: sql`now() + make_interval(secs => ${SSO_HANDOFF_TTL_SECONDS})`,
  });
  return code;
}

/**
 * Spends the code: the person it was made for, or null when it is unknown, spent or expired. One
 * statement deletes it as it reads it, so two trades of one code get one session. An expired code is
 * left for the sweep: a refused request changes nothing.
 */
export async function tradeHandoff(db: Db, code: string): Promise<SessionUser | null> {
  const spent = db.$with('spent').as(
    db
      .delete(ssoHandoffs)
      .where(and(eq(ssoHandoffs.codeHash, hashOf(code)), gt(ssoHandoffs.expiresAt, sql`now()`)))
      .returning({ userId: ssoHandoffs.userId }),
  );
  const [person] = await db
    .with(spent)
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(spent)
    .innerJoin(users, eq(users.id, spent.userId));
  return person ?? null;
}

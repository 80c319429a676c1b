import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { emailTokens, profiles, users } from '../db/schema';
import { DomainError } from '../domain-error';
import { revokeAllSessions } from './sessions';

/** A reset link works for an hour (OWASP's forgot-password advice: short-lived); a verification link for a week. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
export const EMAIL_VERIFICATION_TTL_SECONDS = 7 * 24 * 60 * 60;

export type EmailTokenPurpose = 'password_reset' | 'email_verification';

/** 32 random bytes: the secret a mailed link carries. */
export function newEmailToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash: a copy of the database opens no account. */
export function hashEmailToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The rows of a raw statement: both drivers answer `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const expiresIn = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** The values of a new token row for the person `userId` (a value or an SQL expression). */
export function emailTokenRow(userId: string | SQL, purpose: EmailTokenPurpose, tokenHash: string) {
  const ttl = purpose === 'password_reset' ? PASSWORD_RESET_TTL_SECONDS : EMAIL_VERIFICATION_TTL_SECONDS;
  return { userId, purpose, tokenHash, expiresAt: expiresIn(ttl) };
}

export interface Recipient {
  email: string;
  fullName: string | null;
}

/**
 * Stores a reset token for the account with this address, if there is one, in one statement that
 * costs the same either way (an insert of what the select finds). The token is made and hashed by the
 * caller whether or not the account exists, so the answer's timing does not tell either.
 */
export async function storePasswordReset(
  db: Database,
  email: string,
  tokenHash: string,
): Promise<Recipient | null> {
  const address = email.toLowerCase();
  const rows = rowsOf<{ email: string; full_name: string | null }>(
    await db.execute(sql`
    with person as (
      select ${users.id} as id, ${users.email} as email, ${profiles.fullName} as full_name
      from ${users} left join ${profiles} on ${profiles.id} = ${users.id}
      where ${users.email} = ${address}
    ), token as (
      insert into ${emailTokens} (user_id, purpose, token_hash, expires_at)
      select id, 'password_reset', ${tokenHash}, ${expiresIn(PASSWORD_RESET_TTL_SECONDS)} from person
    )
    select email, full_name from person`),
  );
  const [row] = rows;
  return row ? { email: row.email, fullName: row.full_name } : null;
}

/**
 * Sets the new password with a reset token, in one transaction: the token and every other unused
 * reset token of the person are spent, every session is revoked (the device tokens die with the old
 * password's fingerprint), and the address counts as verified, since the link reached it.
 */
export async function resetPassword(db: Database, tokenHash: string, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [token] = await tx
      .select({ userId: emailTokens.userId })
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          eq(emailTokens.purpose, 'password_reset'),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, sql`now()`),
        ),
      )
      .for('update');
    if (!token) throw new DomainError('invalid_reset_token');
    await tx
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailTokens.userId, token.userId),
          eq(emailTokens.purpose, 'password_reset'),
          isNull(emailTokens.usedAt),
        ),
      );
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, token.userId));
    await revokeAllSessions(tx, token.userId);
  });
}

/**
 * Marks the address of the token's person verified and spends the token. A spent token of a person
 * already verified answers the same (a second click on the link); an unknown or expired one is refused.
 */
export async function verifyEmailAddress(db: Database, tokenHash: string): Promise<void> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
    with token as (
      update ${emailTokens} set used_at = coalesce(used_at, now())
      where token_hash = ${tokenHash} and purpose = 'email_verification' and expires_at > now()
      returning user_id, used_at
    )
    update ${users} set email_verified_at = coalesce(${users.emailVerifiedAt}, now())
    from token
    where ${users.id} = token.user_id
      and (token.used_at = now() or ${users.emailVerifiedAt} is not null)
    returning ${users.id} as id`),
  );
  if (rows.length === 0) throw new DomainError('invalid_verification_token');
}

/**
 * A new verification token for the person, unless their address is verified already: the recipient
 * to mail it to, or null when there is nothing to send.
 */
export async function storeVerification(
  db: Database,
  userId: string,
  tokenHash: string,
): Promise<Recipient | null> {
  const rows = rowsOf<{ email: string; full_name: string | null }>(
    await db.execute(sql`
    with person as (
      select ${users.id} as id, ${users.email} as email, ${profiles.fullName} as full_name
      from ${users} left join ${profiles} on ${profiles.id} = ${users.id}
      where ${users.id} = ${userId} and ${users.emailVerifiedAt} is null
    ), token as (
      insert into ${emailTokens} (user_id, purpose, token_hash, expires_at)
      select id, 'email_verification', ${tokenHash}, ${expiresIn(EMAIL_VERIFICATION_TTL_SECONDS)} from person
    )
    select email, full_name from person`),
  );
  const [row] = rows;
  return row ? { email: row.email, fullName: row.full_name } : null;
}

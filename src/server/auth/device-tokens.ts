import { createHash, randomBytes } from 'node:crypto';
import { type SQL, sql, type SQLWrapper } from 'drizzle-orm';

/**
 * Device tokens say "this browser has signed in to this account before" (docs/decisions/016): a
 * sign-in that brings a valid one is not slowed by the failures of strangers on the same account.
 */

/** A browser stays known this long after its last sign-in with a password. */
export const DEVICE_TOKEN_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

/** The newest this many browsers of a person stay known; an older one signs in as a stranger again. */
export const DEVICE_TOKENS_PER_PERSON = 10;

/** 256 bits from the system's secure random source. */
export function newDeviceToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Device tokens are stored only as this hash. */
export function hashDeviceToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The fingerprint of a password hash, in SQL. A device token keeps the one of the password it was
 * issued under and is good only while it still matches, so any change of the password revokes every
 * device token of the account, whatever code makes the change.
 */
export function passwordFingerprint(passwordHash: SQLWrapper): SQL<string> {
  return sql<string>`encode(sha256(convert_to(${passwordHash}, 'UTF8')), 'hex')`;
}

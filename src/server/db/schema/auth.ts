import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Accounts and their sessions: who someone is and how they stay signed in (docs/security.md). */

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    createdAt: createdAt(),
    /** When the person opened the link mailed to this address; null until then (docs/product.md). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  },
  (t) => [check('users_email_normalized', sql`${t.email} = lower(btrim(${t.email}))`)],
);

/** One row per sign-in. Revoking it kills its access tokens (checked per request) and its refresh tokens. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser's User-Agent at sign-in, for the account page's list of sessions ("Chrome on macOS"). */
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    // For the sweep, which deletes revoked sessions (account/sweep.ts).
    index('sessions_revoked_at_idx')
      .on(t.revokedAt)
      .where(sql`${t.revokedAt} is not null`),
  ],
);

/** Refresh tokens are stored only as SHA-256 hashes; parent links make the rotation chain. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    parentId: uuid('parent_id').references((): AnyPgColumn => refreshTokens.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('refresh_tokens_session_id_idx').on(t.sessionId),
    index('refresh_tokens_parent_id_idx').on(t.parentId),
  ],
);

/**
 * "This browser has signed in to this account before" (docs/decisions/016): issued at each sign-in,
 * stored only as a SHA-256 hash, and good only while the password it was issued under is the account's
 * (`password_fingerprint`, a SHA-256 of the password hash), so changing the password revokes them all.
 * They outlive sign-out: they are not sessions.
 */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    passwordFingerprint: text('password_fingerprint').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('device_tokens_user_id_idx').on(t.userId),
    index('device_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

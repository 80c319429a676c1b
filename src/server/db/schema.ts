import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  char,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { JOIN_REQUEST_STATUSES, ROLES } from '../../shared/constants';

/** The tables of DESIGN.md section 4. Spec tables keep the spec's names and columns. */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    createdAt: createdAt(),
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
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
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

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    companyCode: char('company_code', { length: 8 }).notNull().unique(),
    mission: text('mission'),
    industry: text('industry'),
    location: text('location'),
    createdAt: createdAt(),
  },
  (t) => [check('companies_company_code_format', sql`${t.companyCode} ~ '^[A-Z0-9]{8}$'`)],
);

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name'),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('profiles_company_id_idx').on(t.companyId)],
);

export const appRole = pgEnum('app_role', ROLES);

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: appRole('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_roles_user_id_company_id_key').on(t.userId, t.companyId),
    index('user_roles_company_id_idx').on(t.companyId),
  ],
);

export const companyJoinRequests = pgTable(
  'company_join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: JOIN_REQUEST_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('company_join_requests_user_id_company_id_key').on(t.userId, t.companyId),
    check(
      'company_join_requests_status_check',
      sql`${t.status} in (${sql.raw(JOIN_REQUEST_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    index('company_join_requests_company_id_status_idx').on(t.companyId, t.status),
  ],
);

/** Fixed-window counters shared by every instance (DESIGN.md: no state in the process). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_window_ends_at_idx').on(t.windowEndsAt)],
);

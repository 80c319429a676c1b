import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DELIVERY_STATUSES,
  INTEGRATION_EVENTS,
  INTEGRATION_KINDS,
} from '../../../shared/integration-messages';
import { users } from './auth';
import { createdAt, oneOf } from './columns';
import { companies } from './companies';

/**
 * Where a company's SOS meets the tools it runs (decision 047): its identity provider, its chat and
 * other systems' webhooks. Every secret here is sealed (secrets/secret-box.ts): a copy of the database
 * reads none of them.
 */

const when = (name: string) => timestamp(name, { withTimezone: true });

/** A company's OpenID Connect provider: one per company, set by an admin. */
export const ssoConnections = pgTable('sso_connections', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** The name on the button: "Sign in with {providerName}". */
  providerName: text('provider_name').notNull(),
  /** The issuer's URL, whose /.well-known/openid-configuration SOS reads. */
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  /** Sealed for `sso-client-secret:<company id>`. */
  clientSecret: text('client_secret').notNull(),
  /** Password sign-in is refused for the company's people of its domains. */
  required: boolean('required').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: when('updated_at').notNull().defaultNow(),
  lastSignInAt: when('last_sign_in_at'),
  /** The last failure, in words an admin can act on, and when; cleared by the next success. */
  lastError: text('last_error'),
  lastErrorAt: when('last_error_at'),
});

/** The e-mail domains a company's provider signs in: each domain belongs to one company at most. */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    domain: text('domain').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => ssoConnections.companyId, { onDelete: 'cascade' }),
  },
  (t) => [
    index('sso_domains_company_id_idx').on(t.companyId),
    check('sso_domains_domain_normalized', sql`${t.domain} = lower(btrim(${t.domain}))`),
  ],
);

/**
 * A sign-in sent to the provider and not back yet: its state (hashed, as it travels in the URL), its
 * nonce and its PKCE verifier. Taken once: a second callback with the same state finds nothing.
 */
export const ssoAttempts = pgTable(
  'sso_attempts',
  {
    stateHash: text('state_hash').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    createdAt: createdAt(),
    expiresAt: when('expires_at').notNull(),
  },
  (t) => [
    index('sso_attempts_company_id_idx').on(t.companyId),
    index('sso_attempts_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * The one-time code the callback hands the browser (in the address's fragment), which it trades for a
 * session within a minute: the session's tokens never travel in an address.
 */
export const ssoHandoffs = pgTable(
  'sso_handoffs',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: when('expires_at').notNull(),
  },
  (t) => [
    index('sso_handoffs_user_id_idx').on(t.userId),
    index('sso_handoffs_expires_at_idx').on(t.expiresAt),
  ],
);

/** A destination an admin connected: a signed webhook, a Slack channel or a Teams channel. */
export const integrations = pgTable(
  'integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INTEGRATION_KINDS }).notNull(),
    name: text('name').notNull(),
    /** Sealed for `integration-url:<id>`: a Slack or Teams webhook's address is itself a secret. */
    url: text('url').notNull(),
    /** The address's host, the only part of it shown after saving. */
    urlHost: text('url_host').notNull(),
    /**
     * Sealed for `integration-secret:<id>`: a webhook's signing secret (whsec_…), or a Slack app's
     * signing secret, which turns on its /kudos command. Null for Teams.
     */
    secret: text('secret'),
    events: text('events', { enum: INTEGRATION_EVENTS }).array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastDeliveryAt: when('last_delivery_at'),
    lastError: text('last_error'),
    lastErrorAt: when('last_error_at'),
  },
  (t) => [
    index('integrations_company_id_idx').on(t.companyId),
    index('integrations_created_by_idx').on(t.createdBy),
    check('integrations_kind_check', sql`${t.kind} in (${oneOf(INTEGRATION_KINDS)})`),
    check('integrations_events_check', sql`${t.events} <@ array[${oneOf(INTEGRATION_EVENTS)}]::text[]`),
  ],
);

/**
 * One event for one destination: the queue and its log. Written in the transaction of what happened
 * (nothing acknowledged is lost), taken by whichever instance locks it first (FOR UPDATE SKIP LOCKED),
 * retried with backoff for a day, and kept for the admin to read and replay.
 */
export const integrationDeliveries = pgTable(
  'integration_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    /** The Standard Webhooks message id (webhook-id): the same on every retry and replay. */
    messageId: text('message_id').notNull(),
    event: text('event', { enum: INTEGRATION_EVENTS }).notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: when('next_attempt_at').notNull().defaultNow(),
    /** While an instance sends it; a crash leaves it to be taken again once this has passed. */
    lockedUntil: when('locked_until'),
    lastStatus: smallint('last_status'),
    lastError: text('last_error'),
    deliveredAt: when('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('integration_deliveries_message_unique').on(t.integrationId, t.messageId),
    index('integration_deliveries_company_id_idx').on(t.companyId),
    index('integration_deliveries_log_idx').on(t.integrationId, t.createdAt),
    index('integration_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('integration_deliveries_status_check', sql`${t.status} in (${oneOf(DELIVERY_STATUSES)})`),
    check('integration_deliveries_event_check', sql`${t.event} in (${oneOf(INTEGRATION_EVENTS)})`),
  ],
);

/** A person's Slack account in a company's Slack connection, linked with a code they typed in Slack. */
export const slackPeople = pgTable(
  'slack_people',
  {
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    slackUserId: text('slack_user_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.integrationId, t.slackUserId] }),
    uniqueIndex('slack_people_person_unique').on(t.integrationId, t.userId),
    index('slack_people_user_id_idx').on(t.userId),
    index('slack_people_company_id_idx').on(t.companyId),
  ],
);

/** A code a person shows in SOS and types as `/kudos link <code>` in Slack: hashed, short-lived. */
export const slackLinkCodes = pgTable(
  'slack_link_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: when('expires_at').notNull(),
  },
  (t) => [
    index('slack_link_codes_user_id_idx').on(t.userId),
    index('slack_link_codes_company_id_idx').on(t.companyId),
    index('slack_link_codes_expires_at_idx').on(t.expiresAt),
  ],
);

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DACI_ROLES,
  DECISION_STATUSES,
  DECISION_TITLE_MAX,
  DOCUMENT_KINDS,
  DOCUMENT_VISIBILITIES,
} from '../../../shared/strategy-messages';
import { users } from './auth';
import { createdAt, oneOf } from './columns';
import { companies } from './companies';
import { goals } from './goals';
import { teams } from './teams';

/**
 * Documents that keep their history (decision 041): one table for every kind, each save a version.
 * Visibility is fixed at creation: the company (level 4: every member) or one team (its members and
 * leads, and admins). A person who leaves SOS leaves their documents and versions unnamed.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    title: text('title').notNull(),
    /** Checked by its kind's shared schema before every write. */
    body: jsonb('body').notNull(),
    visibility: text('visibility', { enum: DOCUMENT_VISIBILITIES }).notNull(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** A decision record's status; null for kinds that have none. */
    status: text('status', { enum: DECISION_STATUSES }),
    /** The record this one replaces once accepted. */
    supersedesId: uuid('supersedes_id').references((): AnyPgColumn => documents.id, {
      onDelete: 'set null',
    }),
    /** The number of the newest version: every write names the one it started from. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One strategy page per company, even when two admins write the first one at once.
    uniqueIndex('documents_one_strategy_idx')
      .on(t.companyId)
      .where(sql`${t.kind} = 'strategy'`),
    index('documents_company_kind_idx').on(
      t.companyId,
      t.kind,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('documents_team_id_idx').on(t.teamId),
    index('documents_author_id_idx').on(t.authorId),
    index('documents_supersedes_id_idx').on(t.supersedesId),
    check('documents_kind_check', sql`${t.kind} in (${oneOf(DOCUMENT_KINDS)})`),
    check('documents_visibility_check', sql`${t.visibility} in (${oneOf(DOCUMENT_VISIBILITIES)})`),
    check('documents_team_check', sql`(${t.visibility} = 'team') = (${t.teamId} is not null)`),
    check('documents_status_check', sql`${t.status} is null or ${t.status} in (${oneOf(DECISION_STATUSES)})`),
    check(
      'documents_title_check',
      sql`char_length(${t.title}) between 1 and ${sql.raw(String(DECISION_TITLE_MAX))}`,
    ),
    check('documents_version_check', sql`${t.version} >= 1`),
  ],
);

/** Every saved state of a document: what it said, who saved it and when. */
export const documentVersions = pgTable(
  'document_versions',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: jsonb('body').notNull(),
    status: text('status', { enum: DECISION_STATUSES }),
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.version] }),
    index('document_versions_saved_by_idx').on(t.savedBy),
    index('document_versions_company_id_idx').on(t.companyId),
  ],
);

/**
 * A decision record's people by DACI. One Driver and one Approver per record, held by the unique
 * indexes; a person who leaves SOS stays in the role as "a former member" (the record keeps its shape).
 */
export const documentPeople = pgTable(
  'document_people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role', { enum: DACI_ROLES }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('document_people_one_driver_idx')
      .on(t.documentId)
      .where(sql`${t.role} = 'driver'`),
    uniqueIndex('document_people_one_approver_idx')
      .on(t.documentId)
      .where(sql`${t.role} = 'approver'`),
    uniqueIndex('document_people_role_user_idx').on(t.documentId, t.role, t.userId),
    index('document_people_user_id_idx').on(t.userId),
    check('document_people_role_check', sql`${t.role} in (${oneOf(DACI_ROLES)})`),
  ],
);

/** A document's links to another document: a decision record to the strategy page's pillars (by pillar id). */
export const documentLinks = pgTable(
  'document_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** A pillar of the target strategy page; null for a link to the whole document. */
    pillarId: uuid('pillar_id'),
  },
  (t) => [
    unique('document_links_unique_key').on(t.documentId, t.targetId, t.pillarId).nullsNotDistinct(),
    index('document_links_target_id_idx').on(t.targetId),
  ],
);

/** The goals a document concerns; read through the goals' own rule, a deleted goal drops out. */
export const documentGoals = pgTable(
  'document_goals',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.goalId] }),
    index('document_goals_goal_id_idx').on(t.goalId),
  ],
);

import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  HELP_ANSWER_MAX,
  HELP_DETAILS_MAX,
  HELP_SKILL_MAX,
  HELP_TAGS_MAX,
  HELP_TITLE_MAX,
  RITUAL_CADENCES,
  RITUAL_DURATION_MAX,
  RITUAL_DURATION_MIN,
  RITUAL_KINDS,
  RITUAL_NOTES_MAX,
  RITUAL_TITLE_MAX,
} from '../../../shared/collaboration-messages';
import { users } from './auth';
import { createdAt, oneOf } from './columns';
import { companies } from './companies';
import { teams } from './teams';

/**
 * Collaboration & Connection (decision 041). A person's connection settings and "don't pair me with"
 * list are theirs alone (level 1); a pair is its people's (level 2); help requests, offered skills and
 * rituals are the company's or the team's (level 4); "did you meet?" is counted apart from who
 * answered (level 5), as the pulse is.
 */

const length = (column: unknown, min: number, max: number) =>
  sql`char_length(${column}) between ${sql.raw(String(min))} and ${sql.raw(String(max))}`;

/** A person who opted in to be paired; "not now" snoozes them until a day. */
export const connectionMembers = pgTable(
  'connection_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    snoozedUntil: date('snoozed_until', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('connection_members_company_id_idx').on(t.companyId)],
);

/** "Don't pair me with": works both ways, and the other person is never told. */
export const connectionBlocks = pgTable(
  'connection_blocks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedUserId: uuid('blocked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.blockedUserId] }),
    index('connection_blocks_blocked_user_id_idx').on(t.blockedUserId),
    check('connection_blocks_not_self_check', sql`${t.userId} <> ${t.blockedUserId}`),
  ],
);

/** A round of a company: its row and all its pairs are written in one transaction, once. */
export const connectionRounds = pgTable(
  'connection_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The Monday the round starts. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('connection_rounds_company_starts_on_key').on(t.companyId, t.startsOn)],
);

/** A pair of a round (two people, or three with an odd pool). */
export const connectionPairs = pgTable(
  'connection_pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => connectionRounds.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [index('connection_pairs_round_id_idx').on(t.roundId)],
);

/** One row per person and round: no one is paired twice in a round, in the data. */
export const connectionPairMembers = pgTable(
  'connection_pair_members',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => connectionRounds.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pairId: uuid('pair_id')
      .notNull()
      .references(() => connectionPairs.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.userId] }),
    index('connection_pair_members_pair_id_idx').on(t.pairId),
    index('connection_pair_members_user_id_idx').on(t.userId),
  ],
);

/** "Did you meet?": a round's counts, kept apart from who answered (level 5). */
export const connectionRoundFigures = pgTable(
  'connection_round_figures',
  {
    roundId: uuid('round_id')
      .primaryKey()
      .references(() => connectionRounds.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    met: integer('met').notNull().default(0),
    notMet: integer('not_met').notNull().default(0),
  },
  (t) => [check('connection_round_figures_counts_check', sql`${t.met} >= 0 and ${t.notMet} >= 0`)],
);

/** That a person answered a round's question: never what they answered. */
export const connectionAnswers = pgTable(
  'connection_answers',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => connectionRounds.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.userId] }),
    index('connection_answers_user_id_idx').on(t.userId),
  ],
);

/** "I can help with": a skill a person offers, matched by its key (lower case, accents aside). */
export const helpSkills = pgTable(
  'help_skills',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    skill: text('skill').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('help_skills_company_key_idx').on(t.companyId, t.key),
    check('help_skills_skill_check', length(t.skill, 1, HELP_SKILL_MAX)),
  ],
);

/** A request on the company's board; open until solved or 30 days after it was opened. */
export const helpRequests = pgTable(
  'help_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    details: text('details'),
    /** Up to five tags as written; matched by their keys. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    solvedAt: timestamp('solved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('help_requests_company_created_idx').on(
      t.companyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('help_requests_author_id_idx').on(t.authorId),
    check('help_requests_title_check', length(t.title, 1, HELP_TITLE_MAX)),
    check('help_requests_tags_check', sql`cardinality(${t.tags}) <= ${sql.raw(String(HELP_TAGS_MAX))}`),
    check(
      'help_requests_details_check',
      sql`${t.details} is null or ${length(t.details, 1, HELP_DETAILS_MAX)}`,
    ),
  ],
);

/**
 * An answer to a request: a short text, from which the asker may propose a 1:1 or send kudos. Its
 * author rewrites it while the request is open; its author or an admin deletes it.
 */
export const helpAnswers = pgTable(
  'help_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => helpRequests.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** When its author last rewrote it; null while it reads as first posted. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('help_answers_request_created_idx').on(t.requestId, t.createdAt),
    index('help_answers_author_id_idx').on(t.authorId),
    check('help_answers_body_check', length(t.body, 1, HELP_ANSWER_MAX)),
  ],
);

/**
 * A team's ritual: a retro, demo, planning or health check from a template, or its own, with a
 * cadence from its first day, a local time, an owner and a review day. Its next date shows on the
 * team's page and in each member's calendar feed.
 */
export const rituals = pgTable(
  'rituals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RITUAL_KINDS }).notNull(),
    title: text('title').notNull(),
    notes: text('notes'),
    cadence: text('cadence', { enum: RITUAL_CADENCES }).notNull(),
    /** The first day it is held; its weekday is the ritual's weekday. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** Local time in the company's zone, HH:MM. */
    time: text('time').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    reviewOn: date('review_on', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rituals_team_id_idx').on(t.teamId),
    index('rituals_company_id_idx').on(t.companyId),
    index('rituals_owner_id_idx').on(t.ownerId),
    index('rituals_created_by_idx').on(t.createdBy),
    check('rituals_kind_check', sql`${t.kind} in (${oneOf(RITUAL_KINDS)})`),
    check('rituals_cadence_check', sql`${t.cadence} in (${oneOf(RITUAL_CADENCES)})`),
    check('rituals_title_check', length(t.title, 1, RITUAL_TITLE_MAX)),
    check('rituals_notes_check', sql`${t.notes} is null or ${length(t.notes, 1, RITUAL_NOTES_MAX)}`),
    check('rituals_time_check', sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      'rituals_duration_check',
      sql`${t.durationMinutes} between ${sql.raw(String(RITUAL_DURATION_MIN))} and ${sql.raw(String(RITUAL_DURATION_MAX))}`,
    ),
    check('rituals_review_check', sql`${t.reviewOn} >= ${t.startsOn}`),
  ],
);

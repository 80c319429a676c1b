import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  COMPETENCY_NAME_MAX,
  EXPECTATION_MAX,
  GROWTH_ITEM_KINDS,
  GROWTH_ITEM_TITLE_MAX,
  JOURNAL_ENTRY_MAX,
  LEVEL_NAME_MAX,
  LEVEL_SUMMARY_MAX,
  RESOURCE_KINDS,
  RESOURCE_TITLE_MAX,
  RESOURCE_URL_MAX,
  SKILL_RATING_MAX,
  SKILL_RATING_MIN,
  SKILL_RATING_NOTE_MAX,
  TIP_MAX,
  TRACK_DESCRIPTION_MAX,
  TRACK_NAME_MAX,
} from '../../../shared/learning-messages';
import { users } from './auth';
import { createdAt, oneOf } from './columns';
import { companies } from './companies';
import { goals } from './goals';

/**
 * Learning & Growth (decision 040). Tracks, levels, competencies, the resource library and the weekly
 * tips are the company's (level 4); a person's place on a track, their skill ratings and their growth
 * plan are theirs and their leads' (level 3); the reflection journal is its author's alone (level 1:
 * no company_id, and every statement that reads it has user_id = the caller).
 */

const length = (column: unknown, min: number, max: number) =>
  sql`char_length(${column}) between ${sql.raw(String(min))} and ${sql.raw(String(max))}`;

/** A career track, say Engineering: ordered levels, and the competencies each level asks for. */
export const careerTracks = pgTable(
  'career_tracks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** A track people on another may move to: the career path shows it as a way on. */
    openToMoves: boolean('open_to_moves').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('career_tracks_company_name_idx').on(t.companyId, sql`lower(${t.name})`),
    check('career_tracks_name_check', length(t.name, 1, TRACK_NAME_MAX)),
    check('career_tracks_description_check', length(t.description, 0, TRACK_DESCRIPTION_MAX)),
  ],
);

/** A track's levels, numbered 0, 1, 2… from the first: the next level is position + 1. */
export const trackLevels = pgTable(
  'track_levels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackId: uuid('track_id')
      .notNull()
      .references(() => careerTracks.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    summary: text('summary'),
    createdAt: createdAt(),
  },
  (t) => [
    index('track_levels_track_position_idx').on(t.trackId, t.position),
    index('track_levels_company_id_idx').on(t.companyId),
    check('track_levels_name_check', length(t.name, 1, LEVEL_NAME_MAX)),
    check('track_levels_summary_check', length(t.summary, 0, LEVEL_SUMMARY_MAX)),
    check('track_levels_position_check', sql`${t.position} >= 0`),
  ],
);

/** What a track asks of its people, competency by competency (Communication, Technical depth…). */
export const competencies = pgTable(
  'competencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackId: uuid('track_id')
      .notNull()
      .references(() => careerTracks.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('competencies_track_position_idx').on(t.trackId, t.position),
    index('competencies_company_id_idx').on(t.companyId),
    check('competencies_name_check', length(t.name, 1, COMPETENCY_NAME_MAX)),
    check('competencies_position_check', sql`${t.position} >= 0`),
  ],
);

/** What one level asks of one competency: the text "my level vs next level" sets side by side. */
export const competencyExpectations = pgTable(
  'competency_expectations',
  {
    competencyId: uuid('competency_id')
      .notNull()
      .references(() => competencies.id, { onDelete: 'cascade' }),
    levelId: uuid('level_id')
      .notNull()
      .references(() => trackLevels.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.competencyId, t.levelId] }),
    index('competency_expectations_level_id_idx').on(t.levelId),
    index('competency_expectations_company_id_idx').on(t.companyId),
    check('competency_expectations_text_check', length(t.text, 1, EXPECTATION_MAX)),
  ],
);

/** A person's track and level, set by an admin or one of their leads. Level 3. */
export const careerPositions = pgTable(
  'career_positions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id')
      .notNull()
      .references(() => careerTracks.id, { onDelete: 'cascade' }),
    levelId: uuid('level_id')
      .notNull()
      .references(() => trackLevels.id, { onDelete: 'cascade' }),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('career_positions_company_id_idx').on(t.companyId),
    index('career_positions_track_id_idx').on(t.trackId),
    index('career_positions_level_id_idx').on(t.levelId),
    index('career_positions_set_by_idx').on(t.setBy),
  ],
);

/**
 * Where a person stands on a competency, in their own eyes (rater = person) or a lead's. Level 3: the
 * person and their leads; a self-rating reaches the leads only once the person shares it.
 */
export const skillRatings = pgTable(
  'skill_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once a lead who rated has left SOS: the person keeps the rating, unnamed. */
    raterId: uuid('rater_id').references(() => users.id, { onDelete: 'set null' }),
    competencyId: uuid('competency_id')
      .notNull()
      .references(() => competencies.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    note: text('note'),
    /** A self-rating the person has shared with their leads; a lead's rating is always the person's to read. */
    shared: boolean('shared').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One rating per rater and competency for a person; a new one replaces it.
    uniqueIndex('skill_ratings_person_rater_competency_idx').on(t.personId, t.raterId, t.competencyId),
    index('skill_ratings_rater_id_idx').on(t.raterId),
    index('skill_ratings_competency_id_idx').on(t.competencyId),
    index('skill_ratings_company_id_idx').on(t.companyId),
    check(
      'skill_ratings_rating_check',
      sql`${t.rating} between ${sql.raw(String(SKILL_RATING_MIN))} and ${sql.raw(String(SKILL_RATING_MAX))}`,
    ),
    check('skill_ratings_note_check', length(t.note, 0, SKILL_RATING_NOTE_MAX)),
  ],
);

/** The company's library: links people learn from, tagged with competencies. */
export const learningResources = pgTable(
  'learning_resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    url: text('url').notNull(),
    kind: text('kind', { enum: RESOURCE_KINDS }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('learning_resources_company_created_idx').on(
      t.companyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('learning_resources_created_by_idx').on(t.createdBy),
    check('learning_resources_title_check', length(t.title, 1, RESOURCE_TITLE_MAX)),
    check('learning_resources_url_check', length(t.url, 1, RESOURCE_URL_MAX)),
    check('learning_resources_kind_check', sql`${t.kind} in (${oneOf(RESOURCE_KINDS)})`),
  ],
);

export const resourceCompetencies = pgTable(
  'resource_competencies',
  {
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => learningResources.id, { onDelete: 'cascade' }),
    competencyId: uuid('competency_id')
      .notNull()
      .references(() => competencies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.resourceId, t.competencyId] }),
    index('resource_competencies_competency_id_idx').on(t.competencyId),
  ],
);

/**
 * A person's growth plan: things to learn, practise, ship or read by a day, each optionally for a
 * competency, toward a goal, or from the library. Level 3: the person writes it, their leads read it.
 */
export const growthItems = pgTable(
  'growth_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: GROWTH_ITEM_KINDS }).notNull(),
    title: text('title').notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    competencyId: uuid('competency_id').references(() => competencies.id, { onDelete: 'set null' }),
    goalId: uuid('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    resourceId: uuid('resource_id').references(() => learningResources.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The plan, and the dashboard's next item due: a person's open items by due day.
    index('growth_items_user_open_due_idx')
      .on(t.userId, t.dueOn)
      .where(sql`${t.doneAt} is null`),
    // The contribution log: a person's done items, newest first.
    index('growth_items_user_done_idx')
      .on(t.userId, t.doneAt.desc().nullsFirst())
      .where(sql`${t.doneAt} is not null`),
    index('growth_items_company_id_idx').on(t.companyId),
    index('growth_items_competency_id_idx').on(t.competencyId),
    index('growth_items_goal_id_idx').on(t.goalId),
    index('growth_items_resource_id_idx').on(t.resourceId),
    check('growth_items_kind_check', sql`${t.kind} in (${oneOf(GROWTH_ITEM_KINDS)})`),
    check('growth_items_title_check', length(t.title, 1, GROWTH_ITEM_TITLE_MAX)),
  ],
);

/** A weekly tip for one competency, written by an admin or a lead; one per competency and week. */
export const learningTips = pgTable(
  'learning_tips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    competencyId: uuid('competency_id')
      .notNull()
      .references(() => competencies.id, { onDelete: 'cascade' }),
    /** The Monday of the week it is shown in. */
    week: date('week', { mode: 'string' }).notNull(),
    text: text('text').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('learning_tips_competency_week_idx').on(t.competencyId, t.week),
    index('learning_tips_company_week_idx').on(t.companyId, t.week),
    index('learning_tips_author_id_idx').on(t.authorId),
    check('learning_tips_text_check', length(t.text, 1, TIP_MAX)),
    check('learning_tips_week_check', sql`extract(isodow from ${t.week}) = 1`),
  ],
);

/**
 * The reflection journal (level 1): read by its author alone, through every endpoint, the export and
 * every job. No company_id, and no table anyone else reads points at it.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Monday of the week whose prompt it answers. */
    week: date('week', { mode: 'string' }).notNull(),
    /** The prompt as it was asked, or null for a free entry. */
    prompt: text('prompt'),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('journal_entries_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('journal_entries_body_check', length(t.body, 1, JOURNAL_ENTRY_MAX)),
  ],
);

import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CONTRIBUTION_KINDS,
  CONTRIBUTION_TEXT_MAX,
  TEAM_PURPOSE_MAX,
} from '../../../shared/purpose-messages';
import { SUPPRESSION_REASONS } from '../../../shared/wellbeing-messages';
import { users } from './auth';
import { createdAt, oneOf } from './columns';
import { companies } from './companies';
import { teams } from './teams';
import { companyValues } from './values';
import { pulsePeriods } from './wellbeing';

/**
 * Purpose & Alignment (decision 040). A team's purpose is the company's to read (level 4); the
 * contribution log is a person's and their leads' (level 3: what they added by hand, and which
 * automatic entries they hide from their leads); values in practice is an anonymous assessment run
 * with the pulse's periods, threshold and seal (level 5, docs/privacy.md).
 */

/** A team's purpose: the sentence its lead writes, under the company's mission on the purpose map. */
export const teamPurposes = pgTable(
  'team_purposes',
  {
    teamId: uuid('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('team_purposes_company_id_idx').on(t.companyId),
    index('team_purposes_updated_by_idx').on(t.updatedBy),
    check(
      'team_purposes_text_check',
      sql`char_length(${t.text}) between 1 and ${sql.raw(String(TEAM_PURPOSE_MAX))}`,
    ),
  ],
);

/** An entry a person writes into their own contribution log. */
export const contributionEntries = pgTable(
  'contribution_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('contribution_entries_user_day_idx').on(
      t.userId,
      t.day.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('contribution_entries_company_id_idx').on(t.companyId),
    check(
      'contribution_entries_text_check',
      sql`char_length(${t.text}) between 1 and ${sql.raw(String(CONTRIBUTION_TEXT_MAX))}`,
    ),
  ],
);

/**
 * An entry of a person's log they hide from their leads: the entry's kind and the id of the row it
 * is built from (a check-in, a goal, a kudos, an action item, a growth item, a manual entry).
 */
export const contributionHides = pgTable(
  'contribution_hides',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONTRIBUTION_KINDS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.subjectId] }),
    check('contribution_hides_kind_check', sql`${t.kind} in (${oneOf(CONTRIBUTION_KINDS)})`),
  ],
);

/**
 * Values in practice, like the pulse: who answered a period (only that they did) and what was
 * answered (no person, no time finer than the period, the teams the person was in), kept apart.
 */
export const valueParticipation = pgTable(
  'value_participation',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    periodId: uuid('period_id')
      .notNull()
      .references(() => pulsePeriods.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.periodId, t.userId] }),
    index('value_participation_user_idx').on(t.userId),
    index('value_participation_company_id_idx').on(t.companyId),
  ],
);

export const valueResponses = pgTable(
  'value_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    periodId: uuid('period_id')
      .notNull()
      .references(() => pulsePeriods.id, { onDelete: 'cascade' }),
    teamIds: uuid('team_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Each value's score, by the value's id: the values the company had when it was answered. */
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
  },
  (t) => [
    index('value_responses_period_idx').on(t.periodId),
    index('value_responses_company_id_idx').on(t.companyId),
  ],
);

/**
 * A sealed period's publication for each value, for the company (no team) and each team: how many
 * answered and the mean score, or why it is withheld. Written once, at the seal.
 */
export const valueFigures = pgTable(
  'value_figures',
  {
    periodId: uuid('period_id')
      .notNull()
      .references(() => pulsePeriods.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    valueId: uuid('value_id')
      .notNull()
      .references(() => companyValues.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    members: integer('members').notNull(),
    respondents: integer('respondents'),
    score: doublePrecision('score'),
    reason: text('reason', { enum: SUPPRESSION_REASONS }),
  },
  (t) => [
    unique('value_figures_segment_unique').on(t.periodId, t.valueId, t.teamId).nullsNotDistinct(),
    index('value_figures_company_period_idx').on(t.companyId, t.periodId),
    index('value_figures_value_id_idx').on(t.valueId),
    index('value_figures_team_id_idx').on(t.teamId),
    check(
      'value_figures_shown_or_withheld_check',
      sql`(${t.reason} is null) = (${t.respondents} is not null and ${t.score} is not null)`,
    ),
    check('value_figures_reason_check', sql`${t.reason} in (${oneOf(SUPPRESSION_REASONS)})`),
  ],
);

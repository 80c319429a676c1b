import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  MOOD_SCALE_MAX,
  MOOD_SCALE_MIN,
  PULSE_CADENCES,
  PULSE_QUESTION_KEYS,
  PULSE_QUESTIONS,
  PULSE_THRESHOLD_MAX,
  PULSE_THRESHOLD_MIN,
  type PulseQuestion,
  SUPPRESSION_REASONS,
} from '../../../shared/wellbeing-messages';
import { users } from './auth';
import { createdAt, oneOf } from './columns';
import { companies } from './companies';
import { teams } from './teams';

/**
 * Well-being (docs/privacy.md). The daily check-in belongs to its person alone: no company, no
 * aggregate reads it. The pulse keeps apart who answered (participation) and what was answered
 * (responses, with no person and no time finer than the period): the two tables share no column that
 * could join them.
 */

const between = (column: unknown, min: number, max: number) =>
  sql`${column} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`;

/** A person's check-in for a day: one per day, a second replaces the first. */
export const moodEntries = pgTable(
  'mood_entries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    mood: smallint('mood').notNull(),
    energy: smallint('energy').notNull(),
    stress: smallint('stress').notNull(),
    /** Private: read by its author only. */
    note: text('note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    check('mood_entries_mood_check', between(t.mood, MOOD_SCALE_MIN, MOOD_SCALE_MAX)),
    check('mood_entries_energy_check', between(t.energy, MOOD_SCALE_MIN, MOOD_SCALE_MAX)),
    check('mood_entries_stress_check', between(t.stress, MOOD_SCALE_MIN, MOOD_SCALE_MAX)),
  ],
);

/**
 * A company's pulse period, made when it opens (by the job beside the sweep, or by the first request
 * that finds it missing); its opening notifies the members once, since (company, startsOn) is unique.
 */
export const pulsePeriods = pgTable(
  'pulse_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** The last day, included: the period closes when it is over (UTC). */
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    cadence: text('cadence', { enum: PULSE_CADENCES }).notNull(),
    /** The highest threshold in force since it opened: lowering k later never uncovers its answers. */
    threshold: smallint('threshold').notNull(),
    /** The company's members when it was sealed, after it closed (participation's denominator). */
    members: integer('members'),
    /** How many answered it, counted when it was sealed. */
    answered: integer('answered'),
    /**
     * Its figures are published (pulse_figures) and its answers deleted: decided once, after it
     * closed, and never again (docs/privacy.md).
     */
    sealed: boolean('sealed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('pulse_periods_company_starts_unique').on(t.companyId, t.startsOn),
    index('pulse_periods_company_ends_idx').on(t.companyId, t.endsOn.desc().nullsFirst()),
    check('pulse_periods_days_check', sql`${t.endsOn} >= ${t.startsOn}`),
    check('pulse_periods_cadence_check', sql`${t.cadence} in (${oneOf(PULSE_CADENCES)})`),
    check('pulse_periods_threshold_check', between(t.threshold, PULSE_THRESHOLD_MIN, PULSE_THRESHOLD_MAX)),
  ],
);

/** Who answered a period: only that they did, never what; no time is kept. */
export const pulseParticipation = pgTable(
  'pulse_participation',
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
    index('pulse_participation_user_idx').on(t.userId),
  ],
);

/**
 * What was answered: no person, no time but the period, a random id, and the teams the person was in
 * when they answered (the segments it counts in).
 */
export const pulseResponses = pgTable(
  'pulse_responses',
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
    enps: smallint('enps').notNull(),
    workload: smallint('workload').notNull(),
    stress: smallint('stress').notNull(),
    recognition: smallint('recognition').notNull(),
    clarity: smallint('clarity').notNull(),
  },
  (t) => [
    index('pulse_responses_period_idx').on(t.periodId),
    ...PULSE_QUESTION_KEYS.map((key) =>
      check(
        `pulse_responses_${key}_check`,
        between(t[key], PULSE_QUESTIONS[key].min, PULSE_QUESTIONS[key].max),
      ),
    ),
  ],
);

/**
 * A sealed period's publication: for the company (no team) and every team its answers counted in or
 * that was live at the seal, exactly what may be shown (the people who answered and the five scores)
 * or why it is withheld. Written once, at the seal, with the period's own threshold and the teams the
 * answers carried; every later read serves it as it is (docs/privacy.md).
 */
export const pulseFigures = pgTable(
  'pulse_figures',
  {
    periodId: uuid('period_id')
      .notNull()
      .references(() => pulsePeriods.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The team, or null for the company. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    /** The segment's members at the seal: participation's denominator. */
    members: integer('members').notNull(),
    /** Shown: how many answered in it, at least the period's threshold. Null when withheld. */
    respondents: integer('respondents'),
    /** Shown: the five scores as the API gives them. Null when withheld. */
    scores: jsonb('scores').$type<Record<PulseQuestion, number>>(),
    /** Withheld: why. Null when shown. */
    reason: text('reason', { enum: SUPPRESSION_REASONS }),
  },
  (t) => [
    unique('pulse_figures_segment_unique').on(t.periodId, t.teamId).nullsNotDistinct(),
    index('pulse_figures_team_idx').on(t.teamId),
    check(
      'pulse_figures_shown_or_withheld_check',
      sql`(${t.reason} is null) = (${t.respondents} is not null and ${t.scores} is not null)`,
    ),
    check('pulse_figures_reason_check', sql`${t.reason} in (${oneOf(SUPPRESSION_REASONS)})`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StandupQuestionKind } from '../../../shared/standup-messages';
import { users } from './auth';
import { createdAt } from './columns';
import { companies } from './companies';
import { teams } from './teams';

/**
 * Async standups (decision 038, slice 2): level 4, the team's. A team's standup, its members' answers
 * (the questions copied with them), and the digest sent once per team and day. No time of an answer
 * is shown anywhere: `updated_at` is kept for the export only.
 */

export interface StandupQuestion {
  text: string;
  kind: StandupQuestionKind;
}

/** One answer as asked that day: the question and its kind, copied, and the text (empty when skipped). */
export interface StandupAnswerItem extends StandupQuestion {
  answer: string;
}

export const standups = pgTable(
  'standups',
  {
    teamId: uuid('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    questions: jsonb('questions').$type<StandupQuestion[]>().notNull(),
    /** ISO weekdays, 1 (Monday) to 7. */
    weekdays: smallint('weekdays').array().notNull(),
    /** HH:MM in the company's time zone. */
    digestTime: text('digest_time').notNull(),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('standups_company_id_idx').on(t.companyId),
    check('standups_digest_time_check', sql`${t.digestTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('standups_weekdays_check', sql`cardinality(${t.weekdays}) between 1 and 7`),
  ],
);

export const standupAnswers = pgTable(
  'standup_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    answers: jsonb('answers').$type<StandupAnswerItem[]>().notNull(),
    /** The answer to a `blocked` question is not empty. */
    blocked: boolean('blocked').notNull().default(false),
    /** Written by the person's day close rather than the form. */
    fromClose: boolean('from_close').notNull().default(false),
    /** When the team's leads were told it is blocked: once per answer. */
    blockedToldAt: timestamp('blocked_told_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One answer per person, team and day; the team's page of a day reads it by (team, day).
    uniqueIndex('standup_answers_team_day_user_idx').on(t.teamId, t.day, t.userId),
    index('standup_answers_user_id_idx').on(t.userId),
  ],
);

/** The digest of a team's standup day, sent once whatever the number of instances. */
export const standupDigests = pgTable(
  'standup_digests',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.day] })],
);

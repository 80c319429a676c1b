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
  uuid,
} from 'drizzle-orm/pg-core';
import {
  FOCUS_MINUTES_MAX,
  FOCUS_MINUTES_MIN,
  FOCUS_PURPOSE_MAX,
  HABIT_NAME_MAX,
  HABIT_PER_WEEK_MAX,
  HABIT_PER_WEEK_MIN,
} from '../../../shared/focus-messages';
import { users } from './auth';
import { createdAt } from './columns';
import { companies } from './companies';

/**
 * Focus blocks and habits (decision 038, slice 3): level 1, their person's alone. Every statement
 * that reads them has `user_id` = the caller; they go with the account (cascade).
 */

/** A block of focus time on a day of the company's calendar, at a local start, for some minutes. */
export const focusBlocks = pgTable(
  'focus_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** HH:MM in the company's time zone. */
    startTime: text('start_time').notNull(),
    minutes: smallint('minutes').notNull(),
    purpose: text('purpose').notNull(),
    /** Null until the person says, once the block has started. */
    kept: boolean('kept'),
    createdAt: createdAt(),
  },
  (t) => [
    index('focus_blocks_user_day_idx').on(t.userId, t.day),
    index('focus_blocks_company_id_idx').on(t.companyId),
    check(
      'focus_blocks_minutes_check',
      sql`${t.minutes} between ${sql.raw(String(FOCUS_MINUTES_MIN))} and ${sql.raw(String(FOCUS_MINUTES_MAX))}`,
    ),
    check('focus_blocks_start_time_check', sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      'focus_blocks_purpose_check',
      sql`char_length(${t.purpose}) between 1 and ${sql.raw(String(FOCUS_PURPOSE_MAX))}`,
    ),
  ],
);

/** A habit with a weekly target; its record is the share of weeks met, never a streak. */
export const habits = pgTable(
  'habits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    perWeek: smallint('per_week').notNull(),
    createdAt: createdAt(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('habits_user_id_idx').on(t.userId),
    check(
      'habits_per_week_check',
      sql`${t.perWeek} between ${sql.raw(String(HABIT_PER_WEEK_MIN))} and ${sql.raw(String(HABIT_PER_WEEK_MAX))}`,
    ),
    check('habits_name_check', sql`char_length(${t.name}) between 1 and ${sql.raw(String(HABIT_NAME_MAX))}`),
  ],
);

/** A day a habit was done. */
export const habitTicks = pgTable(
  'habit_ticks',
  {
    habitId: uuid('habit_id')
      .notNull()
      .references(() => habits.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.habitId, t.day] })],
);

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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DAY_CLOSE_FIELD_MAX, DAY_ITEM_MAX } from '../../../shared/limits';
import { users } from './auth';
import { companies } from './companies';
import { goals, keyResults } from './goals';
import { growthItems } from './learning';
import { actionItems } from './one-on-ones';

/**
 * Today (decision 038, slice 1): a person's plan for their day and the day's close. Level 1: read by
 * their author alone, through every endpoint, the export and every job.
 */

export const dayItems = pgTable(
  'day_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The company's local day the item is planned for; roll-over moves open items forward. */
    day: date('day', { mode: 'string' }).notNull(),
    position: integer('position').notNull(),
    /** Typed, or the link's title as it was when pulled: it stays when the linked row goes. */
    text: text('text').notNull(),
    keyResultId: uuid('key_result_id').references(() => keyResults.id, { onDelete: 'set null' }),
    goalId: uuid('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    actionItemId: uuid('action_item_id').references(() => actionItems.id, { onDelete: 'set null' }),
    growthItemId: uuid('growth_item_id').references(() => growthItems.id, { onDelete: 'set null' }),
    /**
     * The day this item was "the one thing" of, at most one per person and day. A day, not a flag: an
     * open one thing rolls forward, its mark stays on the day it was chosen (the hit rate reads it).
     */
    oneThingOn: date('one_thing_on', { mode: 'string' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Working days the item has rolled over, open, to a later day. */
    rolled: smallint('rolled').notNull().default(0),
    /** When the person answered "Keep it?" with keep: it is not asked again. */
    keepAskedAt: timestamp('keep_asked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Today's read: one person's day, in their order.
    index('day_items_user_day_position_idx').on(t.userId, t.day, t.position),
    uniqueIndex('day_items_one_thing_idx')
      .on(t.userId, t.oneThingOn)
      .where(sql`${t.oneThingOn} is not null`),
    // The roll-over job's open items of past days, few whatever the table's size.
    index('day_items_open_idx')
      .on(t.day, t.id)
      .where(sql`${t.doneAt} is null`),
    index('day_items_company_id_idx').on(t.companyId),
    index('day_items_key_result_id_idx').on(t.keyResultId),
    index('day_items_goal_id_idx').on(t.goalId),
    index('day_items_action_item_id_idx').on(t.actionItemId),
    index('day_items_growth_item_id_idx').on(t.growthItemId),
    check('day_items_text_check', sql`char_length(${t.text}) between 1 and ${sql.raw(String(DAY_ITEM_MAX))}`),
    check(
      'day_items_one_link_check',
      sql`num_nonnulls(${t.keyResultId}, ${t.goalId}, ${t.actionItemId}, ${t.growthItemId}) <= 1`,
    ),
    check('day_items_rolled_check', sql`${t.rolled} >= 0`),
  ],
);

export const dayCloses = pgTable(
  'day_closes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    done: text('done'),
    next: text('next'),
    blocked: text('blocked'),
    note: text('note'),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    index('day_closes_company_id_idx').on(t.companyId),
    check(
      'day_closes_length_check',
      sql`coalesce(char_length(${t.done}), 0) <= ${sql.raw(String(DAY_CLOSE_FIELD_MAX))}
        and coalesce(char_length(${t.next}), 0) <= ${sql.raw(String(DAY_CLOSE_FIELD_MAX))}
        and coalesce(char_length(${t.blocked}), 0) <= ${sql.raw(String(DAY_CLOSE_FIELD_MAX))}
        and coalesce(char_length(${t.note}), 0) <= ${sql.raw(String(DAY_CLOSE_FIELD_MAX))}`,
    ),
  ],
);

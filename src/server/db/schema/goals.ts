import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CHECK_IN_STATUSES,
  GOAL_LEVELS,
  GOAL_VISIBILITIES,
  KEY_RESULT_KINDS,
} from '../../../shared/goal-messages';
import { users } from './auth';
import { createdAt, oneOf } from './columns';
import { companies } from './companies';
import { teams } from './teams';

/**
 * Goals, their key results and check-ins (docs/product.md#goals). A goal's progress and its last
 * check-in are kept on its row, written in the transaction that changes them, so lists and the
 * dashboard read them without visiting the key results or the check-ins.
 */

export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    level: text('level', { enum: GOAL_LEVELS }).notNull(),
    /** The team of a team goal, and only of one. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    visibility: text('visibility', { enum: GOAL_VISIBILITIES }).notNull().default('company'),
    /** The weighted mean of its key results' progress, 0 to 1 (shared/goal-progress.ts). */
    progress: doublePrecision('progress').notNull().default(0),
    /** The last check-in's moment, status and confidence: health reads the status (MODULES' status override). */
    lastCheckInAt: timestamp('last_check_in_at', { withTimezone: true }),
    lastCheckInStatus: text('last_check_in_status', { enum: CHECK_IN_STATUSES }),
    lastCheckInConfidence: smallint('last_check_in_confidence'),
    /** When its owner was last reminded to check in: one reminder per week without one. */
    checkInRemindedAt: timestamp('check_in_reminded_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Lists: a company's goals, newest first, a page at a time.
    index('goals_company_created_idx').on(
      t.companyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The dashboard's figures and the alignment tree read the open goals only.
    index('goals_company_open_idx')
      .on(t.companyId)
      .where(sql`${t.closedAt} is null`),
    index('goals_owner_id_idx').on(t.ownerId),
    index('goals_team_id_idx').on(t.teamId),
    check('goals_level_check', sql`${t.level} in (${oneOf(GOAL_LEVELS)})`),
    check('goals_visibility_check', sql`${t.visibility} in (${oneOf(GOAL_VISIBILITIES)})`),
    check(
      'goals_last_check_in_status_check',
      sql`${t.lastCheckInStatus} is null or ${t.lastCheckInStatus} in (${oneOf(CHECK_IN_STATUSES)})`,
    ),
    check('goals_team_check', sql`(${t.level} = 'team') = (${t.teamId} is not null)`),
    check('goals_period_check', sql`${t.dueOn} >= ${t.startsOn}`),
    check('goals_progress_check', sql`${t.progress} between 0 and 1`),
  ],
);

/** A goal supports its parents: several of them, never in a cycle (checked under a lock). */
export const goalAlignments = pgTable(
  'goal_alignments',
  {
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.goalId, t.parentId] }),
    index('goal_alignments_parent_id_idx').on(t.parentId),
    check('goal_alignments_not_self_check', sql`${t.goalId} <> ${t.parentId}`),
  ],
);

export const keyResults = pgTable(
  'key_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind', { enum: KEY_RESULT_KINDS }).notNull(),
    unit: text('unit'),
    startValue: doublePrecision('start_value').notNull(),
    targetValue: doublePrecision('target_value').notNull(),
    currentValue: doublePrecision('current_value').notNull(),
    weight: smallint('weight').notNull().default(1),
    position: smallint('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('key_results_goal_id_idx').on(t.goalId, t.position),
    check('key_results_kind_check', sql`${t.kind} in (${oneOf(KEY_RESULT_KINDS)})`),
    check('key_results_weight_check', sql`${t.weight} between 1 and 10`),
  ],
);

export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: CHECK_IN_STATUSES }).notNull(),
    confidence: smallint('confidence').notNull(),
    note: text('note'),
    blockers: text('blockers'),
    createdAt: createdAt(),
  },
  (t) => [
    // A goal's timeline, newest first.
    index('check_ins_goal_created_idx').on(
      t.goalId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('check_ins_author_id_idx').on(t.authorId),
    check('check_ins_status_check', sql`${t.status} in (${oneOf(CHECK_IN_STATUSES)})`),
    check('check_ins_confidence_check', sql`${t.confidence} between 0 and 10`),
  ],
);

/**
 * A key result's value history: one row when it is set or its start changes (no check-in), and one
 * for each check-in that moves it.
 */
export const keyResultValues = pgTable(
  'key_result_values',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keyResultId: uuid('key_result_id')
      .notNull()
      .references(() => keyResults.id, { onDelete: 'cascade' }),
    checkInId: uuid('check_in_id').references(() => checkIns.id, { onDelete: 'cascade' }),
    value: doublePrecision('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('key_result_values_key_result_idx').on(t.keyResultId, t.createdAt),
    index('key_result_values_check_in_id_idx').on(t.checkInId),
  ],
);

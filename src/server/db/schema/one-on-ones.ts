import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import {
  AGENDA_POINT_MAX,
  ONE_ON_ONE_CADENCES,
  ONE_ON_ONE_NOTE_MAX,
  ONE_ON_ONE_STATUSES,
} from '../../../shared/communication-messages';
import { users } from './auth';
import { createdAt, oneOf } from './columns';
import { companies } from './companies';
import { goals } from './goals';
import { growthItems } from './learning';

/**
 * 1:1s (decision 037): read by the two people only (level 2), their private notes by the author only
 * (level 1). A person who leaves SOS is set null, so the partner keeps the history.
 */

export const oneOnOnes = pgTable(
  'one_on_ones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    partnerId: uuid('partner_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ONE_ON_ONE_STATUSES }).notNull(),
    cadence: text('cadence', { enum: ONE_ON_ONE_CADENCES }).notNull(),
    /** ISO weekday, 1 (Monday) to 7, and HH:MM, in the company's time zone. */
    weekday: smallint('weekday').notNull(),
    localTime: text('local_time').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One live 1:1 per pair, whoever proposed it.
    uniqueIndex('one_on_ones_live_pair_idx')
      .on(sql`least(${t.proposedBy}, ${t.partnerId})`, sql`greatest(${t.proposedBy}, ${t.partnerId})`)
      .where(sql`${t.status} <> 'ended'`),
    index('one_on_ones_company_id_idx').on(t.companyId),
    index('one_on_ones_proposed_by_idx').on(t.proposedBy),
    index('one_on_ones_partner_id_idx').on(t.partnerId),
    index('one_on_ones_ended_by_idx').on(t.endedBy),
    check('one_on_ones_status_check', sql`${t.status} in (${oneOf(ONE_ON_ONE_STATUSES)})`),
    check('one_on_ones_cadence_check', sql`${t.cadence} in (${oneOf(ONE_ON_ONE_CADENCES)})`),
    check('one_on_ones_weekday_check', sql`${t.weekday} between 1 and 7`),
    check('one_on_ones_local_time_check', sql`${t.localTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('one_on_ones_two_people_check', sql`${t.proposedBy} <> ${t.partnerId}`),
  ],
);

export const oneOnOneMeetings = pgTable(
  'one_on_one_meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    oneOnOneId: uuid('one_on_one_id')
      .notNull()
      .references(() => oneOnOnes.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** When the two were told, the day before, that its agenda was empty (meeting-jobs.ts): once. */
    emptyAgendaRemindedAt: timestamp('empty_agenda_reminded_at', { withTimezone: true }),
  },
  (t) => [
    // The history, newest first; and one meeting not held per 1:1.
    index('one_on_one_meetings_history_idx').on(
      t.oneOnOneId,
      t.startsAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('one_on_one_meetings_next_idx')
      .on(t.oneOnOneId)
      .where(sql`${t.heldAt} is null`),
    // The jobs' meetings due: those not held, by when they start (communication/meeting-jobs.ts).
    index('one_on_one_meetings_due_idx')
      .on(t.startsAt)
      .where(sql`${t.heldAt} is null`),
  ],
);

export const agendaPoints = pgTable(
  'agenda_points',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => oneOnOneMeetings.id, { onDelete: 'cascade' }),
    /** Null once the author has left SOS: the point stays in the partner's history, unnamed. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    position: integer('position').notNull(),
    tickedAt: timestamp('ticked_at', { withTimezone: true }),
    tickedBy: uuid('ticked_by').references(() => users.id, { onDelete: 'set null' }),
    /** The point this one continues: a carried point is not carried again. */
    carriedFrom: uuid('carried_from').references((): AnyPgColumn => agendaPoints.id, {
      onDelete: 'set null',
    }),
    goalId: uuid('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    /** A growth item put on the agenda from the person's growth plan (decision 040). */
    growthItemId: uuid('growth_item_id').references(() => growthItems.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('agenda_points_meeting_position_idx').on(t.meetingId, t.position),
    index('agenda_points_author_id_idx').on(t.authorId),
    index('agenda_points_ticked_by_idx').on(t.tickedBy),
    index('agenda_points_carried_from_idx').on(t.carriedFrom),
    index('agenda_points_goal_id_idx').on(t.goalId),
    index('agenda_points_growth_item_id_idx').on(t.growthItemId),
    check(
      'agenda_points_text_check',
      sql`char_length(${t.text}) between 1 and ${sql.raw(String(AGENDA_POINT_MAX))}`,
    ),
  ],
);

/**
 * Private notes (level 1): no company_id and no key any table the partner reads points at. Every
 * statement that reads them has author_id = the caller (privacy-schema.test.ts pins the columns).
 */
export const oneOnOneNotes = pgTable(
  'one_on_one_notes',
  {
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => oneOnOneMeetings.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.authorId, t.meetingId] }),
    index('one_on_one_notes_meeting_id_idx').on(t.meetingId),
    check(
      'one_on_one_notes_body_check',
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(ONE_ON_ONE_NOTE_MAX))}`,
    ),
  ],
);

export const actionItems = pgTable(
  'action_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    oneOnOneId: uuid('one_on_one_id')
      .notNull()
      .references(() => oneOnOnes.id, { onDelete: 'cascade' }),
    meetingId: uuid('meeting_id').references(() => oneOnOneMeetings.id, { onDelete: 'set null' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    goalId: uuid('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('action_items_open_owner_idx')
      .on(t.ownerId)
      .where(sql`${t.doneAt} is null`),
    index('action_items_owner_id_idx').on(t.ownerId),
    index('action_items_one_on_one_id_idx').on(t.oneOnOneId),
    index('action_items_meeting_id_idx').on(t.meetingId),
    index('action_items_goal_id_idx').on(t.goalId),
    index('action_items_created_by_idx').on(t.createdBy),
  ],
);

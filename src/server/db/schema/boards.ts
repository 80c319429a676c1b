import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BOARD_EVENT_KINDS } from '../../../shared/board-messages';
import { users } from './auth';
import { createdAt, oneOf } from './columns';
import { companies } from './companies';
import { keyResults } from './goals';
import { teams } from './teams';

/**
 * A team's board (decision 038, slice 4): level 4, read and written by the team's current members.
 * The board row is the lock every change of its columns and cards takes first (`for update`), so
 * positions are renumbered one change at a time. A person who leaves SOS is set null: the cards and
 * their history stay with the team.
 */

export const boards = pgTable('boards', {
  /** One board per team: the team is its key. */
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const boardColumns = pgTable(
  'board_columns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => boards.teamId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 0, 1, 2…: renumbered under the board's lock; the last column is where cards are done. */
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('board_columns_team_idx').on(t.teamId, t.position)],
);

export const boardCards = pgTable(
  'board_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => boards.teamId, { onDelete: 'cascade' }),
    columnId: uuid('column_id')
      .notNull()
      .references(() => boardColumns.id, { onDelete: 'cascade' }),
    /** 0, 1, 2… among the column's cards on the board, renumbered under the board's lock. */
    position: integer('position').notNull(),
    title: text('title').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    dueOn: date('due_on', { mode: 'string' }),
    keyResultId: uuid('key_result_id').references(() => keyResults.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * When it reached the board's last column; null elsewhere. A card done more than
     * BOARD_ARCHIVE_AFTER_DAYS ago is archived: off the board, in the export and its history.
     */
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The board's read: its open cards, and its done ones newest first (the archived ones stop there).
    index('board_cards_open_idx')
      .on(t.teamId, t.columnId, t.position)
      .where(sql`${t.doneAt} is null`),
    index('board_cards_done_idx').on(t.teamId, t.doneAt.desc().nullsFirst()),
    index('board_cards_column_idx').on(t.columnId),
    index('board_cards_owner_id_idx').on(t.ownerId),
    index('board_cards_created_by_idx').on(t.createdBy),
    index('board_cards_key_result_id_idx').on(t.keyResultId),
  ],
);

export const boardCardEvents = pgTable(
  'board_card_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => boardCards.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BOARD_EVENT_KINDS }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** For a move, the column names as they were; for an assignment, the new owner (null: nobody). */
    fromColumn: text('from_column'),
    toColumn: text('to_column'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('board_card_events_card_idx').on(t.cardId, t.createdAt),
    index('board_card_events_actor_id_idx').on(t.actorId),
    index('board_card_events_owner_id_idx').on(t.ownerId),
    check('board_card_events_kind_check', sql`${t.kind} in (${oneOf(BOARD_EVENT_KINDS)})`),
  ],
);

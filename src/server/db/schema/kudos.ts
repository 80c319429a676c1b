import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { FEED_POST_KINDS, REACTION_NAMES } from '../../../shared/culture-messages';
import { users } from './auth';
import { createdAt, oneOf } from './columns';
import { companies } from './companies';
import { goals } from './goals';
import { companyValues } from './values';

/**
 * Culture's kudos (docs/product.md#culture-and-recognition). The feed is one table: a person's kudos, and
 * the celebrations the system posts (a work anniversary, a goal closed at 70 % or more), so that one
 * statement pages through both. Kudos are never edited; their sender or an admin deletes them.
 */

export const kudos = pgTable(
  'kudos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FEED_POST_KINDS }).notNull().default('kudos'),
    /** Who gave it: null for a celebration, and once the sender deleted their account. */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** Plain text, 1–500 characters; null for a celebration. */
    message: text('message'),
    valueId: uuid('value_id').references(() => companyValues.id, { onDelete: 'set null' }),
    /** An anniversary: the years completed. */
    anniversaryYears: smallint('anniversary_years'),
    /** A goal closed: the goal, and its title and progress when it closed (it may change since). */
    goalId: uuid('goal_id').references(() => goals.id, { onDelete: 'cascade' }),
    goalTitle: text('goal_title'),
    goalProgress: doublePrecision('goal_progress'),
    /**
     * What a celebration celebrates (`anniversary:<userId>:<years>`, `goal_closed:<goalId>`): unique
     * per company, so each is posted once however many instances post it at the same moment.
     */
    celebrationKey: text('celebration_key'),
    createdAt: createdAt(),
  },
  (t) => [
    // The feed: a company's posts, newest first, a page at a time.
    index('kudos_company_created_idx').on(
      t.companyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A sender's last 24 hours (the daily limit), and the person filter's "gave".
    index('kudos_sender_created_idx').on(t.senderId, t.createdAt.desc().nullsFirst()),
    // The values wall's latest per value, and the value filter.
    index('kudos_value_created_idx').on(t.valueId, t.createdAt.desc().nullsFirst()),
    index('kudos_goal_id_idx').on(t.goalId),
    uniqueIndex('kudos_celebration_key_idx')
      .on(t.companyId, t.celebrationKey)
      .where(sql`${t.celebrationKey} is not null`),
    check('kudos_kind_check', sql`${t.kind} in (${oneOf(FEED_POST_KINDS)})`),
    check('kudos_message_check', sql`(${t.kind} = 'kudos') = (${t.message} is not null)`),
    check('kudos_celebration_check', sql`(${t.kind} = 'kudos') = (${t.celebrationKey} is null)`),
  ],
);

/**
 * The kudos each person gave in the last 24 hours, by time: the daily limit counts these rows, not the
 * kudos, so that deleting a kudos gives none back. A row outlives its kudos (kudos_id then names a
 * deleted one) and holds nothing of what it said; giving again clears the sender's rows a day old.
 */
export const kudosGiven = pgTable(
  'kudos_given',
  {
    kudosId: uuid('kudos_id').primaryKey(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('kudos_given_sender_created_idx').on(t.senderId, t.createdAt.desc().nullsFirst())],
);

/** Who a post recognises or celebrates: one to six people for kudos, the celebrated for the others. */
export const kudosRecipients = pgTable(
  'kudos_recipients',
  {
    kudosId: uuid('kudos_id')
      .notNull()
      .references(() => kudos.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.kudosId, t.userId] }),
    // What a person received (their profile, the recipient filter, breadth).
    index('kudos_recipients_user_id_idx').on(t.userId, t.kudosId),
  ],
);

/** One person's reaction with one of the six emoji: a row per (post, person, emoji), so toggling is idempotent. */
export const kudosReactions = pgTable(
  'kudos_reactions',
  {
    kudosId: uuid('kudos_id')
      .notNull()
      .references(() => kudos.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji', { enum: REACTION_NAMES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kudosId, t.emoji, t.userId] }),
    index('kudos_reactions_user_id_idx').on(t.userId),
    check('kudos_reactions_emoji_check', sql`${t.emoji} in (${oneOf(REACTION_NAMES)})`),
  ],
);

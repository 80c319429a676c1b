import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NUDGE_KINDS } from '../../../shared/companion-messages';
import { users } from './auth';
import { oneOf } from './columns';
import { companies } from './companies';

/**
 * The companion's nudges (decision 044): level 1, their person's alone. The nudges themselves are
 * not stored: rules decide them when read; these rows only remember what the person said of them.
 */

/** A nudge the person dismissed: it stays away for NUDGE_DISMISS_DAYS, and counts against its day. */
export const nudgeDismissals = pgTable(
  'nudge_dismissals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NUDGE_KINDS }).notNull(),
    /** The row the nudge named (a goal, a meeting, a teammate…); no foreign key, as it may be any table's. */
    subjectId: uuid('subject_id').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.subjectId] }),
    index('nudge_dismissals_user_dismissed_idx').on(t.userId, t.dismissedAt),
    index('nudge_dismissals_company_id_idx').on(t.companyId),
    check('nudge_dismissals_kind_check', sql`${t.kind} in (${oneOf(NUDGE_KINDS)})`),
  ],
);

/** A kind of nudge the person wants none of. */
export const nudgeMutes = pgTable(
  'nudge_mutes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NUDGE_KINDS }).notNull(),
    mutedAt: timestamp('muted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId, t.kind] }),
    index('nudge_mutes_company_id_idx').on(t.companyId),
    check('nudge_mutes_kind_check', sql`${t.kind} in (${oneOf(NUDGE_KINDS)})`),
  ],
);

/**
 * The company's use of the model, day by day (decision 046): counts only, never who asked or what. A
 * call is counted when it is sent; a failure when the model gave no whole answer.
 */
export const companionModelUse = pgTable(
  'companion_model_use',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The company's local day. */
    day: date('day', { mode: 'string' }).notNull(),
    calls: integer('calls').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    charactersSent: integer('characters_sent').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

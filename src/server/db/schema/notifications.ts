import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';
import { companies } from './companies';

/**
 * In-app notifications: one row per event a person should hear about (docs/product.md#notifications).
 * `kind` names the event and `data` holds what its text needs (names and ids), typed per kind by the
 * shared contract. They belong to the person, not the company: company_id is only context (none for a
 * rejected join request) and a person who leaves keeps theirs. Read ones are kept.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    /**
     * What it is about, within its kind (a team's id for team_added: notify.ts says per kind), so that
     * a repeated event refreshes the one unread notice instead of adding another. Null on rows made
     * before it existed.
     */
    subject: text('subject'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // A person's list, newest first, and its cursor (created_at, id).
    index('notifications_user_id_created_at_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The bell's count in /api/me: only the unread rows.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    // At most one unread notification per person, kind and subject, even when two events land at once.
    uniqueIndex('notifications_unread_subject_idx')
      .on(t.userId, t.kind, t.subject)
      .where(sql`${t.readAt} is null`),
  ],
);

import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';

/**
 * A person's calendar feed of their 1:1s (decision 037, docs/privacy.md, section 6): one secret
 * link each. Only the SHA-256 hash of the secret is stored, as for the mailed links, so a copy of the
 * database reads no feed. Revoking deletes the row; a new link replaces it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

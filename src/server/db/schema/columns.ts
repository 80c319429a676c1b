import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made: every table but rate_limits has one. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

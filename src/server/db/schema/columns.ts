import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made: every table but rate_limits has one. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A check's list of allowed values, from our own constants (never input): `'a', 'b'`. */
export const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

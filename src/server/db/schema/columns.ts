import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/**
 * When a row was made: every table has one but rate_limits and the pulse's answers and participation,
 * which on purpose keep no time finer than their period (docs/privacy.md).
 */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A check's list of allowed values, from our own constants (never input): `'a', 'b'`. */
export const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

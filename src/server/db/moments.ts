import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** A moment as the API writes it: ISO 8601 in UTC, to the millisecond. */
export const isoSql = (moment: SQL | AnyColumn) =>
  sql<string>`to_char(${moment} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { decodeCursor, encodeCursor } from '../../shared/page-cursor';
import { invalidInput } from '../domain-error';

/**
 * Lists read a page at a time (goals, check-ins, the kudos feed), newest first by (moment, id), with opaque cursors
 * (src/shared/page-cursor.ts): the next page starts below the pair the cursor holds, whatever the
 * caller may see, so a cursor never looks a row up.
 */

/** A moment to the microsecond, as a cursor holds it: the order of the list, exactly. */
export const pageMomentSql = (moment: AnyColumn | SQL) =>
  sql<string>`to_char(${moment} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The rows below the cursor's pair. The list's query rules let only cursors through, so `invalid`,
 * the list's own words for a bad cursor, answers only a caller that skipped them.
 */
export function belowCursor(
  moment: AnyColumn | SQL,
  id: AnyColumn | SQL,
  cursor: string | undefined,
  invalid: string,
) {
  if (cursor === undefined) return undefined;
  const after = decodeCursor(cursor);
  if (!after) throw invalidInput('cursor', invalid);
  return sql`(${moment}, ${id}) < (${after.at}::timestamptz, ${after.id}::uuid)`;
}

/**
 * A page from `limit + 1` rows read newest first: the first `limit`, and the cursor below the last of
 * them when there are more.
 */
export function pageOf<R extends { pageAt: string; id: string }>(rows: R[], limit: number) {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    rows: shown,
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.pageAt, id: last.id }) : null,
  };
}

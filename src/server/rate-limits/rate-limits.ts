import { type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { preparedQuery } from '../db/prepared';
import { rateLimits } from '../db/schema';
import { DomainError } from '../domain-error';
import type { RateLimitRule } from '../env';

/** One hit on one counter: `key` names what is counted (`sign-in:ip:…`), `rule` its limit. */
export interface RateLimitHit {
  key: string;
  rule: RateLimitRule;
}

/**
 * The upsert that counts one hit on each of `keys` keys, prepared once per database and number of
 * keys: key i and its window's length are the placeholders `key<i>` and `seconds<i>`.
 */
function countHitsQuery(keys: number) {
  return preparedQuery((db) => {
    const expired = sql`${rateLimits.windowEndsAt} <= now()`;
    return db
      .insert(rateLimits)
      .values(
        Array.from({ length: keys }, (_, i) => ({
          key: sql.placeholder(`key${i}`),
          count: 1,
          windowEndsAt: sql`now() + make_interval(secs => ${sql.placeholder(`seconds${i}`)})`,
        })),
      )
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
        },
      })
      .returning({
        key: rateLimits.key,
        count: rateLimits.count,
        retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.windowEndsAt} - now())))::int`,
      })
      .prepare(`count_rate_limit_hits_${keys}`);
  });
}

const countHits = [countHitsQuery(1), countHitsQuery(2)];

/**
 * Counts one hit on each key in a fixed window kept in the database (so every instance shares it), all
 * in one statement, and throws rate_limited (429 with Retry-After) once any window holds more than its rule allows.
 * Every key is counted even when another one is over. Rows are locked in key order, so two requests
 * counting overlapping keys cannot deadlock.
 */
export async function consumeRateLimits(db: Database, hits: RateLimitHit[]): Promise<void> {
  const query = countHits[hits.length - 1];
  if (!query) throw new Error(`consumeRateLimits counts 1 or 2 keys, not ${hits.length}`);
  const sorted = [...hits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const values = Object.fromEntries(
    sorted.flatMap(({ key, rule }, i) => [
      [`key${i}`, key],
      [`seconds${i}`, rule.windowSeconds],
    ]),
  );
  const rows = await query(db).execute(values);
  const over = rows.filter((row) => row.count > (hits.find((hit) => hit.key === row.key)?.rule.limit ?? 0));
  if (over.length > 0) {
    throw new DomainError('rate_limited', {
      retryAfterSeconds: Math.max(...over.map((row) => row.retryAfter)),
    });
  }
}

export function consumeRateLimit(db: Database, key: string, rule: RateLimitRule): Promise<void> {
  return consumeRateLimits(db, [{ key, rule }]);
}

/**
 * Gives back a hit that turned out not to count (a successful sign-in is not a failure). Returned
 * unrun, so that it can run on its own or inside another statement (createSession's).
 */
export function rateLimitRefund(db: Database, key: string | Placeholder) {
  return db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowEndsAt} > now()`);
}

export async function refundRateLimit(db: Database, key: string): Promise<void> {
  await rateLimitRefund(db, key);
}

/** Drops windows that have ended; main.ts runs it now and then so the table stays small. */
export async function sweepRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowEndsAt} <= now()`);
}

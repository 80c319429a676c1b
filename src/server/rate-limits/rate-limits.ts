import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import type { RateLimitRule } from '../env';
import { rateLimits } from '../db/schema';
import { ApiError } from '../http/errors';
import { apiMessages } from '../../shared/messages';

/**
 * Counts one hit on `key` in a fixed window kept in the database (so every instance shares it) and
 * throws 429 with Retry-After once the window holds more than the rule allows.
 */
export async function consumeRateLimit(db: Database, key: string, rule: RateLimitRule): Promise<void> {
  const windowEnd = sql`now() + make_interval(secs => ${rule.windowSeconds})`;
  const expired = sql`${rateLimits.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.windowEndsAt} - now())))::int`,
    });
  if (row && row.count > rule.limit) {
    throw new ApiError(429, 'rate_limited', apiMessages.rateLimited, undefined, {
      'Retry-After': String(row.retryAfter),
    });
  }
}

/** Gives back a hit that turned out not to count (a successful sign-in is not a failure). */
export async function refundRateLimit(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowEndsAt} > now()`);
}

/** Drops windows that have ended; main.ts runs it now and then so the table stays small. */
export async function sweepRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowEndsAt} <= now()`);
}

import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Style } from '../../shared/contract/reviews';
import type { putStyleSchema } from '../../shared/style-rules';
import type { Database, Db } from '../db/connect';
import { isoSql } from '../db/moments';
import { communicationStyles } from '../db/schema';

/**
 * How a person likes to communicate (decision 037): their own to say, read by the whole company
 * (level 4) on their profile and beside the agenda of a 1:1 with them.
 */

/** A person's style, or null until they said; for the profile and a 1:1's agenda. */
export async function styleOf(db: Db, userId: string): Promise<Style | null> {
  const [row] = await db
    .select({
      channel: communicationStyles.channel,
      timing: communicationStyles.timing,
      tone: communicationStyles.tone,
      note: communicationStyles.note,
      updatedAt: isoSql(communicationStyles.updatedAt),
    })
    .from(communicationStyles)
    .where(eq(communicationStyles.userId, userId));
  return row ?? null;
}

/** Everything left open removes the style: there is nothing left to show. */
export async function putStyle(db: Database, userId: string, input: z.output<typeof putStyleSchema>) {
  const { channel, timing, tone, note } = input;
  if (channel === null && timing === null && tone === null && note === null) {
    await db.delete(communicationStyles).where(eq(communicationStyles.userId, userId));
    return { style: null };
  }
  const values = { channel, timing, tone, note };
  await db
    .insert(communicationStyles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: communicationStyles.userId, set: { ...values, updatedAt: sql`now()` } });
  return { style: await styleOf(db, userId) };
}

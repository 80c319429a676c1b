import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, withClient } from '../../../tests/setup/database-url';
import { dayAhead, reviewBody, reviewWorld, startReview } from '../../../tests/setup/reviews';
import { testAppOn } from '../../../tests/setup/test-app';
import { connectPostgres } from '../db/connect';
import { reviews } from '../db/schema';
import { closeDueReviews } from './review-jobs';

/**
 * 360s close on their closing day, by the job every instance runs now and then (decision 037): two
 * pools on one database stand for two instances, and each 360 is closed once.
 */
const database = await createDatabase(inject('databaseServer'), { template: inject('databaseTemplate') });
const instanceA = await connectPostgres(database.url);
const instanceB = await connectPostgres(database.url);
afterAll(async () => {
  await Promise.all([instanceA.close(), instanceB.close()]);
  await database.drop();
});

const t = testAppOn(instanceA.db);

async function closedAtOf(ids: string[]) {
  const rows = await t.db
    .select({ id: reviews.id, closedAt: reviews.closedAt })
    .from(reviews)
    .where(inArray(reviews.id, ids));
  return new Map(rows.map((row) => [row.id, row.closedAt]));
}

describe('closing 360s', () => {
  it('closes those whose day has come, once, when two instances run at the same moment', async () => {
    const worlds = await Promise.all([reviewWorld(t), reviewWorld(t), reviewWorld(t)]);
    const started = await Promise.all(
      worlds.map(({ sam, peers }) => startReview(t, sam, reviewBody([{ person: peers[0]!, group: 'peer' }]))),
    );
    const [due, alsoDue, later] = started.map((review) => review.id) as [string, string, string];
    await t.db
      .update(reviews)
      .set({ closesOn: dayAhead(0) })
      .where(eq(reviews.id, due));
    await t.db
      .update(reviews)
      .set({ closesOn: dayAhead(-3) })
      .where(eq(reviews.id, alsoDue));
    // Hold both runs at the table until each has arrived there, then let them race.
    const both = await withClient(database.url, async (blocker) => {
      await blocker.query('begin');
      await blocker.query('lock table reviews in exclusive mode');
      const runs = Promise.all([closeDueReviews(instanceA.db), closeDueReviews(instanceB.db)]);
      let over = false;
      void runs.catch(() => {}).finally(() => (over = true));
      for (let waiting = 0; waiting < 2 && !over;) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const { rows } = await blocker.query<{ waiting: number }>(`select count(*)::int as waiting
          from pg_locks where relation = 'reviews'::regclass and not granted`);
        waiting = rows[0]!.waiting;
      }
      await blocker.query('commit');
      return runs;
    });
    expect(both[0] + both[1]).toBe(2);
    const closed = await closedAtOf([due, alsoDue, later]);
    expect(closed.get(due)).not.toBeNull();
    expect(closed.get(alsoDue)).not.toBeNull();
    expect(closed.get(later)).toBeNull();
    // Run again, nothing more closes, and a closed 360 keeps its moment.
    expect(await closeDueReviews(instanceB.db)).toBe(0);
    expect((await closedAtOf([due])).get(due)).toEqual(closed.get(due));
    // The day before the later one's closing day it stays open; on the day it closes.
    expect(await closeDueReviews(instanceA.db, dayAhead(13))).toBe(0);
    expect(await closeDueReviews(instanceA.db, dayAhead(14))).toBe(1);
  });
});

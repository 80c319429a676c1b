import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../../tests/setup/database-url';
import { admin, member } from '../../../tests/setup/fixtures';
import { idOf, setTimeZone } from '../../../tests/setup/one-on-ones';
import { testAppOn } from '../../../tests/setup/test-app';
import { connectPostgres } from '../db/connect';
import { dayItems } from '../db/schema';
import { ROLL_BATCH, rollOverDayItems } from './roll-over';

/**
 * The roll-over job run by two instances at once: two pools on one database. Time is passed in. The
 * company is in São Paulo (UTC-3): its Monday 2030-01-07 begins at 03:00 UTC.
 */
const database = await createDatabase(inject('databaseServer'), { template: inject('databaseTemplate') });
const instanceA = await connectPostgres(database.url);
const instanceB = await connectPostgres(database.url);
afterAll(async () => {
  await Promise.all([instanceA.close(), instanceB.close()]);
  await database.drop();
});

const t = testAppOn(instanceA.db);

describe('the roll-over job', () => {
  it('moves each open item once, in batches, whatever the number of instances', async () => {
    const owner = await admin(t);
    await setTimeZone(t, owner, 'America/Sao_Paulo');
    const ana = await member(t, owner);
    const userId = idOf(ana);
    const companyId = owner.company.id;
    // More than a batch of open items on Friday 2030-01-04, and one done.
    const count = ROLL_BATCH + 500;
    await t.db.execute(sql`insert into ${dayItems} (user_id, company_id, day, position, text)
      select ${userId}, ${companyId}, '2030-01-04', g, 'Item ' || g from generate_series(1, ${count}) g`);
    await t.db
      .insert(dayItems)
      .values({ userId, companyId, day: '2030-01-04', position: 0, text: 'Done', doneAt: new Date() });

    // Sunday 23:30 local: Friday is past, and the first working day on or after Sunday is Monday.
    const sunday = new Date('2030-01-07T02:30:00Z');
    const [a, b] = await Promise.all([
      rollOverDayItems(instanceA.db, sunday),
      rollOverDayItems(instanceB.db, sunday),
    ]);
    // Every open item moved, once, by one instance or the other.
    expect(a + b).toBe(count);
    const rows = await t.db.select().from(dayItems).where(eq(dayItems.userId, userId));
    const open = rows.filter((row) => row.doneAt === null);
    expect(new Set(open.map((row) => row.day))).toEqual(new Set(['2030-01-07']));
    expect(new Set(open.map((row) => row.rolled))).toEqual(new Set([1]));
    expect(rows.find((row) => row.doneAt !== null)?.day).toBe('2030-01-04');

    // Monday 00:30 local (03:30 UTC): nothing is past any more; both find nothing.
    const monday = new Date('2030-01-07T03:30:00Z');
    expect(
      await Promise.all([rollOverDayItems(instanceA.db, monday), rollOverDayItems(instanceB.db, monday)]),
    ).toEqual([0, 0]);

    // Tuesday 00:30 local: Monday's items roll to Tuesday, one working day more.
    const tuesday = new Date('2030-01-08T03:30:00Z');
    const [c, d] = await Promise.all([
      rollOverDayItems(instanceA.db, tuesday),
      rollOverDayItems(instanceB.db, tuesday),
    ]);
    expect(c + d).toBe(count);
    const after = await t.db
      .select({ day: dayItems.day, rolled: dayItems.rolled })
      .from(dayItems)
      .where(eq(dayItems.userId, userId));
    expect(
      new Set(after.filter((row) => row.day !== '2030-01-04').map((row) => `${row.day}:${row.rolled}`)),
    ).toEqual(new Set(['2030-01-08:2']));
  });

  it('leaves a company whose local day has not changed', async () => {
    const owner = await admin(t);
    await setTimeZone(t, owner, 'Pacific/Auckland');
    const ana = await member(t, owner);
    await t.db.insert(dayItems).values({
      userId: idOf(ana),
      companyId: owner.company.id,
      day: '2030-01-08',
      position: 0,
      text: 'Tuesday',
    });
    // 2030-01-08T10:00Z is Tuesday 23:00 in Auckland (UTC+13): the item's day is today there.
    expect(await rollOverDayItems(instanceA.db, new Date('2030-01-08T10:00:00Z'))).toBe(0);
    // An hour later it is Wednesday there.
    expect(await rollOverDayItems(instanceA.db, new Date('2030-01-08T11:30:00Z'))).toBe(1);
  });
});

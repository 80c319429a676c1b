import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../../tests/setup/database-url';
import { setTimeZone } from '../../../tests/setup/one-on-ones';
import { idOf, type Person, standupWorld, turnOn } from '../../../tests/setup/standups';
import { testAppOn } from '../../../tests/setup/test-app';
import { connectPostgres } from '../db/connect';
import { notifications, standupAnswers, standupDigests, standups } from '../db/schema';
import { sendStandupDigests } from './standup-jobs';

/**
 * The digest job, run by every instance at once: two pools on one database stand for two instances.
 * Time is passed in. The company is in Paris (UTC+1 in January): the digest at 16:00 there is 15:00
 * UTC. Monday 7 January 2030 is a standup day, Sunday 6 January is not.
 */
const database = await createDatabase(inject('databaseServer'), { template: inject('databaseTemplate') });
const instanceA = await connectPostgres(database.url);
const instanceB = await connectPostgres(database.url);
afterAll(async () => {
  await Promise.all([instanceA.close(), instanceB.close()]);
  await database.drop();
});

const t = testAppOn(instanceA.db);
const at = (iso: string) => new Date(iso);

const digestsOf = (who: Person) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, idOf(who)), eq(notifications.kind, 'standup_digest')));

async function bothInstances(now: Date) {
  const runs = await Promise.all([
    sendStandupDigests(instanceA.db, now),
    sendStandupDigests(instanceB.db, now),
  ]);
  return runs[0] + runs[1];
}

async function world() {
  const people = await standupWorld(t);
  await setTimeZone(t, people.owner, 'Europe/Paris');
  await turnOn(t, people.lead, people.teamId, { weekdays: [1, 2, 3, 4, 5] });
  // Turned on long before the days below.
  await t.db
    .update(standups)
    .set({ createdAt: at('2029-12-01T00:00:00Z') })
    .where(eq(standups.teamId, people.teamId));
  return people;
}

describe('the standup digest', () => {
  it('waits for the digest time, then tells each member once, whatever the number of instances', async () => {
    const { lead, ana, ben, outsider, teamId } = await world();
    const answer = (userId: string, blocked: boolean) =>
      t.db.insert(standupAnswers).values({
        teamId,
        userId,
        day: '2030-01-07',
        answers: [{ text: 'Blocked?', kind: 'blocked', answer: blocked ? 'Keys' : '' }],
        blocked,
      });
    await answer(idOf(ana), true);
    await answer(idOf(lead), false);

    expect(await bothInstances(at('2030-01-07T14:59:00Z'))).toBe(0);
    expect(await bothInstances(at('2030-01-07T15:00:00Z'))).toBe(1);
    expect(await bothInstances(at('2030-01-07T15:05:00Z'))).toBe(0);
    for (const who of [lead, ana, ben]) {
      const told = await digestsOf(who);
      expect(told).toHaveLength(1);
      expect(told[0]?.data).toEqual({
        teamId,
        teamName: expect.any(String),
        day: '2030-01-07',
        answered: 2,
        members: 3,
        blockedNames: ['Ana Answer'],
      });
    }
    expect(await digestsOf(outsider)).toHaveLength(0);
    expect(await t.db.select().from(standupDigests).where(eq(standupDigests.teamId, teamId))).toHaveLength(1);
  });

  it('sends nothing on a day that is not a standup day, nor when paused, and does not make up a missed day', async () => {
    const { lead, ana, teamId } = await world();
    // Sunday.
    expect(await bothInstances(at('2030-01-06T18:00:00Z'))).toBe(0);
    // Monday's digest missed: Tuesday morning (before its own time) does not send Monday's.
    expect(await bothInstances(at('2030-01-08T08:00:00Z'))).toBe(0);
    expect(await digestsOf(ana)).toHaveLength(0);
    await turnOn(t, lead, teamId, { weekdays: [1, 2, 3, 4, 5], paused: true });
    // (The first test's team, live, gets Tuesday's.)
    await bothInstances(at('2030-01-08T18:00:00Z'));
    expect(await t.db.select().from(standupDigests).where(eq(standupDigests.teamId, teamId))).toHaveLength(0);
  });
});

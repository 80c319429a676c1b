import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, withClient } from '../../../tests/setup/database-url';
import { admin, member, PASSWORD } from '../../../tests/setup/fixtures';
import { goalBody, goalsApi, idOf } from '../../../tests/setup/goals';
import { testAppOn } from '../../../tests/setup/test-app';
import { connectPostgres } from '../db/connect';
import { kudos, kudosRecipients } from '../db/schema';
import { postAnniversaries } from './celebrations';

/**
 * The celebrations the system posts into the feed (docs/product.md#culture-and-recognition): work
 * anniversaries, run by every instance now and then, and goals closed at 70 % or more. Two pools on
 * one database stand for two instances; the second's sessions run in a time zone 14 hours ahead of
 * UTC, so that a date taken in the session's zone instead of UTC would show.
 */
const database = await createDatabase(inject('databaseServer'), { template: inject('databaseTemplate') });
const instanceA = await connectPostgres(database.url);
const farEast = new URL(database.url);
farEast.searchParams.set('options', '-c timezone=Pacific/Kiritimati');
const instanceB = await connectPostgres(farEast.toString());
afterAll(async () => {
  await Promise.all([instanceA.close(), instanceB.close()]);
  await database.drop();
});

const t = testAppOn(instanceA.db);
const api = goalsApi(t);

/** Someone who joined a fresh company `ago` before now (a PostgreSQL interval, counted in UTC). */
async function joinedAgo(ago: string) {
  const owner = await admin(t);
  const person = await member(t, owner);
  await t.db.execute(sql`update user_roles
    set created_at = ((now() at time zone 'UTC') - ${ago}::interval) at time zone 'UTC'
    where user_id = ${idOf(person)}`);
  return { owner, person, companyId: owner.company.id, userId: idOf(person) };
}

/** The celebrations posted in a company, with whom each celebrates. */
async function celebrationsOf(companyId: string) {
  return t.db
    .select({
      kind: kudos.kind,
      senderId: kudos.senderId,
      message: kudos.message,
      anniversaryYears: kudos.anniversaryYears,
      goalId: kudos.goalId,
      goalTitle: kudos.goalTitle,
      goalProgress: kudos.goalProgress,
      celebrationKey: kudos.celebrationKey,
      recipientId: kudosRecipients.userId,
    })
    .from(kudos)
    .leftJoin(kudosRecipients, eq(kudosRecipients.kudosId, kudos.id))
    .where(eq(kudos.companyId, companyId));
}

describe('postAnniversaries', () => {
  it('posts a first anniversary on the day, once however often it runs', async () => {
    const { companyId, userId } = await joinedAgo('1 year');
    expect(await postAnniversaries(instanceA.db)).toBeGreaterThanOrEqual(1);
    const expected = {
      kind: 'anniversary',
      senderId: null,
      message: null,
      anniversaryYears: 1,
      goalId: null,
      goalTitle: null,
      goalProgress: null,
      celebrationKey: `anniversary:${userId}:1`,
      recipientId: userId,
    };
    expect(await celebrationsOf(companyId)).toEqual([expected]);
    await postAnniversaries(instanceA.db);
    await postAnniversaries(instanceB.db, new Date(Date.now() + 3 * 86_400_000));
    expect(await celebrationsOf(companyId)).toEqual([expected]);
  });

  it('counts the years: two years after joining, N is 2', async () => {
    const { companyId, userId } = await joinedAgo('2 years');
    await postAnniversaries(instanceA.db);
    expect(await celebrationsOf(companyId)).toEqual([
      expect.objectContaining({ anniversaryYears: 2, celebrationKey: `anniversary:${userId}:2` }),
    ]);
  });

  it('posts one up to 7 days late, not 8 days late, and nothing before the first year', async () => {
    const late = await joinedAgo('1 year 7 days');
    const tooLate = await joinedAgo('1 year 8 days');
    const elevenMonths = await joinedAgo('11 months');
    const tomorrow = await joinedAgo('1 year -1 day');
    await postAnniversaries(instanceA.db);
    expect(await celebrationsOf(late.companyId)).toEqual([
      expect.objectContaining({ anniversaryYears: 1, recipientId: late.userId }),
    ]);
    for (const quiet of [tooLate, elevenMonths, tomorrow])
      expect(await celebrationsOf(quiet.companyId)).toEqual([]);
    // The company's admin, who joined today, has no anniversary either.
    expect(await celebrationsOf(late.companyId)).toHaveLength(1);
  });

  it('goes by UTC days, and a 29 February celebrates on 28 February in other years', async () => {
    const { companyId, userId } = await joinedAgo('0 days');
    // 23:30 UTC on 29 February: already 1 March in the time zone of instance B's sessions.
    await t.db.execute(sql`update user_roles set created_at = '2024-03-01T00:30:00+01:00'
      where user_id = ${userId}`);
    await postAnniversaries(instanceB.db, new Date('2025-02-27T23:59:00Z'));
    expect(await celebrationsOf(companyId)).toEqual([]);
    await postAnniversaries(instanceB.db, new Date('2025-02-28T00:01:00Z'));
    expect(await celebrationsOf(companyId)).toEqual([
      expect.objectContaining({ anniversaryYears: 1, recipientId: userId }),
    ]);
    // In a leap year, on the day itself.
    await postAnniversaries(instanceB.db, new Date('2028-02-28T12:00:00Z'));
    expect(await celebrationsOf(companyId)).toHaveLength(1);
    await postAnniversaries(instanceB.db, new Date('2028-02-29T00:01:00Z'));
    const years = (await celebrationsOf(companyId)).map((post) => post.anniversaryYears);
    expect(years.sort()).toEqual([1, 4]);
  });

  it('posts once when two instances run it at the same moment, and once again later', async () => {
    const people = await Promise.all([
      joinedAgo('1 year'),
      joinedAgo('3 years 2 days'),
      joinedAgo('5 years'),
    ]);
    // Hold both runs at the kudos table until each has arrived there, then let them race.
    const both = await withClient(database.url, async (blocker) => {
      await blocker.query('begin');
      await blocker.query('lock table kudos in exclusive mode');
      const runs = Promise.all([postAnniversaries(instanceA.db), postAnniversaries(instanceB.db)]);
      // A run that fails before it reaches the table ends the wait too (and the test, below).
      let over = false;
      void runs.catch(() => {}).finally(() => (over = true));
      for (let waiting = 0; waiting < 2 && !over;) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const { rows } = await blocker.query<{ waiting: number }>(`select count(*)::int as waiting
          from pg_locks where relation = 'kudos'::regclass and not granted`);
        waiting = rows[0]!.waiting;
      }
      await blocker.query('commit');
      return runs;
    });
    // Between them they posted each of the three once.
    expect(both[0] + both[1]).toBe(people.length);
    for (const { companyId, userId } of people) {
      const posts = await celebrationsOf(companyId);
      expect(posts, userId).toHaveLength(1);
      expect(posts[0]!.recipientId).toBe(userId);
    }
    expect(await postAnniversaries(instanceB.db)).toBe(0);
    for (const { companyId } of people) expect(await celebrationsOf(companyId)).toHaveLength(1);
  });
});

/** A company goal of a member's, owned by them, with one key result at `current` of 100. */
async function goalAt(current: number, overrides: Record<string, unknown> = {}) {
  const owner = await admin(t);
  const person = await member(t, owner);
  const body = goalBody({
    title: 'Ride the big swell',
    keyResults: [{ title: 'Waves', kind: 'number', startValue: 0, targetValue: 100, currentValue: current }],
    ...overrides,
  });
  const created = await api.create(person.token, body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { owner, person, goal: created.body.goal, companyId: owner.company.id };
}

async function close(token: string, goalId: string, body: Record<string, unknown> = {}) {
  const response = await api.update(token, goalId, { status: 'closed', ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

describe('a goal closed at 70 % or more', () => {
  it('is celebrated in the feed, for its owner, with its title and progress', async () => {
    const { person, goal, companyId } = await goalAt(70);
    await close(person.token, goal.id);
    expect(await celebrationsOf(companyId)).toEqual([
      {
        kind: 'goal_closed',
        senderId: null,
        message: null,
        anniversaryYears: null,
        goalId: goal.id,
        goalTitle: 'Ride the big swell',
        goalProgress: 0.7,
        celebrationKey: `goal_closed:${goal.id}`,
        recipientId: idOf(person),
      },
    ]);
  });

  it('is not celebrated below 70 %, nor when private', async () => {
    const below = await goalAt(69);
    await close(below.person.token, below.goal.id);
    const hidden = await goalAt(100, { visibility: 'private' });
    await close(hidden.person.token, hidden.goal.id);
    expect(await celebrationsOf(below.companyId)).toEqual([]);
    expect(await celebrationsOf(hidden.companyId)).toEqual([]);
  });

  it('goes by the goal as it closes: key results changed in the same edit count', async () => {
    const { person, goal, companyId } = await goalAt(10);
    const results = [{ title: 'Waves', kind: 'number', startValue: 0, targetValue: 100, currentValue: 80 }];
    await close(person.token, goal.id, { keyResults: results, title: 'Rode the big swell' });
    expect(await celebrationsOf(companyId)).toEqual([
      expect.objectContaining({ goalTitle: 'Rode the big swell', goalProgress: 0.8 }),
    ]);
  });

  it('is celebrated once: closed, reopened and closed again', async () => {
    const { person, goal, companyId } = await goalAt(90);
    await close(person.token, goal.id);
    expect((await api.update(person.token, goal.id, { status: 'open' })).status).toBe(200);
    await close(person.token, goal.id);
    // Already closed: an edit that says so again is no new closing.
    await close(person.token, goal.id);
    expect(await celebrationsOf(companyId)).toEqual([expect.objectContaining({ goalProgress: 0.9 })]);
  });

  it('celebrates nobody once the owner deleted their account', async () => {
    const { owner, person, goal, companyId } = await goalAt(75);
    const deleted = await t.request('DELETE', '/api/me', { password: PASSWORD }, { token: person.token });
    expect(deleted.status).toBe(204);
    await close(owner.token, goal.id);
    expect(await celebrationsOf(companyId)).toEqual([
      expect.objectContaining({ kind: 'goal_closed', goalId: goal.id, recipientId: null }),
    ]);
  });

  it('leaves the feed with the goal when the goal is deleted', async () => {
    const { person, goal, companyId } = await goalAt(100);
    await close(person.token, goal.id);
    const [post] = await t.db.select({ id: kudos.id }).from(kudos).where(eq(kudos.goalId, goal.id));
    expect(post).toBeDefined();
    expect((await api.remove(person.token, goal.id)).status).toBe(204);
    expect(await celebrationsOf(companyId)).toEqual([]);
    expect(await t.db.select().from(kudosRecipients).where(eq(kudosRecipients.kudosId, post!.id))).toEqual(
      [],
    );
  });
});

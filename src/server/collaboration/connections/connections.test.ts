import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../../../tests/setup/database-url';
import { admin, member } from '../../../../tests/setup/fixtures';
import { insertKudos } from '../../../../tests/setup/kudos-rows';
import { errorOf, testAppOn } from '../../../../tests/setup/test-app';
import { connectionMessages as m, roundStartOf } from '../../../shared/connections-messages';
import type { ConnectionMap, Connections } from '../../../shared/contract/connections';
import { addDays } from '../../../shared/days';
import { connectPostgres } from '../../db/connect';
import { rowsOf } from '../../db/rows';
import {
  companies,
  connectionAnswers,
  connectionPairMembers,
  connectionRoundFigures,
  connectionRounds,
  notifications,
  oneOnOnes,
  teamMembers,
  teams,
} from '../../db/schema';
import { pairRound, pairRounds } from './pair-job';

/**
 * Connections (decision 041): two pools on one database stand for two instances of the pairing job.
 */
const database = await createDatabase(inject('databaseServer'), { template: inject('databaseTemplate') });
const instanceA = await connectPostgres(database.url);
const instanceB = await connectPostgres(database.url);
afterAll(async () => {
  await Promise.all([instanceA.close(), instanceB.close()]);
  await database.drop();
});

const t = testAppOn(instanceA.db);

type Person = { token: string; session: { user: { id: string } } };
const idOf = (person: Person) => person.session.user.id;

const read = async (who: Person) => {
  const response = await t.request<{ connections: Connections }>('GET', '/api/connections', undefined, {
    token: who.token,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.connections;
};
const settings = (who: Person, body: Record<string, unknown>) =>
  t.request<{ connections: Connections }>('PUT', '/api/connections/settings', body, { token: who.token });
const optIn = async (who: Person) => {
  const response = await settings(who, { optedIn: true });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
};
const block = (who: Person, userId: string) =>
  t.request<{ connections: Connections }>(
    'POST',
    '/api/connections/blocks',
    { userId },
    { token: who.token },
  );
const answer = (who: Person, given: unknown) =>
  t.request<{ connections: Connections }>(
    'POST',
    '/api/connections/answer',
    { answer: given },
    { token: who.token },
  );
const readMap = async (who: Person) => {
  const response = await t.request<{ map: ConnectionMap }>('GET', '/api/connections/map', undefined, {
    token: who.token,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.map;
};

/** A company with `count` members besides its admin. */
async function company(count: number) {
  const owner = await admin(t);
  const people: Person[] = [];
  for (let i = 0; i < count; i++) people.push(await member(t, owner));
  return { owner, people, companyId: owner.company.id };
}

/** A team of the company with these people as current members. */
async function team(companyId: string, name: string, members: Person[]) {
  const [row] = await t.db.insert(teams).values({ companyId, name }).returning({ id: teams.id });
  if (members.length > 0)
    await t.db
      .insert(teamMembers)
      .values(members.map((person) => ({ teamId: row!.id, userId: idOf(person) })));
  return row!.id;
}

/** The company's current round's Monday, by its clock. */
const currentRound = () => roundStartOf(new Date().toISOString().slice(0, 10));

/** The people of each pair of the company's rounds. */
async function pairsOf(companyId: string) {
  const rows = await t.db
    .select({ pairId: connectionPairMembers.pairId, userId: connectionPairMembers.userId })
    .from(connectionPairMembers)
    .where(eq(connectionPairMembers.companyId, companyId));
  const byPair = new Map<string, string[]>();
  for (const row of rows) byPair.set(row.pairId, [...(byPair.get(row.pairId) ?? []), row.userId]);
  return [...byPair.values()];
}

/** Moves the company's rounds back, as time passing would: a round `days` older. */
async function age(companyId: string, days: number) {
  await t.db
    .update(connectionRounds)
    .set({ startsOn: sql`${connectionRounds.startsOn} - ${days}::int` })
    .where(eq(connectionRounds.companyId, companyId));
}

describe('connection settings', () => {
  it('opts in and out, snoozes until a day after today, and refuses a day past or too far', async () => {
    const { people } = await company(1);
    const ana = people[0]!;
    expect((await read(ana)).settings).toEqual({ optedIn: false, snoozedUntil: null });
    await optIn(ana);
    const today = (await read(ana)).today;
    const snoozed = await settings(ana, { optedIn: true, snoozedUntil: addDays(today, 10) });
    expect(snoozed.status).toBe(200);
    expect(snoozed.body.connections.settings).toEqual({ optedIn: true, snoozedUntil: addDays(today, 10) });
    const past = await settings(ana, { optedIn: true, snoozedUntil: today });
    expect(past.status).toBe(400);
    expect(errorOf(past).message).toBe(m.snoozePast);
    const far = await settings(ana, { optedIn: true, snoozedUntil: addDays(today, 400) });
    expect(far.status).toBe(400);
    expect(errorOf(far).message).toBe(m.snoozeTooFar);
    const garbled = await settings(ana, { optedIn: 'yes' });
    expect(garbled.status).toBe(400);
    expect(errorOf(garbled).message).toBe(m.optedInInvalid);
    expect((await read(ana)).settings.snoozedUntil).toBe(addDays(today, 10));
    const out = await settings(ana, { optedIn: false });
    expect(out.body.connections.settings).toEqual({ optedIn: false, snoozedUntil: null });
  });

  it('keeps the "don\'t pair me with" list to its owner: the person on it is never told', async () => {
    const { people } = await company(2);
    const [ana, ben] = people as [Person, Person];
    const other = await admin(t, 'Other Waves');
    const toldBefore = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, idOf(ben)));
    const added = await block(ana, idOf(ben));
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.connections.blocks).toEqual([{ id: idOf(ben), fullName: 'Mo Member' }]);
    // Ben sees no list and no trace of it; nor is he notified.
    expect((await read(ben)).blocks).toEqual([]);
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, idOf(ben)));
    expect(told).toEqual(toldBefore);
    // Twice is once; self and another company's person are refused.
    expect((await block(ana, idOf(ben))).body.connections.blocks).toHaveLength(1);
    const self = await block(ana, idOf(ana));
    expect(self.status).toBe(400);
    expect(errorOf(self).message).toBe(m.blockSelf);
    const stranger = await block(ana, idOf(other));
    expect(stranger.status).toBe(404);
    expect(errorOf(stranger).message).toBe(m.blockPersonNotFound);
    const removed = await t.request<{ connections: Connections }>(
      'DELETE',
      `/api/connections/blocks/${idOf(ben)}`,
      undefined,
      { token: ana.token },
    );
    expect(removed.status).toBe(200);
    expect(removed.body.connections.blocks).toEqual([]);
    const again = await t.request('DELETE', `/api/connections/blocks/${idOf(ben)}`, undefined, {
      token: ana.token,
    });
    expect(again.status).toBe(404);
  });
});

describe('the pairing job', () => {
  it('pairs the opted-in, not snoozed, current members once, cross-team, and tells each their pair', async () => {
    const { owner, people, companyId } = await company(5);
    const [ana, ben, cy, dee, eve] = people as [Person, Person, Person, Person, Person];
    await team(companyId, 'Reef', [ana, ben]);
    await team(companyId, 'Shore', [cy, dee]);
    for (const person of [ana, ben, cy, dee, eve]) await optIn(person);
    const today = (await read(ana)).today;
    await settings(eve, { optedIn: true, snoozedUntil: addDays(today, 30) });
    expect(await pairRounds(instanceA.db)).toBeGreaterThanOrEqual(1);
    const pairs = await pairsOf(companyId);
    expect(pairs).toHaveLength(2);
    for (const pair of pairs) {
      expect(pair).toHaveLength(2);
      // Never two of a team when anyone else fits.
      const reef = pair.filter((id) => id === idOf(ana) || id === idOf(ben));
      expect(reef).toHaveLength(1);
    }
    const paired = pairs.flat();
    expect(paired).not.toContain(idOf(eve));
    expect(paired).not.toContain(idOf(owner));
    // Each sees their partner with the partner's teams, and was told.
    const seen = await read(ana);
    expect(seen.pair?.partners).toHaveLength(1);
    expect(seen.pair?.partners[0]?.teams).toEqual(['Shore']);
    // "Did you meet?" waits for the round's second week.
    expect(seen.pair?.canAnswer).toBe(seen.today >= seen.round.secondWeekFrom);
    const told = await t.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.userId, idOf(ana)), eq(notifications.kind, 'connection_paired')));
    expect(told).toHaveLength(1);
    expect(await read(eve)).toMatchObject({ pair: null });
    // Run again: the round is done.
    expect(await pairRound(instanceA.db, companyId, currentRound())).toBe(false);
    expect(await pairsOf(companyId)).toHaveLength(2);
  });

  it('makes one round when two instances pair the same company at once', async () => {
    const { people, companyId } = await company(7);
    for (const person of people) await optIn(person);
    const startsOn = currentRound();
    const runs = await Promise.all([
      pairRound(instanceA.db, companyId, startsOn),
      pairRound(instanceB.db, companyId, startsOn),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    const rounds = await t.db
      .select()
      .from(connectionRounds)
      .where(eq(connectionRounds.companyId, companyId));
    expect(rounds).toHaveLength(1);
    const pairs = await pairsOf(companyId);
    // Seven people: two pairs and a three.
    expect(pairs.map((pair) => pair.length).sort()).toEqual([2, 2, 3]);
    expect(new Set(pairs.flat()).size).toBe(7);
  });

  it('never pairs a blocked pair, either way, and writes nothing with fewer than two to pair', async () => {
    const { people, companyId } = await company(2);
    const [ana, ben] = people as [Person, Person];
    await optIn(ana);
    expect(await pairRound(instanceA.db, companyId, currentRound())).toBe(false);
    expect(
      await t.db.select().from(connectionRounds).where(eq(connectionRounds.companyId, companyId)),
    ).toEqual([]);
    await optIn(ben);
    await block(ben, idOf(ana));
    // Two people who may not meet: the round is written, with no pair.
    await pairRound(instanceA.db, companyId, currentRound());
    expect(await pairsOf(companyId)).toEqual([]);
  });

  it('avoids the pair of the last round when anyone else fits', async () => {
    const { people, companyId } = await company(4);
    for (const person of people) await optIn(person);
    const before = addDays(currentRound(), -14);
    await pairRound(instanceA.db, companyId, before);
    const first = (await pairsOf(companyId)).map((pair) => pair.sort().join('|'));
    await pairRound(instanceA.db, companyId, currentRound());
    const all = (await pairsOf(companyId)).map((pair) => pair.sort().join('|'));
    const second = all.filter((pair) => !first.includes(pair));
    expect(second).toHaveLength(2);
  });
});

describe('did you meet?', () => {
  it('is asked in the second week, counted once, and kept apart from who answered', async () => {
    const { people, companyId } = await company(2);
    const [ana, ben] = people as [Person, Person];
    await optIn(ana);
    await optIn(ben);
    const stranger = (await company(1)).people[0]!;
    await pairRound(instanceA.db, companyId, currentRound());
    const today = (await read(ana)).today;
    // The round moved so that today is its first day, then its eighth.
    await t.db
      .update(connectionRounds)
      .set({ startsOn: today })
      .where(eq(connectionRounds.companyId, companyId));
    const early = await answer(ana, 'met');
    expect(early.status).toBe(400);
    expect(errorOf(early).message).toBe(m.notSecondWeek);
    await age(companyId, 7);
    expect((await read(ana)).pair).toMatchObject({ canAnswer: true, answered: false });
    const wrong = await answer(ana, 'maybe');
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong).message).toBe(m.answerInvalid);
    const given = await answer(ana, 'met');
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.connections.pair).toMatchObject({ canAnswer: false, answered: true });
    const twice = await answer(ana, 'not_met');
    expect(twice.status).toBe(409);
    expect(errorOf(twice).message).toBe(m.alreadyAnswered);
    expect((await answer(ben, 'not_met')).status).toBe(200);
    const [figures] = await t.db
      .select()
      .from(connectionRoundFigures)
      .where(eq(connectionRoundFigures.companyId, companyId));
    expect(figures).toMatchObject({ met: 1, notMet: 1 });
    // Who answered is kept, never what: the row has no answer.
    const marks = await t.db
      .select()
      .from(connectionAnswers)
      .where(eq(connectionAnswers.companyId, companyId));
    expect(marks).toHaveLength(2);
    for (const mark of marks) expect(Object.keys(mark).sort()).toEqual(['companyId', 'roundId', 'userId']);
    // Someone of another company, paired nowhere, has nothing to answer.
    const none = await answer(stranger, 'met');
    expect(none.status).toBe(400);
    expect(errorOf(none).message).toBe(m.noPair);
  });

  it("shows the company's figure of a round once it is over and at least the threshold answered", async () => {
    const { owner, people, companyId } = await company(4);
    await t.db.update(companies).set({ pulseThreshold: 3 }).where(eq(companies.id, companyId));
    for (const person of people) await optIn(person);
    const today = (await read(owner)).today;
    await pairRound(instanceA.db, companyId, currentRound());
    await t.db
      .update(connectionRounds)
      .set({ startsOn: addDays(today, -7) })
      .where(eq(connectionRounds.companyId, companyId));
    for (const person of people.slice(0, 2)) expect((await answer(person, 'met')).status).toBe(200);
    // Under way: no figure yet, even to those who answered.
    expect((await read(owner)).figures).toEqual([]);
    await age(companyId, 14);
    const withheld = await read(owner);
    expect(withheld.figures).toEqual([
      expect.objectContaining({ startsOn: addDays(today, -21), met: null, notMet: null, withheld: true }),
    ]);
    // A third answer: answering is closed once the round is over; count it as the round's second week did.
    await age(companyId, -14);
    expect((await answer(people[2]!, 'not_met')).status).toBe(200);
    await age(companyId, 14);
    const shown = await read(people[3]!);
    expect(shown.figures).toEqual([expect.objectContaining({ met: 2, notMet: 1, withheld: false })]);
    expect(shown.threshold).toBe(3);
    // Another company sees none of it.
    const other = await company(1);
    expect((await read(other.owner)).figures).toEqual([]);
  });
});

describe('the relationship map', () => {
  it("shows the caller's own colleagues and by what, and admins the pairs of teams that rarely connect", async () => {
    const { owner, people, companyId } = await company(6);
    const [ana, ben, cy, dee, eve, fay] = people as [Person, Person, Person, Person, Person, Person];
    await t.db.update(companies).set({ pulseThreshold: 3 }).where(eq(companies.id, companyId));
    const reef = await team(companyId, 'Reef', [ana, ben, cy]);
    const shore = await team(companyId, 'Shore', [dee, eve, fay]);
    await team(companyId, 'Tiny', [ana]);
    await insertKudos(t.db, { companyId, senderId: idOf(dee), recipientIds: [idOf(ana)] });
    await t.db.insert(oneOnOnes).values({
      companyId,
      proposedBy: idOf(ana),
      partnerId: idOf(eve),
      status: 'active',
      cadence: 'weekly',
      weekday: 2,
      localTime: '10:00',
      startsOn: addDays(currentRound(), 1),
    });
    await optIn(ana);
    await optIn(fay);
    await pairRound(instanceA.db, companyId, currentRound());
    const mine = await readMap(ana);
    const byId = new Map(mine.people.map((person) => [person.id, person.links]));
    expect(byId.get(idOf(ben))).toEqual(['team']);
    expect(byId.get(idOf(cy))).toEqual(['team']);
    expect(byId.get(idOf(dee))).toEqual(['kudos']);
    expect(byId.get(idOf(eve))).toEqual(['one_on_one']);
    expect(byId.get(idOf(fay))).toEqual(['pairing']);
    expect(byId.has(idOf(owner))).toBe(false);
    expect(mine.teamPairs).toBeNull();
    // Ben's map is his own: he shares nothing with Dee, Eve or Fay.
    const his = await readMap(ben);
    expect(his.people.map((person) => person.id).sort()).toEqual([idOf(ana), idOf(cy)].sort());
    // The admin: Reef and Shore (Tiny is under the threshold), linked three times: "some".
    const admins = await readMap(owner);
    expect(admins.teamPairs).toEqual([]);
    await t.db.delete(oneOnOnes).where(eq(oneOnOnes.companyId, companyId));
    const fewer = await readMap(owner);
    expect(fewer.teamPairs).toEqual([
      {
        first: expect.objectContaining({ name: 'Reef' }),
        second: expect.objectContaining({ name: 'Shore' }),
        band: 'a_few',
      },
    ]);
    expect([fewer.teamPairs![0]!.first.id, fewer.teamPairs![0]!.second.id].sort()).toEqual(
      [reef, shore].sort(),
    );
    // Never a person in it.
    expect(JSON.stringify(fewer.teamPairs)).not.toContain(idOf(ana));
  });
});

describe('tenant isolation', () => {
  it("never pairs or shows people of another company, and a person's data stays in their company", async () => {
    const first = await company(1);
    const second = await company(1);
    for (const person of [first.owner, first.people[0]!, second.owner, second.people[0]!])
      await optIn(person);
    await pairRound(instanceA.db, first.companyId, currentRound());
    await pairRound(instanceA.db, second.companyId, currentRound());
    const rows = await rowsOf<{ companies: number }>(
      t.db,
      sql`select count(distinct pr.company_id)::int as companies from connection_pair_members a
        join connection_pair_members b on b.pair_id = a.pair_id
        join profiles pr on pr.id = b.user_id
        where a.company_id = ${first.companyId}`,
    );
    expect(rows[0]?.companies).toBe(1);
    const seen = await read(first.owner);
    expect(seen.pair?.partners.map((partner) => partner.id)).toEqual([idOf(first.people[0]!)]);
    const map = await readMap(first.owner);
    expect(map.people.map((person) => person.id)).toEqual([idOf(first.people[0]!)]);
  });
});

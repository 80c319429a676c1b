import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { cultureWorld, idOf } from '../../../tests/setup/culture';
import { createDatabase, withClient } from '../../../tests/setup/database-url';
import { admin, member } from '../../../tests/setup/fixtures';
import {
  dayFromToday,
  periodDue,
  periodsOf,
  pulseAnswers,
  pulseNotices,
  responsesOf,
  wellbeingApi,
} from '../../../tests/setup/pulse';
import { testAppOn } from '../../../tests/setup/test-app';
import { addDays } from '../../shared/days';
import { connectPostgres } from '../db/connect';
import { notifications, pulseFigures, pulseParticipation, pulsePeriods } from '../db/schema';
import { periodContaining } from './periods';
import { openAndSealPulses } from './seal';

/**
 * The pulse's job, run beside the sweep by every instance at once: it opens each company's period
 * (notifying once) and seals each closed one (once). Two pools on one database stand for two
 * instances.
 */
const database = await createDatabase(inject('databaseServer'), { template: inject('databaseTemplate') });
const instanceA = await connectPostgres(database.url);
const instanceB = await connectPostgres(database.url);
afterAll(async () => {
  await Promise.all([instanceA.close(), instanceB.close()]);
  await database.drop();
});

const t = testAppOn(instanceA.db);
const api = wellbeingApi(t);
const world = cultureWorld(t);

const lastWeek = periodContaining(dayFromToday(-7), 'weekly');

/** Both instances run the job at the same moment; answers what they did together. */
async function bothInstances() {
  const runs = await Promise.all([openAndSealPulses(instanceA.db), openAndSealPulses(instanceB.db)]);
  return { opened: runs[0].opened + runs[1].opened, sealed: runs[0].sealed + runs[1].sealed };
}

/** A company of three whose members answered this week's pulse, which then becomes last week's. */
async function answeredLastWeek() {
  const owner = await admin(t);
  const crew = [await member(t, owner), await member(t, owner)];
  const teamId = await world.team(owner, 'Dawn Patrol', [crew[0]!], [crew[1]!]);
  const answers = [
    pulseAnswers({ enps: 10 }),
    pulseAnswers({ enps: 2, stress: 5 }),
    pulseAnswers({ enps: 7 }),
  ];
  for (const [index, person] of [owner, ...crew].entries()) {
    expect((await api.answer(person.token, answers[index])).status).toBe(201);
  }
  const [period] = await periodsOf(t.db, owner.company.id);
  await t.db.update(pulsePeriods).set(lastWeek).where(eq(pulsePeriods.id, period!.id));
  return { owner, crew, periodId: period!.id, teamId };
}

async function sealedOf(periodId: string) {
  const [period] = await t.db.select().from(pulsePeriods).where(eq(pulsePeriods.id, periodId));
  return period!.sealed;
}

describe('openAndSealPulses', () => {
  it('opens a company’s period once, and its members hear of it once, when both instances run', async () => {
    await openAndSealPulses(instanceA.db);
    const owner = await admin(t);
    const person = await member(t, owner);
    await periodDue(t.db, owner.company.id);
    expect(await bothInstances()).toEqual({ opened: 1, sealed: 0 });
    expect(await periodsOf(t.db, owner.company.id)).toEqual([
      expect.objectContaining({ ...periodContaining(dayFromToday(0), 'weekly'), sealed: false }),
    ]);
    for (const someone of [owner, person]) expect(await pulseNotices(t.db, idOf(someone))).toBe(1);
    expect(await bothInstances()).toEqual({ opened: 0, sealed: 0 });
  });

  it('seals a closed period once: its figures published, its answers deleted, who answered kept', async () => {
    await openAndSealPulses(instanceA.db);
    const { owner, crew, periodId, teamId } = await answeredLastWeek();
    await t.db.update(pulsePeriods).set({ threshold: 3 }).where(eq(pulsePeriods.id, periodId));
    expect(await responsesOf(t.db, periodId)).toHaveLength(3);
    const participation = await t.db
      .select()
      .from(pulseParticipation)
      .where(eq(pulseParticipation.periodId, periodId));

    // They read the first period's notice: its dates were moved since, so this week's would only
    // refresh it while unread.
    await t.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(inArray(notifications.userId, [owner, ...crew].map(idOf)));
    // Last week's is sealed and this week's opened, each once.
    expect(await bothInstances()).toEqual({ opened: 1, sealed: 1 });

    expect(await responsesOf(t.db, periodId)).toEqual([]);
    expect(
      await t.db.select().from(pulseParticipation).where(eq(pulseParticipation.periodId, periodId)),
    ).toEqual(participation);
    const published = await t.db.select().from(pulseFigures).where(eq(pulseFigures.periodId, periodId));
    expect(published.sort((a, b) => Number(a.teamId !== null) - Number(b.teamId !== null))).toEqual([
      {
        periodId,
        companyId: owner.company.id,
        teamId: null,
        members: 3,
        respondents: 3,
        // eNPS 10, 2 and 7: one promoter, one detractor.
        scores: { enps: 0, workload: 3, stress: 3, recognition: 4, clarity: 5 },
        reason: null,
      },
      {
        periodId,
        companyId: owner.company.id,
        teamId,
        members: 2,
        respondents: null,
        scores: null,
        reason: 'too_few_respondents',
      },
    ]);

    const periods = await periodsOf(t.db, owner.company.id);
    expect(periods).toEqual([
      expect.objectContaining({ id: periodId, ...lastWeek, sealed: true, members: 3, answered: 3 }),
      expect.objectContaining({ startsOn: addDays(lastWeek.endsOn, 1), sealed: false, members: null }),
    ]);
    // The first period's notice and this one's.
    for (const someone of [owner, ...crew]) expect(await pulseNotices(t.db, idOf(someone))).toBe(2);
    expect(await bothInstances()).toEqual({ opened: 0, sealed: 0 });
    expect(await t.db.select().from(pulseFigures).where(eq(pulseFigures.periodId, periodId))).toHaveLength(2);
  });

  it('leaves a period that an answer is being written to, and seals it on its next run', async () => {
    await openAndSealPulses(instanceA.db);
    const { periodId } = await answeredLastWeek();
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked: () => void = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // A transaction holding the period as an answer's does (for key share), as long as the test says.
    const answering = withClient(database.url, async (client) => {
      await client.query('begin');
      await client.query('select id from pulse_periods where id = $1 for key share', [periodId]);
      locked();
      await released;
      await client.query('commit');
    });
    await isLocked;
    expect((await openAndSealPulses(instanceB.db)).sealed).toBe(0);
    expect(await sealedOf(periodId)).toBe(false);
    release();
    await answering;
    expect((await openAndSealPulses(instanceB.db)).sealed).toBe(1);
    expect(await sealedOf(periodId)).toBe(true);
    expect(await responsesOf(t.db, periodId)).toEqual([]);
  });

  it('never seals the open period', async () => {
    const owner = await admin(t);
    await api.answer(owner.token);
    await bothInstances();
    const [period] = await periodsOf(t.db, owner.company.id);
    expect(period).toMatchObject({ sealed: false, members: null });
    expect(await responsesOf(t.db, period!.id)).toHaveLength(1);
  });
});

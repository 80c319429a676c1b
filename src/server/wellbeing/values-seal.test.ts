import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { cultureWorld, type Owner, type Person } from '../../../tests/setup/culture';
import { createDatabase } from '../../../tests/setup/database-url';
import { admin, member } from '../../../tests/setup/fixtures';
import { dayFromToday, periodsOf } from '../../../tests/setup/pulse';
import { testAppOn } from '../../../tests/setup/test-app';
import { connectPostgres } from '../db/connect';
import { rowsOf } from '../db/rows';
import { pulsePeriods, valueFigures, valueParticipation, valueResponses } from '../db/schema';
import { periodContaining } from './periods';
import { openAndSealPulses } from './seal';
import { valueSegmentFigures } from './values-figures';

/**
 * Values in practice's part of the pulse's seal (docs/privacy.md): each value's figures published once
 * for the company and each team, with the period's threshold and the pulse's rules, and the answers
 * deleted in the same transaction. Two pools on one database stand for two instances.
 */
const database = await createDatabase(inject('databaseServer'), { template: inject('databaseTemplate') });
const instanceA = await connectPostgres(database.url);
const instanceB = await connectPostgres(database.url);
afterAll(async () => {
  await Promise.all([instanceA.close(), instanceB.close()]);
  await database.drop();
});

const t = testAppOn(instanceA.db);
const world = cultureWorld(t);
const lastWeek = periodContaining(dayFromToday(-7), 'weekly');

const answer = (person: Person, scores: Record<string, number>) =>
  t.request('POST', '/api/values-in-practice/responses', { scores }, { token: person.token });

/** A company of `size` people (the admin first) with two values, Candor and Care. */
async function company(size: number) {
  const owner = await admin(t);
  const people: Person[] = [owner];
  while (people.length < size) people.push(await member(t, owner));
  const candor = await world.value(owner, 'Candor', 'We say what we think');
  const care = await world.value(owner, 'Care');
  return { owner, people, candor, care };
}

/** Each person answers; then the period becomes last week's, with threshold k. */
async function answeredLastWeek(owner: Owner, answers: [Person, Record<string, number>][], k = 3) {
  for (const [person, scores] of answers) expect((await answer(person, scores)).status).toBe(201);
  const [period] = await periodsOf(t.db, owner.company.id);
  await t.db
    .update(pulsePeriods)
    .set({ ...lastWeek, threshold: k })
    .where(eq(pulsePeriods.id, period!.id));
  return period!.id;
}

/** A period's published figures, company first, then by value and team. */
async function figuresOf(periodId: string) {
  const rows = await t.db.select().from(valueFigures).where(eq(valueFigures.periodId, periodId));
  return rows.sort(
    (a, b) =>
      a.valueId.localeCompare(b.valueId) ||
      Number(a.teamId !== null) - Number(b.teamId !== null) ||
      (a.teamId ?? '').localeCompare(b.teamId ?? ''),
  );
}

const responsesOf = (periodId: string) =>
  t.db.select().from(valueResponses).where(eq(valueResponses.periodId, periodId));

async function bothInstances() {
  const runs = await Promise.all([openAndSealPulses(instanceA.db), openAndSealPulses(instanceB.db)]);
  return runs[0].sealed + runs[1].sealed;
}

describe('the seal of values in practice', () => {
  it('publishes each value once: a team under k withheld with its reason, the company shown; answers deleted, who answered kept', async () => {
    await openAndSealPulses(instanceA.db);
    const { owner, people, candor, care } = await company(5);
    const [, lead, mate] = people;
    const teamId = await world.team(owner, 'Dawn Patrol', [lead!], [mate!]);
    const candorScores = [5, 4, 4, 3, 2];
    const careScores = [1, 2, 3, 4, 4];
    const periodId = await answeredLastWeek(
      owner,
      people.map((person, i) => [person, { [candor]: candorScores[i]!, [care]: careScores[i]! }]),
    );
    expect(await responsesOf(periodId)).toHaveLength(5);
    const participation = await t.db
      .select()
      .from(valueParticipation)
      .where(eq(valueParticipation.periodId, periodId));
    expect(participation).toHaveLength(5);

    expect(await bothInstances()).toBe(1);

    const whole = { periodId, companyId: owner.company.id, members: 5 };
    const team = { periodId, companyId: owner.company.id, teamId, members: 2 };
    const withheld = { respondents: null, score: null, reason: 'too_few_respondents' };
    expect(await figuresOf(periodId)).toEqual(
      [
        { ...whole, valueId: candor, teamId: null, respondents: 5, score: 3.6, reason: null },
        { ...team, valueId: candor, ...withheld },
        { ...whole, valueId: care, teamId: null, respondents: 5, score: 2.8, reason: null },
        { ...team, valueId: care, ...withheld },
      ].sort((a, b) => a.valueId.localeCompare(b.valueId)),
    );
    expect(await responsesOf(periodId)).toEqual([]);
    expect(
      await t.db.select().from(valueParticipation).where(eq(valueParticipation.periodId, periodId)),
    ).toEqual(participation);

    // Sealed once: running again publishes nothing more and moves nothing.
    const published = await figuresOf(periodId);
    expect(await bothInstances()).toBe(0);
    expect(await figuresOf(periodId)).toEqual(published);
  });

  it('withholds a team whose complement in the company is under k, and shows the company', async () => {
    const { owner, people, candor, care } = await company(4);
    const [, a, b, c] = people;
    const teamId = await world.team(owner, 'Night Shift', [a!], [b!, c!]);
    const periodId = await answeredLastWeek(
      owner,
      people.map((person) => [person, { [candor]: 4, [care]: 5 }]),
    );
    await openAndSealPulses(instanceA.db);
    const rows = await figuresOf(periodId);
    for (const valueId of [candor, care]) {
      expect(rows.find((row) => row.valueId === valueId && row.teamId === null)).toMatchObject({
        respondents: 4,
        reason: null,
      });
      // Three answered in the team (at least k), but the company minus the team is one person.
      expect(rows.find((row) => row.valueId === valueId && row.teamId === teamId)).toMatchObject({
        members: 3,
        respondents: null,
        score: null,
        reason: 'complement_too_small',
      });
    }
  });

  it('counts a value only in the answers that scored it, and publishes nothing for a period without answers', async () => {
    const { owner, people, candor, care } = await company(3);
    // Two answer before a third value is added, one after: Courage has one answer.
    const [first, second, third] = people;
    expect((await answer(first!, { [candor]: 1, [care]: 2 })).status).toBe(201);
    expect((await answer(second!, { [candor]: 2, [care]: 2 })).status).toBe(201);
    const courage = await world.value(owner, 'Courage');
    const periodId = await answeredLastWeek(owner, [[third!, { [candor]: 3, [care]: 2, [courage]: 5 }]]);
    await openAndSealPulses(instanceA.db);
    const companyRows = (await figuresOf(periodId)).filter((row) => row.teamId === null);
    expect(
      companyRows.map(({ valueId, respondents, score, reason }) => ({ valueId, respondents, score, reason })),
    ).toEqual(
      [
        { valueId: candor, respondents: 3, score: 2, reason: null },
        { valueId: care, respondents: 3, score: 2, reason: null },
        { valueId: courage, respondents: null, score: null, reason: 'too_few_respondents' },
      ].sort((a, b) => a.valueId.localeCompare(b.valueId)),
    );

    // The next period, sealed with nobody's answers: no figures at all.
    const [, next] = await periodsOf(t.db, owner.company.id);
    await t.db
      .update(pulsePeriods)
      .set({ startsOn: dayFromToday(-400), endsOn: dayFromToday(-394) })
      .where(eq(pulsePeriods.id, next!.id));
    await openAndSealPulses(instanceA.db);
    expect(await figuresOf(next!.id)).toEqual([]);
  });

  it('takes a deleted value’s figures with it, and moves no other figure', async () => {
    const { owner, people, candor, care } = await company(3);
    const periodId = await answeredLastWeek(
      owner,
      people.map((person) => [person, { [candor]: 5, [care]: 3 }]),
    );
    await openAndSealPulses(instanceA.db);
    const careRows = (await figuresOf(periodId)).filter((row) => row.valueId === care);
    const deleted = await t.request('DELETE', `/api/values/${candor}`, undefined, { token: owner.token });
    expect(deleted.status).toBe(204);
    expect(await figuresOf(periodId)).toEqual(careRows);
  });

  it('ignores scores of a value deleted before the seal', async () => {
    const { owner, people, candor, care } = await company(3);
    const periodId = await answeredLastWeek(
      owner,
      people.map((person) => [person, { [candor]: 5, [care]: 3 }]),
    );
    expect(
      (await t.request('DELETE', `/api/values/${candor}`, undefined, { token: owner.token })).status,
    ).toBe(204);
    await openAndSealPulses(instanceA.db);
    const rows = await figuresOf(periodId);
    expect(rows.map((row) => row.valueId)).toEqual([care]);
    expect(await responsesOf(periodId)).toEqual([]);
  });
});

describe('values in practice’s figures, decided', () => {
  it('rounds each shown mean as the pulse does, and withholds what the pulse’s rules withhold', () => {
    const groups = [
      { teamIds: ['a'], count: 4, sum: 17 },
      { teamIds: [], count: 16, sum: 23 },
    ];
    const figures = valueSegmentFigures(groups, ['a'], 5);
    // (17 + 23) / 20 = 2.0; team a has 4 of 5 needed.
    expect(figures.get('company')).toEqual({ suppressed: false, respondents: 20, score: 2 });
    expect(figures.get('a')).toEqual({ suppressed: true, reason: 'too_few_respondents' });
    // 1.15 rounds up, from integers: 23 / 20.
    expect(valueSegmentFigures([{ teamIds: [], count: 20, sum: 23 }], [], 5).get('company')).toEqual({
      suppressed: false,
      respondents: 20,
      score: 1.2,
    });
  });
});

/** What values in practice's tables can hold, read from the migrated database (as privacy-schema.test.ts). */
describe('values in practice’s tables', () => {
  const columnsOf = (table: string) =>
    rowsOf<{ name: string; type: string }>(
      t.db,
      sql`select column_name as name, data_type as type from information_schema.columns
        where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
    );

  it('keep no time: no date, time or timestamp column', async () => {
    for (const table of ['value_responses', 'value_participation']) {
      const columns = await columnsOf(table);
      expect(columns.length, table).toBeGreaterThan(0);
      for (const column of columns) {
        expect(column.type, `${table}.${column.name}`).not.toMatch(/date|time|interval/i);
        expect(column.name, table).not.toMatch(/_at$|_on$|date|time|day/i);
      }
    }
  });

  it('keep no person beside an answer: no column naming one, no reference to users', async () => {
    const names = (await columnsOf('value_responses')).map((column) => column.name);
    expect(names).toEqual(['id', 'company_id', 'period_id', 'team_ids', 'scores']);
    const references = await rowsOf<{ target: string }>(
      t.db,
      sql`select confrelid::regclass::text as target from pg_constraint
        where conrelid = 'public.value_responses'::regclass and contype = 'f' order by 1`,
    );
    expect(references.map((reference) => reference.target)).toEqual(['companies', 'pulse_periods']);
  });

  it('share no column with who answered but the company and the period', async () => {
    const responses = new Set((await columnsOf('value_responses')).map((column) => column.name));
    const shared = (await columnsOf('value_participation'))
      .map((column) => column.name)
      .filter((name) => responses.has(name));
    expect(shared).toEqual(['company_id', 'period_id']);
  });

  it('publish figures with no person either', async () => {
    const names = (await columnsOf('value_figures')).map((column) => column.name);
    for (const name of names) expect(name).not.toMatch(/user|person|people|author|owner|sender|by/i);
  });
});

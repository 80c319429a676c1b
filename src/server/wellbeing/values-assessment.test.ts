import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cultureWorld, idOf, type Owner, type Person } from '../../../tests/setup/culture';
import { admin, member, signUp } from '../../../tests/setup/fixtures';
import { dayFromToday, insertPeriod, periodsOf } from '../../../tests/setup/pulse';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { ValuesInPractice } from '../../shared/contract/values-in-practice';
import { addDays } from '../../shared/days';
import { peopleMessages } from '../../shared/messages';
import { VALUES_PERIODS_SHOWN, valuesInPracticeMessages as m } from '../../shared/purpose-messages';
import { kudos, pulsePeriods, valueFigures, valueParticipation, valueResponses } from '../db/schema';
import { periodContaining } from './periods';
import { sealClosedPeriods } from './seal';

/**
 * Values in practice (decision 040, docs/privacy.md): answering once per pulse period with no person
 * kept beside the scores, and reading each value's published figures over the sealed periods, beside
 * its kudos, for the company or a team the caller may read.
 */
const t = await createTestApp();
const world = cultureWorld(t);

const today = dayFromToday(0);
const thisWeek = { ...periodContaining(today, 'weekly'), cadence: 'weekly' };

const read = (person: { token: string }, query = '') =>
  t.request<ValuesInPractice>('GET', `/api/values-in-practice${query}`, undefined, { token: person.token });
const answer = (person: { token: string }, scores: Record<string, unknown>) =>
  t.request<{ period: unknown; answered: true }>(
    'POST',
    '/api/values-in-practice/responses',
    { scores },
    { token: person.token },
  );

async function stored(companyId: string) {
  const responses = await t.db.select().from(valueResponses).where(eq(valueResponses.companyId, companyId));
  const participation = await t.db
    .select()
    .from(valueParticipation)
    .where(eq(valueParticipation.companyId, companyId));
  return { responses, participation };
}

/** A company with two values, in this order. */
async function withValues() {
  const owner = await admin(t);
  const candor = await world.value(owner, 'Candor', 'We say what we think');
  const care = await world.value(owner, 'Care');
  return { owner, candor, care };
}

describe('POST /api/values-in-practice/responses', () => {
  it('stores the scores with the person’s live teams and no person, and that they answered apart', async () => {
    const { owner, candor, care } = await withValues();
    const person = await member(t, owner);
    const teamA = await world.team(owner, 'Alpha', [person]);
    const teamB = await world.team(owner, 'Beta', [], [person]);
    const archived = await world.team(owner, 'Gamma', [], [person]);
    expect(
      (await t.request('DELETE', `/api/teams/${archived}`, undefined, { token: owner.token })).status,
    ).toBe(204);
    const response = await answer(person, { [candor]: 4, [care]: 2 });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ period: thisWeek, answered: true });
    const [period] = await periodsOf(t.db, owner.company.id);
    const { responses, participation } = await stored(owner.company.id);
    expect(responses).toEqual([
      {
        id: expect.any(String),
        companyId: owner.company.id,
        periodId: period!.id,
        teamIds: [teamA, teamB].sort(),
        scores: { [candor]: 4, [care]: 2 },
      },
    ]);
    expect(participation).toEqual([
      { companyId: owner.company.id, periodId: period!.id, userId: idOf(person) },
    ]);
    expect((await read(person)).body.open.answered).toBe(true);
    expect((await read(owner)).body.open.answered).toBe(false);
  });

  it('takes one answer per person and period: a second is 409 and writes nothing', async () => {
    const { owner, candor, care } = await withValues();
    expect((await answer(owner, { [candor]: 5, [care]: 5 })).status).toBe(201);
    const again = await answer(owner, { [candor]: 1, [care]: 1 });
    expect(again.status).toBe(409);
    expect(errorOf(again)).toEqual({ code: 'already_answered', message: m.alreadyAnswered });
    const { responses, participation } = await stored(owner.company.id);
    expect(responses.map((row) => row.scores)).toEqual([{ [candor]: 5, [care]: 5 }]);
    expect(participation).toHaveLength(1);
  });

  it('takes one of two answers sent at once', async () => {
    const { owner, candor, care } = await withValues();
    const statuses = (
      await Promise.all([
        answer(owner, { [candor]: 3, [care]: 3 }),
        answer(owner, { [candor]: 2, [care]: 2 }),
      ])
    )
      .map((response) => response.status)
      .sort();
    expect(statuses).toEqual([201, 409]);
    const { responses, participation } = await stored(owner.company.id);
    expect([responses.length, participation.length]).toEqual([1, 1]);
  });

  it('refuses a value that is not the company’s, a value left out, a score off the scale, and a company with no values', async () => {
    const { owner, candor, care } = await withValues();
    const other = await admin(t, 'Other Bay');
    const theirs = await world.value(other, 'Theirs');
    const cases: [Record<string, unknown>, string][] = [
      [{ [candor]: 3, [care]: 3, [theirs]: 3 }, m.unknownValue],
      [{ [candor]: 3 }, m.missingValue],
      [{ [candor]: 6, [care]: 3 }, m.scoreInvalid],
      [{ [candor]: 2.5, [care]: 3 }, m.scoreInvalid],
      [{ 'not-a-value': 3 }, m.valueInvalid],
    ];
    for (const [scores, message] of cases) {
      const response = await answer(owner, scores);
      expect(response.status, JSON.stringify(scores)).toBe(400);
      expect(errorOf(response), JSON.stringify(scores)).toMatchObject({ code: 'validation_failed', message });
    }
    const empty = await admin(t, 'No Values');
    const none = await answer(empty, {});
    expect(none.status).toBe(400);
    expect(errorOf(none)).toMatchObject({ code: 'validation_failed', message: m.noValues });
    for (const companyId of [owner.company.id, empty.company.id]) {
      const { responses, participation } = await stored(companyId);
      expect([responses.length, participation.length]).toEqual([0, 0]);
    }
  });

  it('is for members of a company only', async () => {
    const loner = await signUp(t);
    const response = await answer(loner, {});
    expect(response.status).toBe(403);
    expect(errorOf(response)).toMatchObject({ code: 'forbidden', message: peopleMessages.noCompany });
    expect((await t.request('POST', '/api/values-in-practice/responses', { scores: {} })).status).toBe(401);
  });
});

/** Last week's period of the company, sealed with these figures published (as the seal writes them). */
async function sealedWeek(
  owner: Owner,
  weeksAgo: number,
  rows: { valueId: string; teamId?: string | null; respondents?: number; score?: number; reason?: string }[],
) {
  const startsOn = addDays(periodContaining(today, 'weekly').startsOn, -7 * weeksAgo);
  const period = await insertPeriod(t.db, {
    companyId: owner.company.id,
    startsOn,
    endsOn: addDays(startsOn, 6),
    sealed: true,
  });
  if (rows.length > 0) {
    await t.db.insert(valueFigures).values(
      rows.map((row) => ({
        periodId: period.id,
        companyId: owner.company.id,
        valueId: row.valueId,
        teamId: row.teamId ?? null,
        members: 6,
        respondents: row.reason ? null : (row.respondents ?? 6),
        score: row.reason ? null : (row.score ?? 4),
        reason: (row.reason ?? null) as 'too_few_respondents' | null,
      })),
    );
  }
  return { id: period.id, startsOn, endsOn: addDays(startsOn, 6), cadence: 'weekly' as const };
}

/** Kudos with a value, given on `day` at noon UTC. */
async function kudosOn(owner: Owner, valueId: string | null, day: string, hour = 12) {
  await t.db.insert(kudos).values({
    companyId: owner.company.id,
    senderId: idOf(owner),
    message: 'Thanks',
    valueId,
    createdAt: sql`${`${day}T${String(hour).padStart(2, '0')}:00:00Z`}::timestamptz`,
  });
}

describe('GET /api/values-in-practice', () => {
  it('opens the period and answers its values in order, with nothing sealed yet', async () => {
    const { owner, candor, care } = await withValues();
    await t.db.delete(pulsePeriods).where(eq(pulsePeriods.companyId, owner.company.id));
    const response = await read(owner);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      open: {
        period: thisWeek,
        answered: false,
        threshold: 5,
        values: [
          { id: candor, name: 'Candor', description: 'We say what we think' },
          { id: care, name: 'Care', description: null },
        ],
      },
      periods: [],
      team: null,
      teams: [],
      results: [
        { id: candor, name: 'Candor', description: 'We say what we think', periods: [] },
        { id: care, name: 'Care', description: null, periods: [] },
      ],
    });
    expect(await periodsOf(t.db, owner.company.id)).toHaveLength(1);
  });

  it('shows each value’s company figures per sealed period, oldest first, beside its kudos in the period', async () => {
    const { owner, candor, care } = await withValues();
    const other = await admin(t, 'Other Bay');
    const theirs = await world.value(other, 'Theirs');
    const older = await sealedWeek(owner, 2, [
      { valueId: candor, score: 3.5 },
      { valueId: care, reason: 'too_few_respondents' },
    ]);
    const last = await sealedWeek(owner, 1, [{ valueId: candor, score: 4.2, respondents: 7 }]);
    // Two Candor kudos last week (its first and last moments), one the week before, one outside both
    // periods, one of another company and one with no value.
    await kudosOn(owner, candor, last.startsOn, 0);
    await kudosOn(owner, candor, last.endsOn, 23);
    await kudosOn(owner, candor, older.endsOn);
    await kudosOn(owner, care, today);
    await kudosOn(owner, null, last.startsOn);
    await kudosOn(other, theirs, last.startsOn);

    const response = await read(owner);
    expect(response.status).toBe(200);
    const strip = ({ id: _id, ...period }: { id: string } & Record<string, unknown>) => period;
    expect(response.body.periods).toEqual([strip(older), strip(last)]);
    expect(response.body.results).toEqual([
      {
        id: candor,
        name: 'Candor',
        description: 'We say what we think',
        periods: [
          { figures: { suppressed: false, respondents: 6, score: 3.5 }, kudos: 1 },
          { figures: { suppressed: false, respondents: 7, score: 4.2 }, kudos: 2 },
        ],
      },
      {
        id: care,
        name: 'Care',
        description: null,
        periods: [
          { figures: { suppressed: true, reason: 'too_few_respondents' }, kudos: 0 },
          { figures: null, kudos: 0 },
        ],
      },
    ]);
    // Another company sees none of it.
    expect((await read(other)).body.periods).toEqual([]);
  });

  it('shows the newest sealed periods only, and none before their seal', async () => {
    const { owner, candor } = await withValues();
    for (let week = 1; week <= VALUES_PERIODS_SHOWN + 1; week += 1)
      await sealedWeek(owner, week, [{ valueId: candor }]);
    const startsOn = addDays(periodContaining(today, 'weekly').startsOn, -7 * (VALUES_PERIODS_SHOWN + 2));
    await insertPeriod(t.db, { companyId: owner.company.id, startsOn, endsOn: addDays(startsOn, 6) });
    const response = await read(owner);
    expect(response.body.periods).toHaveLength(VALUES_PERIODS_SHOWN);
    expect(response.body.periods.at(-1)!.startsOn).toBe(
      addDays(periodContaining(today, 'weekly').startsOn, -7),
    );
    expect(response.body.results[0]!.periods).toHaveLength(VALUES_PERIODS_SHOWN);
  });

  it('shows a team’s figures to admins and its members, withheld ones with their reason only', async () => {
    const { owner, candor } = await withValues();
    const lead = await member(t, owner);
    const mate = await member(t, owner);
    const outsider = await member(t, owner);
    const teamId = await world.team(owner, 'Alpha', [lead], [mate]);
    const otherTeam = await world.team(owner, 'Beta', [outsider]);
    const archived = await world.team(owner, 'Gamma', [lead]);
    await sealedWeek(owner, 1, [
      { valueId: candor, score: 4 },
      { valueId: candor, teamId, reason: 'complement_too_small' },
      { valueId: candor, teamId: otherTeam, score: 2.5, respondents: 5 },
    ]);
    expect(
      (await t.request('DELETE', `/api/teams/${archived}`, undefined, { token: owner.token })).status,
    ).toBe(204);
    for (const reader of [owner, lead, mate]) {
      const response = await read(reader, `?teamId=${teamId}`);
      expect(response.status).toBe(200);
      expect(response.body.team).toEqual({ id: teamId, name: 'Alpha' });
      expect(response.body.results[0]!.periods).toEqual([
        { figures: { suppressed: true, reason: 'complement_too_small' }, kudos: 0 },
      ]);
    }
    expect((await read(owner)).body.teams.map((team) => team.name)).toEqual(['Alpha', 'Beta']);
    expect((await read(mate)).body.teams).toEqual([{ id: teamId, name: 'Alpha' }]);
    expect((await read(outsider, `?teamId=${otherTeam}`)).body.results[0]!.periods[0]!.figures).toEqual({
      suppressed: false,
      respondents: 5,
      score: 2.5,
    });

    const refused = await read(outsider, `?teamId=${teamId}`);
    expect(refused.status).toBe(403);
    expect(errorOf(refused)).toEqual({ code: 'forbidden', message: m.notTeamReader });
    const stranger = await admin(t, 'Other Bay');
    for (const [who, id] of [
      [stranger, teamId],
      [owner, archived],
    ] as const) {
      const response = await read(who, `?teamId=${id}`);
      expect(response.status).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'not_found', message: m.teamNotFound });
    }
    const invalid = await read(owner, '?teamId=nope');
    expect(invalid.status).toBe(400);
    expect(errorOf(invalid)).toMatchObject({ code: 'validation_failed', message: m.teamInvalid });
  });

  it('shows a team made after a period’s seal as withheld for too few, beside the company’s figures', async () => {
    const { owner, candor } = await withValues();
    await sealedWeek(owner, 1, [{ valueId: candor, score: 4 }]);
    const teamId = await world.team(owner, 'Newcomers');
    const response = await read(owner, `?teamId=${teamId}`);
    expect(response.body.results[0]!.periods).toEqual([
      { figures: { suppressed: true, reason: 'too_few_respondents' }, kudos: 0 },
    ]);
  });

  it('serves the figures the seal published: sealing answers through the API shows them here', async () => {
    const { owner, candor, care } = await withValues();
    const crew: Person[] = [await member(t, owner), await member(t, owner)];
    for (const [i, person] of [owner, ...crew].entries()) {
      expect((await answer(person, { [candor]: 3 + i, [care]: 2 })).status).toBe(201);
    }
    const lastWeek = periodContaining(dayFromToday(-7), 'weekly');
    await t.db
      .update(pulsePeriods)
      .set({ ...lastWeek, threshold: 3 })
      .where(eq(pulsePeriods.companyId, owner.company.id));
    await sealClosedPeriods(t.db);
    const body = (await read(owner)).body;
    expect(body.periods).toEqual([{ ...lastWeek, cadence: 'weekly' }]);
    expect(body.results.map((value) => value.periods[0]!.figures)).toEqual([
      { suppressed: false, respondents: 3, score: 4 },
      { suppressed: false, respondents: 3, score: 2 },
    ]);
    expect(body.open.answered).toBe(false);
  });

  it('is for members of a company only', async () => {
    const loner = await signUp(t);
    expect((await read(loner)).status).toBe(403);
    expect((await t.request('GET', '/api/values-in-practice')).status).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { cultureWorld, idOf } from '../../../tests/setup/culture';
import { signUp } from '../../../tests/setup/fixtures';
import { daysAgo, insertGoal } from '../../../tests/setup/goal-rows';
import {
  insertAnswers,
  insertPeriod,
  setThreshold,
  someAnswers,
  week,
  weekly,
} from '../../../tests/setup/pulse-rows';
import { pulseTestApp } from '../../../tests/setup/pulse-world';
import { errorOf } from '../../../tests/setup/test-app';
import type { Insights } from '../../shared/contract/insights';
import { wellbeingMessages } from '../../shared/wellbeing-messages';

const { t, statements, world } = await pulseTestApp();
const { give } = cultureWorld(t);
const shown = (respondents: number) => ({ suppressed: false, respondents });

/**
 * A company of five: North (Kai leads, Lani) and South (Noa leads, Mo), an archived team, two closed
 * weeks and the open one. Two weeks ago North's five and South's six answered beside two people in no
 * team: North goes, or company − South − North would show those two. Last week the two teams split
 * the company.
 */
async function story() {
  const { owner, people, id } = await world.company(4);
  const [kai, lani, noa, mo] = people;
  const north = await world.team(owner, 'North', [kai!], [lani!]);
  const south = await world.team(owner, 'South', [noa!], [mo!]);
  const archived = await world.team(owner, 'Archived', [kai!]);
  expect(
    (await t.request('DELETE', `/api/teams/${archived}`, undefined, { token: owner.token })).status,
  ).toBe(204);

  const earlier = await insertPeriod(t.db, { companyId: id, ...week(2) });
  await insertAnswers(t.db, earlier, 5, [north, archived], { ...someAnswers, enps: 10 });
  await insertAnswers(t.db, earlier, 6, [south], { ...someAnswers, enps: 0 });
  await insertAnswers(t.db, earlier, 2);
  const last = await insertPeriod(t.db, { companyId: id, ...week(1) });
  await insertAnswers(t.db, last, 5, [north], { ...someAnswers, stress: 5 });
  await insertAnswers(t.db, last, 5, [south], { ...someAnswers, stress: 1 });
  await insertAnswers(t.db, await insertPeriod(t.db, { companyId: id, ...week(0) }), 9, [north]);

  const goal = { companyId: id, ownerId: idOf(owner) };
  await insertGoal(t.db, { ...goal, level: 'company', progress: 0.5 });
  await insertGoal(t.db, { ...goal, level: 'company', progress: 1, closedAt: daysAgo(1) });
  await insertGoal(t.db, { ...goal, level: 'team', teamId: north, progress: 0.2 });
  await insertGoal(t.db, { ...goal, level: 'team', teamId: north, progress: 0.4 });
  await insertGoal(t.db, { ...goal, level: 'team', teamId: south, progress: 0.9, visibility: 'private' });
  await insertGoal(t.db, { ...goal, progress: 0.7 });

  await give(owner, [kai!]);
  await world.seal();
  return { owner, kai: kai!, lani: lani!, noa: noa!, north, south };
}

async function insightsOf(person: Parameters<typeof world.insights>[0]): Promise<Insights> {
  const response = await world.insights(person);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

describe('GET /api/insights', () => {
  it('gives an admin the company and every live team, per sealed period, in one statement', async () => {
    const { owner, north, south } = await story();
    statements.length = 0;
    const insights = await insightsOf(owner);
    expect(statements).toHaveLength(2);

    expect(insights).toMatchObject({ scope: 'company', threshold: 5, periods: [weekly(2), weekly(1)] });
    expect(insights.company).toEqual({
      members: 5,
      answered: [13, 10],
      figures: [
        { ...shown(13), scores: { enps: -8, workload: 3, stress: 3, recognition: 4, clarity: 4 } },
        { ...shown(10), scores: { enps: 0, workload: 3, stress: 3, recognition: 4, clarity: 4 } },
      ],
      goals: { openGoals: 1, progress: 0.5 },
      recognition: { members: 5, recognised: 1, breadth: 0.2 },
    });
    expect(insights.teams.map((team) => team.name)).toEqual(['North', 'South']);
    const [northSegment, southSegment] = insights.teams;
    expect(northSegment).toMatchObject({
      id: north,
      members: 2,
      answered: [null, 5],
      figures: [
        { suppressed: true, reason: 'complement_too_small' },
        { ...shown(5), scores: { stress: 5 } },
      ],
      goals: { openGoals: 2 },
      recognition: { members: 2, recognised: 1, breadth: 0.5 },
    });
    expect(northSegment!.goals.progress).toBeCloseTo(0.3, 10);
    expect(southSegment).toEqual({
      id: south,
      name: 'South',
      members: 2,
      answered: [6, 5],
      figures: [
        { ...shown(6), scores: { enps: -100, workload: 3, stress: 3, recognition: 4, clarity: 4 } },
        { ...shown(5), scores: { enps: 0, workload: 3, stress: 1, recognition: 4, clarity: 4 } },
      ],
      // South's only goal is private: it counts for no one.
      goals: { openGoals: 0, progress: null },
      recognition: { members: 2, recognised: 0, breadth: 0 },
    });
  });

  it('gives a lead only the teams they lead, withheld as for everyone', async () => {
    const { owner, kai, north } = await story();
    const admins = await insightsOf(owner);
    const insights = await insightsOf(kai);
    expect(insights).toEqual({
      scope: 'teams',
      threshold: 5,
      periods: admins.periods,
      company: null,
      teams: [admins.teams.find((team) => team.id === north)],
    });
  });

  it('refuses everyone else', async () => {
    const { lani } = await story();
    const member = await world.insights(lani);
    expect(member.status).toBe(403);
    expect(errorOf(member)).toMatchObject({ code: 'forbidden', message: wellbeingMessages.notLead });
    expect((await world.insights(await signUp(t))).status).toBe(403);
    expect((await t.request('GET', '/api/insights')).status).toBe(401);
  });

  it('answers before any period has closed, with the company’s threshold now', async () => {
    const { owner, id } = await world.company(0);
    await setThreshold(t.db, id, 7);
    await insertAnswers(t.db, await insertPeriod(t.db, { companyId: id, ...week(0), threshold: 7 }), 8);
    expect(await insightsOf(owner)).toEqual({
      scope: 'company',
      threshold: 7,
      periods: [],
      company: {
        members: 1,
        answered: [],
        figures: [],
        goals: { openGoals: 0, progress: null },
        recognition: { members: 1, recognised: 0, breadth: 0 },
      },
      teams: [],
    });
  });
});

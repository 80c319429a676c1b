import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/setup/fixtures';
import { dayFromToday } from '../../../tests/setup/pulse';
import { insertAnswers, insertPeriod, setThreshold, week, weekly } from '../../../tests/setup/pulse-rows';
import { pulseTestApp } from '../../../tests/setup/pulse-world';
import { errorOf } from '../../../tests/setup/test-app';
import { teamMessages } from '../../shared/team-messages';
import { wellbeingMessages } from '../../shared/wellbeing-messages';
import { pulsePeriods } from '../db/schema';

const { t, statements, world } = await pulseTestApp();

describe('GET /api/pulse/results', () => {
  it('shows the company of 6 and withholds its team of 3, in one statement after the session’s', async () => {
    const { owner, people, id } = await world.company(3);
    const [lead, kai, lani] = people;
    const crew = await world.team(owner, 'Crew', [lead!], [kai!, lani!]);
    const period = await insertPeriod(t.db, { companyId: id, ...week(1), members: 9 });
    await insertAnswers(t.db, period, 3, [crew], {
      enps: 10,
      workload: 4,
      stress: 4,
      recognition: 2,
      clarity: 3,
    });
    await insertAnswers(t.db, period, 3, [], { enps: 6, workload: 2, stress: 2, recognition: 4, clarity: 5 });
    await world.seal();

    statements.length = 0;
    const company = await world.results(owner);
    expect(company.status, JSON.stringify(company.body)).toBe(200);
    expect(statements).toHaveLength(2);
    expect(company.body).toEqual({
      period: weekly(1),
      threshold: 5,
      team: null,
      participation: { answered: 6, members: 4 },
      figures: {
        suppressed: false,
        respondents: 6,
        // Three promoters and three detractors: eNPS 0.
        scores: { enps: 0, workload: 3, stress: 3, recognition: 3, clarity: 4 },
      },
    });

    const team = await world.results(owner, { teamId: crew });
    expect(team.body).toEqual({
      period: weekly(1),
      threshold: 5,
      team: { id: crew, name: 'Crew' },
      participation: { answered: null, members: 3 },
      figures: { suppressed: true, reason: 'too_few_respondents' },
    });
    // The team's lead reads what the admin reads.
    expect((await world.results(lead!, { teamId: crew })).body).toEqual(team.body);
  });

  it('withholds a team of 5 inside a company of 6, and counts the members at the seal', async () => {
    const { owner, people, id } = await world.company(5);
    const crew = await world.team(owner, 'Crew', [people[0]!], people.slice(1));
    const period = await insertPeriod(t.db, { companyId: id, ...week(1) });
    await insertAnswers(t.db, period, 5, [crew]);
    await insertAnswers(t.db, period, 1);
    await world.seal();

    const team = await world.results(owner, { teamId: crew });
    expect(team.body.figures).toEqual({ suppressed: true, reason: 'complement_too_small' });
    expect(team.body.participation).toEqual({ answered: null, members: 5 });
    const company = await world.results(owner);
    expect(company.body.figures).toMatchObject({ suppressed: false, respondents: 6 });
    expect(company.body.participation).toEqual({ answered: 6, members: 6 });
  });

  it('shows two teams that split the company, each to its lead', async () => {
    const { owner, people, id } = await world.company(2);
    const north = await world.team(owner, 'North', [people[0]!]);
    const south = await world.team(owner, 'South', [people[1]!]);
    const period = await insertPeriod(t.db, { companyId: id, ...week(1) });
    await insertAnswers(t.db, period, 5, [north], { ...someScores, stress: 5 });
    await insertAnswers(t.db, period, 6, [south], { ...someScores, stress: 1 });
    await world.seal();

    const northFigures = await world.results(people[0]!, { teamId: north });
    expect(northFigures.body.figures).toMatchObject({
      suppressed: false,
      respondents: 5,
      scores: { stress: 5 },
    });
    expect(northFigures.body.participation).toEqual({ answered: 5, members: 1 });
    const southFigures = await world.results(people[1]!, { teamId: south });
    expect(southFigures.body.figures).toMatchObject({
      suppressed: false,
      respondents: 6,
      scores: { stress: 1 },
    });
  });

  it('reads the latest sealed period by default, another by its first day, and never the open one', async () => {
    const { owner, id } = await world.company(0);
    for (const weeksAgo of [3, 2]) {
      const period = await insertPeriod(t.db, { companyId: id, ...week(weeksAgo) });
      await insertAnswers(t.db, period, 5 + weeksAgo);
    }
    const open = await insertPeriod(t.db, { companyId: id, ...week(0) });
    await insertAnswers(t.db, open, 9);
    await world.seal();

    const latest = await world.results(owner);
    expect(latest.body).toMatchObject({ period: weekly(2), participation: { answered: 7 } });
    const earlier = await world.results(owner, { period: week(3).startsOn });
    expect(earlier.body).toMatchObject({ period: weekly(3), figures: { respondents: 8 } });

    for (const period of [week(0).startsOn, week(2).endsOn, week(5).startsOn]) {
      const missing = await world.results(owner, { period });
      expect(missing.status, period).toBe(404);
      expect(errorOf(missing)).toMatchObject({
        code: 'not_found',
        message: wellbeingMessages.periodNotFound,
      });
    }
    const invalid = await world.results(owner, { period: '2024-02-30' });
    expect(invalid.status).toBe(400);
    expect(errorOf(invalid).message).toBe(wellbeingMessages.periodInvalid);
    expect((await world.results(owner, { teamId: 'crew' })).status).toBe(400);
  });

  it('answers 404 before any period has closed, on a period’s last day, and for a closed one until its seal', async () => {
    const { owner, id } = await world.company(0);
    const today = dayFromToday(0);
    // A period that ends today is still open: its last day's answers are still coming.
    const endingToday = await insertPeriod(t.db, {
      companyId: id,
      startsOn: dayFromToday(-6),
      endsOn: today,
    });
    await insertAnswers(t.db, endingToday, 6);
    await world.seal();
    const none = await world.results(owner);
    expect(none.status).toBe(404);
    expect(errorOf(none).message).toBe(wellbeingMessages.periodNotFound);
    expect((await world.results(owner, { period: endingToday.startsOn })).status).toBe(404);

    // Closed since midnight, not sealed yet: nothing shows until the job has published it.
    await t.db
      .update(pulsePeriods)
      .set({ startsOn: dayFromToday(-7), endsOn: dayFromToday(-1) })
      .where(eq(pulsePeriods.id, endingToday.id));
    expect((await world.results(owner)).status).toBe(404);
    await world.seal();
    expect((await world.results(owner)).body).toMatchObject({ figures: { respondents: 6 } });
  });

  it('lets admins and the team’s leads read, and no one else', async () => {
    const { owner, people, id } = await world.company(3);
    const [lead, otherLead, kai] = people;
    const crew = await world.team(owner, 'Crew', [lead!], [kai!]);
    const others = await world.team(owner, 'Others', [otherLead!]);
    await insertAnswers(t.db, await insertPeriod(t.db, { companyId: id, ...week(1) }), 6, [crew]);
    await world.seal();

    const refused = [
      [kai!, {}],
      [kai!, { teamId: crew }],
      [lead!, {}],
      [lead!, { teamId: others }],
      [otherLead!, { teamId: crew }],
    ] as const;
    for (const [person, query] of refused) {
      const response = await world.results(person, query);
      expect(response.status, JSON.stringify(query)).toBe(403);
      expect(errorOf(response)).toMatchObject({ code: 'forbidden', message: wellbeingMessages.notLead });
    }
    expect((await world.results(lead!, { teamId: crew })).status).toBe(200);
    expect((await world.results(otherLead!, { teamId: others })).status).toBe(200);

    const loner = await signUp(t);
    expect((await world.results(loner)).status).toBe(403);
    expect((await t.request('GET', '/api/pulse/results')).status).toBe(401);
  });

  it('knows no other company’s team, nor an archived one, and counts no other company’s answers', async () => {
    const { owner, id } = await world.company(0);
    const stranger = await world.company(1, 'Strangers');
    const theirs = await world.team(stranger.owner, 'Theirs', [stranger.people[0]!]);
    const archived = await world.team(owner, 'Gone');
    expect(
      (await t.request('DELETE', `/api/teams/${archived}`, undefined, { token: owner.token })).status,
    ).toBe(204);
    await insertAnswers(t.db, await insertPeriod(t.db, { companyId: id, ...week(1) }), 5);
    await insertAnswers(t.db, await insertPeriod(t.db, { companyId: stranger.id, ...week(1) }), 7, [theirs]);
    await world.seal();

    for (const teamId of [theirs, archived]) {
      const response = await world.results(owner, { teamId });
      expect(response.status).toBe(404);
      expect(errorOf(response).message).toBe(teamMessages.teamNotFound);
    }
    expect((await world.results(owner)).body.figures).toMatchObject({ respondents: 5 });
  });

  it('decides with the period’s own threshold at the seal: no later change of k moves a figure', async () => {
    const { owner, id } = await world.company(0);
    // k was 7 while the period was open; the admin has lowered it to 3 since it closed.
    const strict = await insertPeriod(t.db, { companyId: id, ...week(2), threshold: 7 });
    await insertAnswers(t.db, strict, 6);
    const lenient = await insertPeriod(t.db, { companyId: id, ...week(1), threshold: 5 });
    await insertAnswers(t.db, lenient, 6);
    await setThreshold(t.db, id, 3);
    await world.seal();

    const before = [
      (await world.results(owner, { period: strict.startsOn })).body,
      (await world.results(owner, { period: lenient.startsOn })).body,
    ];
    expect(before[0]).toMatchObject({
      threshold: 7,
      figures: { suppressed: true, reason: 'too_few_respondents' },
      participation: { answered: 6 },
    });
    expect(before[1]).toMatchObject({ threshold: 5, figures: { respondents: 6 } });
    for (const k of [10, 3, 5]) {
      await setThreshold(t.db, id, k);
      expect((await world.results(owner, { period: strict.startsOn })).body).toEqual(before[0]);
      expect((await world.results(owner, { period: lenient.startsOn })).body).toEqual(before[1]);
    }
  });
});

const someScores = { enps: 8, workload: 3, stress: 3, recognition: 4, clarity: 4 };

import { describe, expect, it } from 'vitest';
import { idOf } from '../../../tests/setup/culture';
import { signUp } from '../../../tests/setup/fixtures';
import { dayFromToday } from '../../../tests/setup/goal-rows';
import {
  insertAnswers,
  insertCheckIn,
  insertPeriod,
  someAnswers,
  week,
} from '../../../tests/setup/pulse-rows';
import { pulseTestApp } from '../../../tests/setup/pulse-world';
import { PULSE_PERIODS_SHOWN } from '../../shared/wellbeing-messages';

const { t, statements, world } = await pulseTestApp();

describe('GET /api/stress', () => {
  it('shows the company’s and my teams’ stress and workload over the last sealed periods, oldest first', async () => {
    const { owner, people, id } = await world.company(2);
    const [kai, lani] = people;
    const north = await world.team(owner, 'North', [lani!], [kai!]);
    await world.team(owner, 'South', [owner]);
    for (let weeksAgo = PULSE_PERIODS_SHOWN + 1; weeksAgo >= 0; weeksAgo--) {
      const period = await insertPeriod(t.db, { companyId: id, ...week(weeksAgo) });
      await insertAnswers(t.db, period, 5, [north], {
        ...someAnswers,
        stress: 1 + (weeksAgo % 5),
        workload: 5,
      });
      await insertAnswers(t.db, period, 5, [], { ...someAnswers, stress: 1 + (weeksAgo % 5), workload: 1 });
    }
    await world.seal();

    statements.length = 0;
    const response = await world.stress(kai!);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(statements).toHaveLength(2);
    const { periods } = response.body;
    expect(periods.map((period) => period.startsOn)).toEqual(
      Array.from({ length: PULSE_PERIODS_SHOWN }, (_, i) => week(PULSE_PERIODS_SHOWN - i).startsOn),
    );
    expect(periods[0]).toEqual({
      ...week(PULSE_PERIODS_SHOWN),
      cadence: 'weekly',
      company: { suppressed: false, respondents: 10, stress: 1 + (PULSE_PERIODS_SHOWN % 5), workload: 3 },
      teams: [
        {
          id: north,
          name: 'North',
          figures: { suppressed: false, respondents: 5, stress: 1 + (PULSE_PERIODS_SHOWN % 5), workload: 5 },
        },
      ],
    });
    expect(periods.at(-1)).toMatchObject({ ...week(1), company: { stress: 2 } });
  });

  it('withholds my small team’s figures, and lists only the live teams I am in now', async () => {
    const { owner, people, id } = await world.company(2);
    const [kai, lani] = people;
    const crew = await world.team(owner, 'Crew', [lani!], [kai!]);
    const left = await world.team(owner, 'Left', [lani!], [kai!]);
    const gone = await world.team(owner, 'Gone', [lani!], [kai!]);
    const removed = await t.request('DELETE', `/api/teams/${left}/members/${idOf(kai!)}`, undefined, {
      token: owner.token,
    });
    expect(removed.status).toBe(204);
    expect((await t.request('DELETE', `/api/teams/${gone}`, undefined, { token: owner.token })).status).toBe(
      204,
    );
    const period = await insertPeriod(t.db, { companyId: id, ...week(1) });
    await insertAnswers(t.db, period, 3, [crew, left, gone]);
    await insertAnswers(t.db, period, 5);
    await world.seal();

    const [only] = (await world.stress(kai!)).body.periods;
    expect(only).toMatchObject({
      company: { suppressed: false, respondents: 8 },
      teams: [{ id: crew, name: 'Crew', figures: { suppressed: true, reason: 'too_few_respondents' } }],
    });
    expect(only!.teams).toHaveLength(1);
  });

  it('gives me my own check-ins’ stress over the last 90 days, and nobody else’s', async () => {
    const { owner, people } = await world.company(1);
    const [kai] = people;
    const stranger = await world.company(0, 'Strangers');
    await insertCheckIn(t.db, idOf(kai!), 0, 2);
    await insertCheckIn(t.db, idOf(kai!), 10, 4);
    await insertCheckIn(t.db, idOf(kai!), 89, 5);
    await insertCheckIn(t.db, idOf(kai!), 90, 1);
    await insertCheckIn(t.db, idOf(owner), 5, 3);
    await insertCheckIn(t.db, idOf(stranger.owner), 1, 1);

    expect((await world.stress(kai!)).body).toEqual({
      periods: [],
      mine: [
        { day: dayFromToday(-89), stress: 5 },
        { day: dayFromToday(-10), stress: 4 },
        { day: dayFromToday(0), stress: 2 },
      ],
    });
    expect((await world.stress(owner)).body.mine).toEqual([{ day: dayFromToday(-5), stress: 3 }]);
  });

  it('is for members of a company', async () => {
    const loner = await signUp(t);
    expect((await world.stress(loner)).status).toBe(403);
    expect((await t.request('GET', '/api/stress')).status).toBe(401);
  });
});

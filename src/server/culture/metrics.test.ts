import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cultureWorld, type Owner, type Person } from '../../../tests/setup/culture';
import { admin, member } from '../../../tests/setup/fixtures';
import { createTestApp } from '../../../tests/setup/test-app';
import type { CultureMetrics, FeedPost } from '../../shared/contract/culture';
import {
  CULTURE_METRICS_DAYS,
  CULTURE_METRICS_WEEKS,
  VALUES_WALL_LATEST,
} from '../../shared/culture-messages';
import { kudos } from '../db/schema';

const statements: string[] = [];
const t = await createTestApp({ onStatement: (query) => statements.push(query) });
const { api, give, value, team, celebrate, age } = cultureWorld(t);

async function members(owner: Owner, count: number): Promise<Person[]> {
  const people = [];
  for (let i = 0; i < count; i++) people.push(await member(t, owner));
  return people;
}

async function metricsOf(person: Person): Promise<CultureMetrics> {
  const response = await api.metrics(person.token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const noActivity = { kudosGiven: 0, kudosReceived: 0, givers: 0, receivers: 0 };

/** The Monday (UTC) that starts the week of `moment`, as YYYY-MM-DD. */
function weekStartOf(moment: Date): string {
  const day = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

describe('the values wall', () => {
  it('counts each value’s kudos of the last 90 days (not celebrations) and shows its latest, whatever their age', async () => {
    const owner = await admin(t);
    const [kai, lani] = await members(owner, 2);
    const care = await value(owner, 'Care', 'Look after each other');
    const grit = await value(owner, 'Grit');
    const given: FeedPost[] = [];
    for (let i = 0; i < 4; i++) given.push(await give(i % 2 ? kai! : owner, [lani!], { valueId: care }));
    await age(given[0]!.id, 100 * 24);
    const party = await celebrate(owner, kai!, { kind: 'anniversary', years: 1 });
    await t.db.update(kudos).set({ valueId: care }).where(eq(kudos.id, party));
    const brief = (post: FeedPost) => ({
      id: post.id,
      sender: post.sender,
      recipients: post.recipients,
      message: post.message,
      createdAt: post.createdAt,
    });

    const wall = await api.wall(kai!.token);
    expect(wall.status).toBe(200);
    expect(wall.body.items).toEqual([
      {
        id: care,
        name: 'Care',
        description: 'Look after each other',
        position: 0,
        kudosCount: 3,
        latest: [given[3], given[2], given[1]].map((post) => brief(post!)),
      },
      { id: grit, name: 'Grit', description: null, position: 1, kudosCount: 0, latest: [] },
    ]);
    expect(wall.body.items[0]!.latest).toHaveLength(VALUES_WALL_LATEST);

    // The newest gone, the old one is among the latest again, still not counted.
    expect((await api.remove(owner.token, given[3]!.id)).status).toBe(204);
    const after = (await api.wall(kai!.token)).body.items[0]!;
    expect(after.kudosCount).toBe(2);
    expect(after.latest.map((post) => post.id)).toEqual([given[2]!.id, given[1]!.id, given[0]!.id]);
  });

  it('shows the values in their order and none of another company’s, in one statement', async () => {
    const owner = await admin(t);
    const [kai] = await members(owner, 1);
    const care = await value(owner, 'Care');
    const grit = await value(owner, 'Grit');
    const moved = await t.request('PATCH', `/api/values/${grit}`, { position: 0 }, { token: owner.token });
    expect(moved.status).toBe(200);
    const stranger = await admin(t, 'Strangers');
    const [outsider] = await members(stranger, 1);
    const candor = await value(stranger, 'Candor');
    await give(stranger, [outsider!], { valueId: candor });
    statements.length = 0;
    const wall = await api.wall(kai!.token);
    expect(statements).toHaveLength(2);
    expect(wall.body.items.map((item) => [item.id, item.position, item.kudosCount])).toEqual([
      [grit, 0, 0],
      [care, 1, 0],
    ]);
    expect((await api.wall(stranger.token)).body.items.map((item) => [item.id, item.kudosCount])).toEqual([
      [candor, 1],
    ]);
  });
});

describe('the culture figures', () => {
  it('moves breadth when someone is recognised, counting current members, kudos only, the last 30 days', async () => {
    const owner = await admin(t);
    const [kai, lani, noa] = await members(owner, 3);
    const start = await metricsOf(owner);
    expect(start).toMatchObject({
      days: CULTURE_METRICS_DAYS,
      company: { members: 4, recognised: 0, breadth: 0, ...noActivity },
      byValue: [],
      teams: [],
    });
    expect(start.weeks).toHaveLength(CULTURE_METRICS_WEEKS);
    expect(start.weeks.every((week) => week.kudos === 0 && week.givers === 0 && week.receivers === 0)).toBe(
      true,
    );

    await give(owner, [kai!]);
    expect((await metricsOf(kai!)).company).toEqual({
      members: 4,
      recognised: 1,
      breadth: 0.25,
      kudosGiven: 1,
      kudosReceived: 1,
      givers: 1,
      receivers: 1,
    });
    const care = await value(owner, 'Care');
    const grit = await value(owner, 'Grit');
    await give(kai!, [lani!, owner], { valueId: care });
    await celebrate(owner, noa!, { kind: 'anniversary', years: 2 });
    const old = await give(noa!, [kai!], { valueId: care });
    await age(old.id, (CULTURE_METRICS_DAYS + 10) * 24);
    const figures = await metricsOf(noa!);
    expect(figures.company).toEqual({
      members: 4,
      recognised: 3,
      breadth: 0.75,
      kudosGiven: 2,
      kudosReceived: 3,
      givers: 2,
      receivers: 3,
    });
    expect(figures.byValue).toEqual([
      { value: { id: care, name: 'Care' }, kudos: 1 },
      { value: { id: grit, name: 'Grit' }, kudos: 0 },
      { value: null, kudos: 1 },
    ]);

    // Twelve Mondays, oldest first, this week last; the old kudos is counted in its own week.
    const now = new Date();
    expect(figures.weeks.map((week) => week.weekStart)).toEqual(
      Array.from({ length: CULTURE_METRICS_WEEKS }, (_, i) =>
        weekStartOf(new Date(now.getTime() - (CULTURE_METRICS_WEEKS - 1 - i) * 7 * 86_400_000)),
      ),
    );
    expect(figures.weeks.at(-1)).toEqual({ weekStart: weekStartOf(now), kudos: 2, givers: 2, receivers: 3 });
    const oldWeek = weekStartOf(new Date(now.getTime() - (CULTURE_METRICS_DAYS + 10) * 86_400_000));
    expect(figures.weeks.find((week) => week.weekStart === oldWeek)).toEqual({
      weekStart: oldWeek,
      kudos: 1,
      givers: 1,
      receivers: 1,
    });
    expect(figures.weeks.reduce((sum, week) => sum + week.kudos, 0)).toBe(3);

    // Lani leaves: one member fewer, and no longer among the recognised; what they received stays.
    expect((await t.request('POST', '/api/people/me/leave', undefined, { token: lani!.token })).status).toBe(
      204,
    );
    expect((await metricsOf(owner)).company).toMatchObject({
      members: 3,
      recognised: 2,
      breadth: 2 / 3,
      kudosReceived: 3,
      receivers: 3,
    });
  });

  it('shows per-team figures to admins (every live team) and leads (theirs), to nobody else', async () => {
    const owner = await admin(t);
    const [lead, plain, kai] = await members(owner, 3);
    const crew = await team(owner, 'Crew', [lead!], [plain!]);
    const reef = await team(owner, 'Reef');
    const old = await team(owner, 'Old', [lead!]);
    expect((await t.request('DELETE', `/api/teams/${old}`, undefined, { token: owner.token })).status).toBe(
      204,
    );
    await give(plain!, [owner]);
    await give(owner, [lead!]);
    await give(kai!, [lead!, plain!]);
    const crewFigures = {
      id: crew,
      name: 'Crew',
      members: 2,
      recognised: 2,
      breadth: 1,
      kudosGiven: 1,
      kudosReceived: 3,
      givers: 1,
      receivers: 2,
    };
    const reefFigures = { id: reef, name: 'Reef', members: 0, recognised: 0, breadth: null, ...noActivity };
    expect((await metricsOf(owner)).teams).toEqual([crewFigures, reefFigures]);
    expect((await metricsOf(lead!)).teams).toEqual([crewFigures]);
    expect((await metricsOf(plain!)).teams).toEqual([]);
    expect((await metricsOf(kai!)).teams).toEqual([]);
    // Everyone sees the company's figures.
    expect((await metricsOf(kai!)).company).toMatchObject({ members: 4, recognised: 3, kudosGiven: 3 });
  });

  it('counts nothing of another company, in one statement', async () => {
    const owner = await admin(t);
    await members(owner, 1);
    const stranger = await admin(t, 'Strangers');
    const [outsider] = await members(stranger, 1);
    await team(stranger, 'Their crew', [], [outsider!]);
    await give(stranger, [outsider!]);
    await give(outsider!, [stranger]);
    statements.length = 0;
    const figures = await metricsOf(owner);
    expect(statements).toHaveLength(2);
    expect(figures.company).toEqual({ members: 2, recognised: 0, breadth: 0, ...noActivity });
    expect(figures.weeks.every((week) => week.kudos === 0)).toBe(true);
    expect(figures.teams).toEqual([]);
    expect((await metricsOf(outsider!)).company).toMatchObject({ members: 2, recognised: 2, kudosGiven: 2 });
  });
});

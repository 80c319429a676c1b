import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idOf, teamLedBy } from '../../../tests/setup/feedback';
import { admin, member } from '../../../tests/setup/fixtures';
import { insertGoal } from '../../../tests/setup/goal-rows';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { MapTeam, PurposeMap } from '../../shared/contract/purpose';
import { purposeMessages as m, TEAM_PURPOSE_MAX } from '../../shared/purpose-messages';
import { goalAlignments, teamPurposes, teams } from '../db/schema';

const t = await createTestApp();

type Person = Awaited<ReturnType<typeof member>>;

const readMap = async (who: { token: string }) => {
  const response = await t.request<{ map: PurposeMap }>('GET', '/api/purpose/map', undefined, {
    token: who.token,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.map;
};

const writePurpose = (who: { token: string }, teamId: string, purpose: unknown) =>
  t.request<{ team: MapTeam }>('PUT', `/api/purpose/teams/${teamId}`, { purpose }, { token: who.token });

/** A company with a mission and two values, a team led by `lead` with `ana` in it, and goals aligned up to a company goal. */
async function world() {
  const owner = await admin(t);
  const lead = await member(t, owner);
  const ana: Person = await member(t, owner);
  const ben: Person = await member(t, owner);
  const teamId = await teamLedBy(t, owner, lead, [ana]);
  const companyId = owner.company.id;
  expect(
    (await t.request('PATCH', '/api/company', { mission: 'Waves for everyone' }, { token: owner.token }))
      .status,
  ).toBe(200);
  for (const name of ['Candor', 'Ownership'])
    expect((await t.request('POST', '/api/values', { name }, { token: owner.token })).status).toBe(201);
  const company = await insertGoal(t.db, {
    companyId,
    ownerId: idOf(owner),
    level: 'company',
    title: 'Ten thousand riders',
  });
  const teamGoal = await insertGoal(t.db, {
    companyId,
    ownerId: idOf(lead),
    level: 'team',
    teamId,
    title: 'Open a second beach',
  });
  const anaGoal = await insertGoal(t.db, { companyId, ownerId: idOf(ana), title: 'Teach twenty lessons' });
  const loose = await insertGoal(t.db, { companyId, ownerId: idOf(ana), title: 'Learn to shape boards' });
  const secret = await insertGoal(t.db, {
    companyId,
    ownerId: idOf(ben),
    title: 'Ben’s private plan',
    visibility: 'private',
  });
  const closed = await insertGoal(t.db, {
    companyId,
    ownerId: idOf(ana),
    title: 'Last year’s swell',
    closedAt: new Date(),
  });
  await t.db.insert(goalAlignments).values([
    { goalId: teamGoal.id, parentId: company.id },
    { goalId: anaGoal.id, parentId: teamGoal.id },
    // Under two parents: shown under each.
    { goalId: anaGoal.id, parentId: company.id },
    { goalId: secret.id, parentId: company.id },
  ]);
  return { owner, lead, ana, ben, teamId, goals: { company, teamGoal, anaGoal, loose, secret, closed } };
}

describe('the purpose map', () => {
  it('has the mission, the values in order, the open goals with where each sits, and the caller’s own marked', async () => {
    const w = await world();
    const map = await readMap(w.ana);
    expect(map.mission).toBe('Waves for everyone');
    expect(map.values.map((value) => value.name)).toEqual(['Candor', 'Ownership']);
    const byId = new Map(map.goals.map((goal) => [goal.id, goal]));
    expect(byId.get(w.goals.teamGoal.id)).toMatchObject({
      level: 'team',
      parentIds: [w.goals.company.id],
      mine: false,
    });
    expect(byId.get(w.goals.anaGoal.id)?.parentIds.sort()).toEqual(
      [w.goals.company.id, w.goals.teamGoal.id].sort(),
    );
    expect(byId.get(w.goals.anaGoal.id)).toMatchObject({
      mine: true,
      owner: { id: idOf(w.ana) },
      progress: 0,
    });
    // Aligned to nothing: the map lists it as not yet connected.
    expect(byId.get(w.goals.loose.id)).toMatchObject({ mine: true, parentIds: [] });
    // Closed goals are not on the map.
    expect(byId.has(w.goals.closed.id)).toBe(false);
    expect(map.omitted).toBe(0);
  });

  it('follows the goals’ reading rule: a private goal reaches its owner and the admins, no one else', async () => {
    const w = await world();
    for (const reader of [w.ana, w.lead]) {
      const map = await readMap(reader);
      expect(map.goals.map((goal) => goal.id)).not.toContain(w.goals.secret.id);
      expect(JSON.stringify(map)).not.toContain('Ben’s private plan');
    }
    expect((await readMap(w.ben)).goals.find((goal) => goal.id === w.goals.secret.id)?.mine).toBe(true);
    expect((await readMap(w.owner)).goals.map((goal) => goal.id)).toContain(w.goals.secret.id);
  });

  it('lists each live team with its purpose, and who may write it', async () => {
    const w = await world();
    const archivedId = await teamLedBy(t, w.owner, w.lead, []);
    await t.db.update(teams).set({ archivedAt: new Date() }).where(eq(teams.id, archivedId));
    expect((await writePurpose(w.lead, w.teamId, 'We make the first wave easy.')).status).toBe(200);
    const seen = async (who: { token: string }) =>
      (await readMap(who)).teams.find((team) => team.id === w.teamId);
    expect(await seen(w.ben)).toMatchObject({
      purpose: 'We make the first wave easy.',
      canEditPurpose: false,
    });
    expect(await seen(w.ana)).toMatchObject({ canEditPurpose: false });
    expect(await seen(w.lead)).toMatchObject({ canEditPurpose: true });
    expect(await seen(w.owner)).toMatchObject({ canEditPurpose: true });
    expect((await readMap(w.ben)).teams.map((team) => team.id)).not.toContain(archivedId);
  });

  it('shows another company nothing of this one', async () => {
    const w = await world();
    const other = await admin(t, 'Other Waves');
    const map = await readMap(other);
    expect(map).toMatchObject({ mission: null, values: [], goals: [], teams: [] });
    expect(JSON.stringify(map)).not.toContain(w.goals.company.id);
  });

  it('answers 403 to a person with no company', async () => {
    const { signUp } = await import('../../../tests/setup/fixtures');
    const loner = await signUp(t);
    expect((await t.request('GET', '/api/purpose/map', undefined, { token: loner.token })).status).toBe(403);
  });
});

describe('a team’s purpose', () => {
  it('is written by the team’s leads and the admins, and cleared by an empty one', async () => {
    const w = await world();
    const byLead = await writePurpose(w.lead, w.teamId, '  We make the first wave easy.  ');
    expect(byLead.status).toBe(200);
    expect(byLead.body.team).toMatchObject({
      id: w.teamId,
      purpose: 'We make the first wave easy.',
      canEditPurpose: true,
    });
    const [row] = await t.db.select().from(teamPurposes).where(eq(teamPurposes.teamId, w.teamId));
    expect(row).toMatchObject({
      text: 'We make the first wave easy.',
      updatedBy: idOf(w.lead),
      companyId: w.owner.company.id,
    });
    expect((await writePurpose(w.owner, w.teamId, 'Every rider finds a wave.')).status).toBe(200);
    const [changed] = await t.db.select().from(teamPurposes).where(eq(teamPurposes.teamId, w.teamId));
    expect(changed).toMatchObject({ text: 'Every rider finds a wave.', updatedBy: idOf(w.owner) });
    for (const clear of ['', '   ', null]) {
      await writePurpose(w.lead, w.teamId, 'Back again.');
      const cleared = await writePurpose(w.lead, w.teamId, clear);
      expect(cleared.status).toBe(200);
      expect(cleared.body.team.purpose).toBeNull();
      expect(await t.db.select().from(teamPurposes).where(eq(teamPurposes.teamId, w.teamId))).toEqual([]);
    }
  });

  it('refuses a member who does not lead the team (403), another company (404), an archived team (409)', async () => {
    const w = await world();
    await writePurpose(w.lead, w.teamId, 'Kept.');
    const byMember = await writePurpose(w.ana, w.teamId, 'Taken over.');
    expect([byMember.status, errorOf(byMember)]).toEqual([
      403,
      { code: 'forbidden', message: m.notTeamLead },
    ]);
    const other = await admin(t, 'Other Waves');
    const byOther = await writePurpose(other, w.teamId, 'Taken over.');
    expect([byOther.status, errorOf(byOther)]).toEqual([404, { code: 'not_found', message: m.teamNotFound }]);
    expect((await writePurpose(w.owner, '00000000-0000-4000-8000-000000000000', 'x')).status).toBe(404);
    expect((await writePurpose(w.owner, 'not-an-id', 'x')).status).toBe(404);
    await t.db.update(teams).set({ archivedAt: new Date() }).where(eq(teams.id, w.teamId));
    expect(errorOf(await writePurpose(w.lead, w.teamId, 'Late.')).code).toBe('team_archived');
    const [row] = await t.db.select().from(teamPurposes).where(eq(teamPurposes.teamId, w.teamId));
    expect(row?.text).toBe('Kept.');
  });

  it('is one line of at most the limit, and a refused one changes nothing', async () => {
    const w = await world();
    const long = await writePurpose(w.lead, w.teamId, 'a'.repeat(TEAM_PURPOSE_MAX + 1));
    expect([long.status, errorOf(long).message]).toEqual([400, m.purposeTooLong]);
    expect((await writePurpose(w.lead, w.teamId, 'a'.repeat(TEAM_PURPOSE_MAX))).status).toBe(200);
    const twoLines = await writePurpose(w.lead, w.teamId, 'One\u2028two');
    expect([twoLines.status, errorOf(twoLines).message]).toEqual([400, m.purposeControls]);
    expect((await writePurpose(w.lead, w.teamId, 42)).status).toBe(400);
    const [row] = await t.db.select().from(teamPurposes).where(eq(teamPurposes.teamId, w.teamId));
    expect(row?.text).toBe('a'.repeat(TEAM_PURPOSE_MAX));
  });
});

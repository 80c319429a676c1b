import { describe, expect, it } from 'vitest';
import { admin, me, member, requester, signUp } from '../../../tests/setup/fixtures';
import { insertGoal } from '../../../tests/setup/goal-rows';
import { insertKudos } from '../../../tests/setup/kudos-rows';
import { createTestApp } from '../../../tests/setup/test-app';

/** GET /api/me's `firstSteps` and `colleagueToRecognise`: what the dashboard's first card follows. */
const t = await createTestApp();

async function createTeam(token: string, name: string, leadIds: string[] = []) {
  const response = await t.request<{ team: { id: string } }>(
    'POST',
    '/api/teams',
    { name, leadIds },
    { token },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.team.id;
}

async function addToTeam(token: string, teamId: string, userId: string) {
  const response = await t.request('POST', `/api/teams/${teamId}/members`, { userId }, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

describe('GET /api/me: first steps', () => {
  it('has none without a company', async () => {
    const { token } = await signUp(t);
    expect((await me(t, token)).body.firstSteps).toBeNull();
    const pending = await requester(t, (await admin(t, 'Far Shore')).company.companyCode);
    expect((await me(t, pending.token)).body.firstSteps).toBeNull();
  });

  it('marks an admin’s steps done once they set a goal and the company has a team', async () => {
    const owner = await admin(t, 'First Light');
    expect((await me(t, owner.token)).body.firstSteps).toEqual({ goal: false, team: false });

    await insertGoal(t.db, { companyId: owner.company.id, ownerId: owner.session.user.id });
    expect((await me(t, owner.token)).body.firstSteps).toEqual({ goal: true, team: false });

    // A team with nobody in it yet counts for the admin: creating it was the step.
    await createTeam(owner.token, 'Dawn Patrol');
    expect((await me(t, owner.token)).body.firstSteps).toEqual({ goal: true, team: true });
  });

  it('marks a member’s team step done only when they are in a team, and counts goals they set', async () => {
    const owner = await admin(t, 'Second Set');
    const person = await member(t, owner);
    const personId = person.session.user.id;
    const teamId = await createTeam(owner.token, 'Night Owls');
    // The admin's goal and team are not the member's steps.
    await insertGoal(t.db, { companyId: owner.company.id, ownerId: owner.session.user.id });
    expect((await me(t, person.token)).body.firstSteps).toEqual({ goal: false, team: false });

    await addToTeam(owner.token, teamId, personId);
    await insertGoal(t.db, { companyId: owner.company.id, ownerId: personId });
    expect((await me(t, person.token)).body.firstSteps).toEqual({ goal: true, team: true });

    // A goal set in another company does not count here.
    const elsewhere = await admin(t, 'Other Bay');
    await insertGoal(t.db, { companyId: elsewhere.company.id, ownerId: elsewhere.session.user.id });
    expect((await me(t, elsewhere.token)).body.firstSteps).toEqual({ goal: true, team: false });
  });
});

describe('GET /api/me: a colleague to recognise', () => {
  it('is nobody for someone alone in their company', async () => {
    const owner = await admin(t, 'Lone Reef');
    expect((await me(t, owner.token)).body.colleagueToRecognise).toBeNull();
  });

  it('is a teammate, the one thanked least lately first, and never the person or another company', async () => {
    const owner = await admin(t, 'Thanks Bay');
    const [kim, mo, outsider] = [await member(t, owner), await member(t, owner), await member(t, owner)];
    const teamId = await createTeam(owner.token, 'Reef Crew');
    for (const person of [kim, mo]) await addToTeam(owner.token, teamId, person.session.user.id);
    await addToTeam(owner.token, teamId, owner.session.user.id);
    const other = await admin(t, 'Elsewhere');
    await member(t, other);

    const suggestion = async () => (await me(t, owner.token)).body.colleagueToRecognise;
    // Kim and Mo are teammates, the outsider is not: one of the two, neither thanked yet.
    const first = await suggestion();
    expect([kim.session.user.id, mo.session.user.id]).toContain(first?.id);
    expect(first?.fullName).toBe('Mo Member');

    // Thanking the one suggested moves the suggestion to the teammate not thanked yet.
    await insertKudos(t.db, {
      companyId: owner.company.id,
      senderId: owner.session.user.id,
      recipientIds: [first!.id],
    });
    const next = await suggestion();
    expect(next?.id).not.toBe(first!.id);
    expect([kim.session.user.id, mo.session.user.id]).toContain(next?.id);
    expect(next?.id).not.toBe(outsider.session.user.id);
  });

  it('is anyone of the company when the person has no teammate', async () => {
    const owner = await admin(t, 'No Teams Cove');
    const person = await member(t, owner);
    expect((await me(t, owner.token)).body.colleagueToRecognise).toEqual({
      id: person.session.user.id,
      fullName: 'Mo Member',
    });
    expect((await me(t, person.token)).body.colleagueToRecognise?.id).toBe(owner.session.user.id);
  });
});

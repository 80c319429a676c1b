import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, member, PASSWORD, requestToJoin } from '../../../tests/setup/fixtures';
import { type ApiResponse, createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { Person } from '../../shared/contract/people';
import type { Team } from '../../shared/contract/teams';
import { teamMembers } from '../db/schema';

/**
 * A person leaving the company (removed by an admin, leaving, deleting their account) while a lead
 * adds them to a team as its lead and they join another: the requests really run at once, over a pool
 * of 20 connections.
 */
const t = await createTestApp();

type Owner = Awaited<ReturnType<typeof admin>>;
type Member = Awaited<ReturnType<typeof member>>;
const idOf = (person: Member) => person.session.user.id;

async function createTeam(owner: { token: string }, body: Record<string, unknown>) {
  const response = await t.request<{ team: Team }>('POST', '/api/teams', body, { token: owner.token });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.team.id;
}

/** The person's current memberships in any team: none once they are out of the company. */
function liveMemberships(userId: string) {
  return t.db
    .select({ teamId: teamMembers.teamId, isLead: teamMembers.isLead })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), isNull(teamMembers.leftAt)));
}

/** The three ways out of a company, taken in turn. */
const removals = [
  (owner: { token: string }, person: Member) =>
    t.request('DELETE', `/api/people/${idOf(person)}`, undefined, { token: owner.token }),
  (_: { token: string }, person: Member) =>
    t.request('POST', '/api/people/me/leave', undefined, { token: person.token }),
  (_: { token: string }, person: Member) =>
    t.request('DELETE', '/api/me', { password: PASSWORD }, { token: person.token }),
];

/** A team change refused because the person was out first: the person or the caller is gone. */
function expectRefusedForRemoval(response: ApiResponse, codes: string[]) {
  expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(codes).toContain(errorOf(response).code);
}

/** Back through a new request, approved: a plain member of no team, not the closed team's lead again. */
async function expectReadmittedInNoTeam(owner: Owner, person: Member, teamIds: string[]) {
  const request = await requestToJoin(t, person.token, owner.company.companyCode);
  expect(request.status).toBe(201);
  const id = request.body.joinRequest.id;
  const approved = await t.request('POST', `/api/join-requests/${id}/approve`, undefined, {
    token: owner.token,
  });
  expect(approved.status).toBe(200);
  const people = await t.request<{ items: Person[] }>('GET', '/api/people', undefined, {
    token: owner.token,
  });
  expect(people.body.items.find((one) => one.id === idOf(person))).toMatchObject({
    role: 'member',
    teams: [],
  });
  for (const teamId of teamIds) {
    const team = await t.request<{ team: Team }>('GET', `/api/teams/${teamId}`, undefined, {
      token: person.token,
    });
    expect(team.body.team).toMatchObject({ isMember: false, isLead: false });
  }
  expect(await liveMemberships(idOf(person))).toEqual([]);
}

describe('removal from the company and team changes at once', () => {
  it('50 rounds of removal, being made lead of a closed team or a new one and joining an open one: the person ends in no team; re-admitted, a plain member of none', async () => {
    const owner = await admin(t);
    const lead = await member(t, owner);
    const closed = await createTeam(owner, {
      name: 'Night Shift',
      joinPolicy: 'closed',
      leadIds: [idOf(lead)],
    });
    const open = await createTeam(owner, { name: 'Dawn Patrol' });
    const outcomes = { added: 0, joined: 0, created: 0 };
    for (let round = 0; round < 50; round++) {
      const person = await member(t, owner);
      const remove = removals[round % removals.length]!;
      const [removed, added, joined, created] = await Promise.all([
        remove(owner, person),
        t.request(
          'POST',
          `/api/teams/${closed}/members`,
          { userId: idOf(person), isLead: true },
          { token: lead.token },
        ),
        t.request('POST', `/api/teams/${open}/join`, undefined, { token: person.token }),
        // An admin names them a lead of a new team.
        t.request(
          'POST',
          '/api/teams',
          { name: `Round ${round}`, leadIds: [idOf(person)] },
          { token: owner.token },
        ),
      ]);
      expect(removed.status, JSON.stringify(removed.body)).toBe(204);
      if (added.status === 200) outcomes.added += 1;
      else expectRefusedForRemoval(added, ['not_found']);
      if (joined.status === 200) outcomes.joined += 1;
      // Out before the request was read (no company) or before its transaction locked the membership.
      else expectRefusedForRemoval(joined, ['forbidden', 'invalid_token']);
      if (created.status === 201) outcomes.created += 1;
      else expectRefusedForRemoval(created, ['not_found']);
      expect(await liveMemberships(idOf(person)), `round ${round}`).toEqual([]);
      if (remove !== removals[2]) await expectReadmittedInNoTeam(owner, person, [closed, open]);
    }
    // The races really raced: some team changes landed before the removal (and were ended by it).
    expect(outcomes.added + outcomes.joined + outcomes.created).toBeGreaterThan(0);
  });
});

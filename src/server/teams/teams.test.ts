import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, me, member, signUp } from '../../../tests/setup/fixtures';
import { type ApiResponse, createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { Person } from '../../shared/contract/people';
import type { Team, TeamSummary } from '../../shared/contract/teams';
import { peopleMessages } from '../../shared/messages';
import { teamMessages } from '../../shared/team-messages';
import { teamMembers } from '../db/schema';

const t = await createTestApp();

type Owner = Awaited<ReturnType<typeof admin>>;
type Body = Record<string, unknown>;

const api = {
  list: (token: string, query = '') =>
    t.request<{ items: TeamSummary[] }>('GET', `/api/teams${query}`, undefined, { token }),
  create: (token: string, body: Body) => t.request<{ team: Team }>('POST', '/api/teams', body, { token }),
  get: (token: string, id: string) =>
    t.request<{ team: Team }>('GET', `/api/teams/${id}`, undefined, { token }),
  update: (token: string, id: string, body: Body) =>
    t.request<{ team: Team }>('PATCH', `/api/teams/${id}`, body, { token }),
  archive: (token: string, id: string) => t.request('DELETE', `/api/teams/${id}`, undefined, { token }),
  add: (token: string, id: string, body: Body) =>
    t.request<{ team: Team }>('POST', `/api/teams/${id}/members`, body, { token }),
  remove: (token: string, id: string, userId: string) =>
    t.request('DELETE', `/api/teams/${id}/members/${userId}`, undefined, { token }),
  join: (token: string, id: string) =>
    t.request<{ team: Team }>('POST', `/api/teams/${id}/join`, undefined, { token }),
  leave: (token: string, id: string) => t.request('POST', `/api/teams/${id}/leave`, undefined, { token }),
};

const idOf = (person: { session: { user: { id: string } } }) => person.session.user.id;

async function team(owner: Owner, body: Body = {}) {
  const response = await api.create(owner.token, { name: `Crew ${Math.random()}`, ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.team;
}

function expectError(response: ApiResponse, status: number, code: string, message?: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(errorOf(response).code).toBe(code);
  if (message) expect(errorOf(response).message).toBe(message);
}

async function stintsOf(teamId: string, userId: string) {
  return t.db
    .select({ leftAt: teamMembers.leftAt, isLead: teamMembers.isLead })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
}

describe('creating a team', () => {
  it('lets an admin create a team with leads, who become its first members', async () => {
    const owner = await admin(t);
    const lead = await member(t, owner);
    const response = await api.create(owner.token, {
      name: '  Surf School ',
      description: 'Lessons on weekends',
      joinPolicy: 'closed',
      leadIds: [idOf(lead)],
    });
    expect(response.status).toBe(201);
    expect(response.body.team).toEqual({
      id: expect.any(String),
      name: 'Surf School',
      description: 'Lessons on weekends',
      joinPolicy: 'closed',
      memberCount: 1,
      leads: [{ id: idOf(lead), fullName: 'Mo Member' }],
      isMember: false,
      isLead: false,
      archivedAt: null,
      members: [
        {
          id: idOf(lead),
          fullName: 'Mo Member',
          email: lead.email,
          isLead: true,
          joinedAt: expect.any(String),
        },
      ],
    });
  });

  it('defaults to an open team without leads or description', async () => {
    const owner = await admin(t);
    const created = await team(owner);
    expect(created).toMatchObject({ joinPolicy: 'open', description: null, memberCount: 0, leads: [] });
  });

  it('refuses a member (403), a blank name (400) and a lead of another company (404)', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    expectError(await api.create(person.token, { name: 'Mine' }), 403, 'forbidden');
    expectError(
      await api.create(owner.token, { name: ' \u200b ' }),
      400,
      'validation_failed',
      teamMessages.nameRequired,
    );
    const stranger = await admin(t, 'Other Crew');
    expectError(
      await api.create(owner.token, { name: 'Mixed', leadIds: [idOf(stranger)] }),
      404,
      'not_found',
      peopleMessages.personNotFound,
    );
    expect((await api.list(owner.token)).body.items).toEqual([]);
  });

  it('keeps names unique per company whatever the case, and frees an archived team’s name', async () => {
    const owner = await admin(t);
    const first = await team(owner, { name: 'Night Owls' });
    expectError(
      await api.create(owner.token, { name: 'night owls' }),
      409,
      'team_name_taken',
      teamMessages.nameTaken,
    );
    const other = await team(owner, { name: 'Early Birds' });
    expectError(await api.update(owner.token, other.id, { name: 'NIGHT OWLS' }), 409, 'team_name_taken');
    // Another company may use the name.
    await team(await admin(t, 'Elsewhere'), { name: 'Night Owls' });
    expect((await api.archive(owner.token, first.id)).status).toBe(204);
    await team(owner, { name: 'Night Owls' });
  });
});

describe('listing and reading teams', () => {
  it('lists the company’s teams by name with counts, leads and the caller’s place', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const lead = await member(t, owner);
    const b = await team(owner, { name: 'Bravo', leadIds: [idOf(lead)] });
    const a = await team(owner, { name: 'alpha' });
    expect((await api.join(person.token, b.id)).status).toBe(200);
    await team(await admin(t, 'Foreign'), { name: 'Aardvark' });
    const response = await api.list(person.token);
    expect(response.status).toBe(200);
    expect(response.body.items.map((item) => item.name)).toEqual(['alpha', 'Bravo']);
    expect(response.body.items[1]).toMatchObject({
      id: b.id,
      memberCount: 2,
      leads: [{ id: idOf(lead), fullName: 'Mo Member' }],
      isMember: true,
      isLead: false,
    });
    expect(response.body.items[0]).toMatchObject({ id: a.id, memberCount: 0, isMember: false });
  });

  it('leaves archived teams out unless asked', async () => {
    const owner = await admin(t);
    const gone = await team(owner, { name: 'Gone' });
    await api.archive(owner.token, gone.id);
    expect((await api.list(owner.token)).body.items).toEqual([]);
    const all = await api.list(owner.token, '?archived=true');
    expect(all.body.items).toEqual([
      expect.objectContaining({ id: gone.id, archivedAt: expect.any(String) }),
    ]);
    expectError(await api.list(owner.token, '?archived=maybe'), 400, 'validation_failed');
  });

  it('answers another company’s team, and a malformed id, with 404', async () => {
    const owner = await admin(t);
    const stranger = await admin(t, 'Stranger Crew');
    const foreign = await team(stranger);
    for (const response of [
      await api.get(owner.token, foreign.id),
      await api.update(owner.token, foreign.id, { name: 'Taken over' }),
      await api.archive(owner.token, foreign.id),
      await api.add(owner.token, foreign.id, { userId: idOf(owner) }),
      await api.join(owner.token, foreign.id),
      await api.leave(owner.token, foreign.id),
      await api.get(owner.token, 'not-a-uuid'),
    ]) {
      expectError(response, 404, 'not_found', teamMessages.teamNotFound);
    }
    expect((await api.get(stranger.token, foreign.id)).body.team.name).toBe(foreign.name);
  });

  it('refuses someone without a company with 403', async () => {
    const person = await signUp(t);
    expectError(await api.list(person.token), 403, 'forbidden', peopleMessages.noCompany);
  });
});

describe('managing a team', () => {
  it('lets a lead rename, describe and close their team; a plain member may not', async () => {
    const owner = await admin(t);
    const lead = await member(t, owner);
    const plain = await member(t, owner);
    const crew = await team(owner, { name: 'Reef', leadIds: [idOf(lead)] });
    await api.join(plain.token, crew.id);
    expectError(
      await api.update(plain.token, crew.id, { name: 'Mine' }),
      403,
      'forbidden',
      teamMessages.leadOnly,
    );
    const updated = await api.update(lead.token, crew.id, { name: 'Reef Break', joinPolicy: 'closed' });
    expect(updated.status).toBe(200);
    expect(updated.body.team).toMatchObject({ name: 'Reef Break', joinPolicy: 'closed', description: null });
    const described = await api.update(owner.token, crew.id, { description: 'Dawn patrol' });
    expect(described.body.team).toMatchObject({ name: 'Reef Break', description: 'Dawn patrol' });
    const cleared = await api.update(owner.token, crew.id, { description: '  ' });
    expect(cleared.body.team.description).toBeNull();
  });

  it('lets a lead add a member, make them lead and unmake them', async () => {
    const owner = await admin(t);
    const lead = await member(t, owner);
    const person = await member(t, owner);
    const crew = await team(owner, { joinPolicy: 'closed', leadIds: [idOf(lead)] });
    const added = await api.add(lead.token, crew.id, { userId: idOf(person) });
    expect(added.status).toBe(200);
    expect(added.body.team.members.find((m) => m.id === idOf(person))?.isLead).toBe(false);
    const promoted = await api.add(lead.token, crew.id, { userId: idOf(person), isLead: true });
    expect(promoted.body.team.leads.map((l) => l.id).sort()).toEqual([idOf(lead), idOf(person)].sort());
    // Adding again without isLead changes nothing.
    expect((await api.add(lead.token, crew.id, { userId: idOf(person) })).body.team.leads).toHaveLength(2);
    const demoted = await api.add(owner.token, crew.id, { userId: idOf(person), isLead: false });
    expect(demoted.body.team.leads).toEqual([{ id: idOf(lead), fullName: 'Mo Member' }]);
    expect(await stintsOf(crew.id, idOf(person))).toHaveLength(1);
  });

  it('refuses to add a person of another company (404) or a malformed id (400), and a plain member (403)', async () => {
    const owner = await admin(t);
    const plain = await member(t, owner);
    const stranger = await admin(t, 'Far Crew');
    const crew = await team(owner);
    expectError(
      await api.add(owner.token, crew.id, { userId: idOf(stranger) }),
      404,
      'not_found',
      peopleMessages.personNotFound,
    );
    expectError(await api.add(owner.token, crew.id, { userId: 'nobody' }), 400, 'validation_failed');
    expectError(await api.add(plain.token, crew.id, { userId: idOf(plain) }), 403, 'forbidden');
  });

  it('gives one membership when two leads add the same person at once', async () => {
    const owner = await admin(t);
    const leads = [await member(t, owner), await member(t, owner)];
    const person = await member(t, owner);
    const crew = await team(owner, { leadIds: leads.map(idOf) });
    const responses = await Promise.all([
      ...leads.map((lead) => api.add(lead.token, crew.id, { userId: idOf(person) })),
      api.add(owner.token, crew.id, { userId: idOf(person), isLead: true }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    const stints = await stintsOf(crew.id, idOf(person));
    expect(stints).toHaveLength(1);
    expect((await api.get(owner.token, crew.id)).body.team.memberCount).toBe(3);
  });

  it('lets a lead remove a member and a member remove themself, but not others', async () => {
    const owner = await admin(t);
    const lead = await member(t, owner);
    const one = await member(t, owner);
    const two = await member(t, owner);
    const crew = await team(owner, { leadIds: [idOf(lead)] });
    await api.join(one.token, crew.id);
    await api.join(two.token, crew.id);
    expectError(await api.remove(one.token, crew.id, idOf(two)), 403, 'forbidden');
    expect((await api.remove(one.token, crew.id, idOf(one))).status).toBe(204);
    expect((await api.remove(lead.token, crew.id, idOf(two))).status).toBe(204);
    expectError(
      await api.remove(lead.token, crew.id, idOf(two)),
      404,
      'not_found',
      teamMessages.memberNotFound,
    );
    expect((await api.get(owner.token, crew.id)).body.team.members.map((m) => m.id)).toEqual([idOf(lead)]);
  });

  it('archives a team (lead or admin) and then refuses every change with 409', async () => {
    const owner = await admin(t);
    const lead = await member(t, owner);
    const person = await member(t, owner);
    const crew = await team(owner, { leadIds: [idOf(lead)] });
    expectError(await api.archive(person.token, crew.id), 403, 'forbidden');
    expect((await api.archive(lead.token, crew.id)).status).toBe(204);
    for (const response of [
      await api.update(owner.token, crew.id, { name: 'Back' }),
      await api.archive(owner.token, crew.id),
      await api.add(owner.token, crew.id, { userId: idOf(person) }),
      await api.remove(owner.token, crew.id, idOf(lead)),
      await api.join(person.token, crew.id),
      await api.leave(lead.token, crew.id),
    ]) {
      expectError(response, 409, 'team_archived', teamMessages.archived);
    }
    expect((await api.get(person.token, crew.id)).body.team.archivedAt).toEqual(expect.any(String));
  });
});

describe('joining and leaving', () => {
  it('lets a member join an open team once (409 the second time)', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const crew = await team(owner);
    const joined = await api.join(person.token, crew.id);
    expect(joined.status).toBe(200);
    expect(joined.body.team).toMatchObject({ isMember: true, isLead: false, memberCount: 1 });
    expectError(
      await api.join(person.token, crew.id),
      409,
      'already_team_member',
      teamMessages.alreadyMember,
    );
  });

  it('refuses to join a closed team with 403 forbidden', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const crew = await team(owner, { joinPolicy: 'closed' });
    expectError(await api.join(person.token, crew.id), 403, 'forbidden', teamMessages.closedTeam);
  });

  it('keeps history when a member leaves, and starts a new stint when they come back', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const crew = await team(owner);
    await api.join(person.token, crew.id);
    expect((await api.leave(person.token, crew.id)).status).toBe(204);
    expectError(await api.leave(person.token, crew.id), 404, 'not_found', teamMessages.memberNotFound);
    let stints = await stintsOf(crew.id, idOf(person));
    expect(stints).toEqual([{ leftAt: expect.any(Date), isLead: false }]);
    expect((await api.join(person.token, crew.id)).status).toBe(200);
    stints = await stintsOf(crew.id, idOf(person));
    expect(stints.map((stint) => stint.leftAt === null).sort()).toEqual([false, true]);
    expect((await api.get(person.token, crew.id)).body.team.memberCount).toBe(1);
  });

  it('takes a person out of their teams when they leave or are removed from the company', async () => {
    const owner = await admin(t);
    const leaver = await member(t, owner);
    const removed = await member(t, owner);
    const crew = await team(owner, { leadIds: [idOf(leaver), idOf(removed)] });
    expect((await t.request('POST', '/api/people/me/leave', undefined, { token: leaver.token })).status).toBe(
      204,
    );
    expect(
      (await t.request('DELETE', `/api/people/${idOf(removed)}`, undefined, { token: owner.token })).status,
    ).toBe(204);
    expect((await api.get(owner.token, crew.id)).body.team.members).toEqual([]);
    expect(await stintsOf(crew.id, idOf(leaver))).toEqual([{ leftAt: expect.any(Date), isLead: true }]);
  });
});

describe('teams elsewhere: the directory and /api/me', () => {
  it('lists each person’s current teams in the directory, with the lead flag', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const a = await team(owner, { name: 'Alpha', leadIds: [idOf(person)] });
    const b = await team(owner, { name: 'Beta' });
    const c = await team(owner, { name: 'Gamma' });
    await api.join(person.token, b.id);
    await api.join(person.token, c.id);
    await api.archive(owner.token, c.id);
    const response = await t.request<{ items: Person[] }>('GET', '/api/people', undefined, {
      token: owner.token,
    });
    const listed = response.body.items.find((p) => p.id === idOf(person));
    expect(listed?.teams).toEqual([
      { id: a.id, name: 'Alpha', isLead: true },
      { id: b.id, name: 'Beta', isLead: false },
    ]);
    expect(response.body.items.find((p) => p.id === idOf(owner))?.teams).toEqual([]);
  });

  it('counts the live teams with at least one member as activeTeams', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    expect((await me(t, owner.token)).body.activeTeams).toBe(0);
    await team(owner);
    const one = await team(owner, { leadIds: [idOf(person)] });
    const two = await team(owner);
    await api.join(person.token, two.id);
    await team(await admin(t, 'Other'), { leadIds: [] });
    expect((await me(t, person.token)).body.activeTeams).toBe(2);
    await api.archive(owner.token, one.id);
    await api.leave(person.token, two.id);
    expect((await me(t, owner.token)).body.activeTeams).toBe(0);
    expect((await me(t, (await signUp(t)).token)).body.activeTeams).toBe(0);
  });
});

describe('notifications of team changes', () => {
  /** The person's team notifications, newest first (joining the company notified them too). */
  async function teamNotices(token: string) {
    const response = await t.request<{
      items: { kind: string; data: { teamId?: string; teamName?: string } }[];
    }>('GET', '/api/notifications', undefined, { token });
    expect(response.status).toBe(200);
    return response.body.items
      .filter((item) => item.kind.startsWith('team_'))
      .map(({ kind, data }) => ({ kind, ...data }));
  }

  it('tells a person they were added, then made lead; never what they did themselves', async () => {
    const owner = await admin(t);
    const added = await member(t, owner);
    const joiner = await member(t, owner);
    const crew = await team(owner, { name: 'Night Owls' });
    const notice = (kind: string) => ({ kind, teamId: crew.id, teamName: 'Night Owls' });

    expect((await api.add(owner.token, crew.id, { userId: idOf(added) })).status).toBe(200);
    expect(await teamNotices(added.token)).toEqual([notice('team_added')]);
    expect((await api.add(owner.token, crew.id, { userId: idOf(added), isLead: true })).status).toBe(200);
    expect(await teamNotices(added.token)).toEqual([notice('team_lead'), notice('team_added')]);

    expect((await api.join(joiner.token, crew.id)).status).toBe(200);
    expect(await teamNotices(joiner.token)).toEqual([]);
  });

  it('a lead adding and removing a person in a loop leaves one unread notice of each kind, refreshed', async () => {
    const owner = await admin(t);
    const lead = await member(t, owner);
    const person = await member(t, owner);
    const crew = await team(owner, { name: 'Loop Crew', leadIds: [idOf(lead)] });
    for (let round = 0; round < 10; round++) {
      expect((await api.add(lead.token, crew.id, { userId: idOf(person) })).status).toBe(200);
      expect((await api.add(lead.token, crew.id, { userId: idOf(person), isLead: true })).status).toBe(200);
      expect((await api.remove(lead.token, crew.id, idOf(person))).status).toBe(204);
    }
    const notice = (kind: string) => ({ kind, teamId: crew.id, teamName: 'Loop Crew' });
    // The last event first: made lead, then added (each refreshed in its turn).
    expect(await teamNotices(person.token)).toEqual([notice('team_lead'), notice('team_added')]);
    // With the approval and the notice of the pulse open when they joined.
    expect((await me(t, person.token)).body.unreadNotifications).toBe(4);

    // Once read, the next addition is news again.
    const read = await t.request('POST', '/api/notifications/read', { all: true }, { token: person.token });
    expect(read.status).toBe(200);
    expect((await api.add(lead.token, crew.id, { userId: idOf(person) })).status).toBe(200);
    expect(await teamNotices(person.token)).toEqual([
      notice('team_added'),
      notice('team_lead'),
      notice('team_added'),
    ]);
    expect((await me(t, person.token)).body.unreadNotifications).toBe(1);
  });

  it('gives a lead named at creation one notice, and a refused change none', async () => {
    const owner = await admin(t);
    const lead = await member(t, owner);
    const other = await member(t, owner);
    const crew = await team(owner, { name: 'Reef Crew', leadIds: [idOf(lead)], joinPolicy: 'closed' });
    expect(await teamNotices(lead.token)).toEqual([
      { kind: 'team_lead', teamId: crew.id, teamName: 'Reef Crew' },
    ]);

    // A plain member may not add anyone to a closed team: nobody hears of it.
    const bystander = await member(t, owner);
    expect((await api.add(bystander.token, crew.id, { userId: idOf(other) })).status).toBe(403);
    expect(await teamNotices(other.token)).toEqual([]);
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, me, member, signUp } from '../../../tests/setup/fixtures';
import { type ApiResponse, createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { Person } from '../../shared/contract/people';
import { apiMessages, peopleMessages } from '../../shared/messages';
import { companyJoinRequests, profiles, userRoles } from '../db/schema';

const t = await createTestApp();

type Owner = Awaited<ReturnType<typeof admin>>;

const list = (token: string) => t.request<{ items: Person[] }>('GET', '/api/people', undefined, { token });
const changeRole = (token: string, userId: string, body: unknown) =>
  t.request<{ person: Person }>('PATCH', `/api/people/${userId}`, body, { token });
const remove = (token: string, userId: string) =>
  t.request('DELETE', `/api/people/${userId}`, undefined, { token });
const leave = (token: string) => t.request('POST', '/api/people/me/leave', undefined, { token });

async function membershipOf(userId: string) {
  const [profile] = await t.db
    .select({ companyId: profiles.companyId })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const roles = await t.db
    .select({ companyId: userRoles.companyId, role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return { companyId: profile?.companyId ?? null, roles };
}

async function rolesIn(companyId: string) {
  const rows = await t.db
    .select({ userId: userRoles.userId, role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.companyId, companyId));
  return rows;
}

/** A member of the owner's company made admin by the owner. */
async function secondAdmin(owner: Owner) {
  const person = await member(t, owner);
  expect((await changeRole(owner.token, person.session.user.id, { role: 'admin' })).status).toBe(200);
  return person;
}

function expectLastAdmin(response: ApiResponse) {
  expect(response.status).toBe(409);
  expect(errorOf(response)).toEqual({ code: 'last_admin', message: peopleMessages.lastAdmin });
}

describe('listing the company’s people', () => {
  it('lists every member with name, email, role and join date, sorted by name', async () => {
    const owner = await admin(t, 'Directory Crew');
    // Someone with no company is in nobody's directory.
    await signUp(t, { fullName: 'Zed Zephyr' });
    const joined = await member(t, owner);
    await t.db
      .update(profiles)
      .set({ fullName: 'Bea Barrel' })
      .where(eq(profiles.id, joined.session.user.id));
    const response = await list(joined.token);
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual([
      {
        id: owner.session.user.id,
        fullName: 'Ada Admin',
        email: owner.email,
        emailVerified: false,
        role: 'admin',
        teams: [],
        joinedAt: expect.any(String),
      },
      {
        id: joined.session.user.id,
        fullName: 'Bea Barrel',
        email: joined.email,
        emailVerified: false,
        role: 'member',
        teams: [],
        joinedAt: expect.any(String),
      },
    ]);
    for (const person of response.body.items) {
      expect(Date.parse(person.joinedAt)).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it('never lists another company’s people or those who only asked to join', async () => {
    const owner = await admin(t, 'Home Crew');
    const other = await admin(t, 'Other Crew');
    await member(t, other);
    const pending = await signUp(t);
    const asked = await t.request(
      'POST',
      '/api/join-requests',
      { companyCode: owner.company.companyCode },
      {
        token: pending.token,
      },
    );
    expect(asked.status).toBe(201);
    const response = await list(owner.token);
    expect(response.body.items.map((person) => person.id)).toEqual([owner.session.user.id]);
  });

  it('refuses someone with no company with 403', async () => {
    const person = await signUp(t);
    const response = await list(person.token);
    expect(response.status).toBe(403);
    expect(errorOf(response)).toEqual({ code: 'forbidden', message: peopleMessages.noCompany });
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await t.request('GET', '/api/people')).status).toBe(401);
  });
});

describe('changing a role', () => {
  it('lets an admin make a member an admin and back', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const promoted = await changeRole(owner.token, person.session.user.id, { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.person).toMatchObject({
      id: person.session.user.id,
      role: 'admin',
      email: person.email,
    });
    expect((await membershipOf(person.session.user.id)).roles).toEqual([
      { companyId: owner.company.id, role: 'admin' },
    ]);
    const demoted = await changeRole(owner.token, person.session.user.id, { role: 'member' });
    expect(demoted.body.person.role).toBe('member');
    expect((await me(t, person.token)).body.role).toBe('member');
  });

  it('lets an admin demote themselves while another admin remains', async () => {
    const owner = await admin(t);
    await secondAdmin(owner);
    const response = await changeRole(owner.token, owner.session.user.id, { role: 'member' });
    expect(response.status).toBe(200);
    expect(response.body.person.role).toBe('member');
  });

  it('refuses to demote the last admin with last_admin', async () => {
    const owner = await admin(t);
    await member(t, owner);
    expectLastAdmin(await changeRole(owner.token, owner.session.user.id, { role: 'member' }));
    expect((await membershipOf(owner.session.user.id)).roles).toEqual([
      { companyId: owner.company.id, role: 'admin' },
    ]);
  });

  it('refuses a member with 403 and changes nothing', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const response = await changeRole(person.token, person.session.user.id, { role: 'admin' });
    expect(response.status).toBe(403);
    expect(errorOf(response)).toEqual({ code: 'forbidden', message: apiMessages.adminOnly });
    expect((await membershipOf(person.session.user.id)).roles[0]?.role).toBe('member');
  });

  it('answers another company’s person, and a path that names no one, with 404', async () => {
    const owner = await admin(t);
    const stranger = await admin(t, 'Stranger Crew');
    const theirs = await member(t, stranger);
    const nobody = await signUp(t);
    for (const userId of [
      theirs.session.user.id,
      stranger.session.user.id,
      nobody.session.user.id,
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
    ]) {
      const response = await changeRole(owner.token, userId, { role: 'admin' });
      expect(response.status, userId).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'not_found', message: peopleMessages.personNotFound });
    }
    expect((await membershipOf(theirs.session.user.id)).roles).toEqual([
      { companyId: stranger.company.id, role: 'member' },
    ]);
  });

  it.each([
    ['no role', {}],
    ['an unknown role', { role: 'owner' }],
    ['a role in capitals', { role: 'ADMIN' }],
    ['a role that is not text', { role: 1 }],
  ])('refuses %s with 400 and the spec message', async (_, body) => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const response = await changeRole(owner.token, person.session.user.id, body);
    expect(response.status).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'validation_failed',
      message: peopleMessages.roleInvalid,
    });
    expect((await membershipOf(person.session.user.id)).roles[0]?.role).toBe('member');
  });
});

describe('removing a person', () => {
  it('takes the person out of the company and keeps what they wrote', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const response = await remove(owner.token, person.session.user.id);
    expect(response.status).toBe(204);
    expect(await membershipOf(person.session.user.id)).toEqual({ companyId: null, roles: [] });
    // Their approved join request is history, and stays.
    const requests = await t.db
      .select()
      .from(companyJoinRequests)
      .where(eq(companyJoinRequests.userId, person.session.user.id));
    expect(requests.map((request) => request.status)).toEqual(['approved']);
    const after = await me(t, person.token);
    expect(after.body).toMatchObject({ company: null, role: null });
    expect((await list(owner.token)).body.items.map((p) => p.id)).toEqual([owner.session.user.id]);
  });

  it('refuses to remove the last admin while others remain, even by themselves', async () => {
    const owner = await admin(t);
    await member(t, owner);
    expectLastAdmin(await remove(owner.token, owner.session.user.id));
    expect((await membershipOf(owner.session.user.id)).companyId).toBe(owner.company.id);
  });

  it('lets an admin remove another admin, and themselves when another admin remains', async () => {
    const owner = await admin(t);
    const second = await secondAdmin(owner);
    await member(t, owner);
    expect((await remove(second.token, owner.session.user.id)).status).toBe(204);
    expect((await membershipOf(owner.session.user.id)).companyId).toBeNull();
    const third = await secondAdmin({ ...owner, token: second.token });
    expect((await remove(second.token, second.session.user.id)).status).toBe(204);
    expect((await rolesIn(owner.company.id)).filter((row) => row.role === 'admin')).toEqual([
      { userId: third.session.user.id, role: 'admin' },
    ]);
  });

  it('refuses a member with 403', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const response = await remove(person.token, owner.session.user.id);
    expect(response.status).toBe(403);
    expect((await membershipOf(owner.session.user.id)).companyId).toBe(owner.company.id);
  });

  it('answers another company’s person with 404 and leaves them be', async () => {
    const owner = await admin(t);
    const stranger = await admin(t, 'Stranger Crew');
    const theirs = await member(t, stranger);
    const response = await remove(owner.token, theirs.session.user.id);
    expect(response.status).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'not_found', message: peopleMessages.personNotFound });
    expect((await membershipOf(theirs.session.user.id)).companyId).toBe(stranger.company.id);
  });
});

describe('leaving the company', () => {
  it('lets a member leave', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    expect((await leave(person.token)).status).toBe(204);
    expect(await membershipOf(person.session.user.id)).toEqual({ companyId: null, roles: [] });
    expect((await list(person.token)).status).toBe(403);
  });

  it('refuses the last admin while others remain', async () => {
    const owner = await admin(t);
    await member(t, owner);
    expectLastAdmin(await leave(owner.token));
    expect((await membershipOf(owner.session.user.id)).companyId).toBe(owner.company.id);
  });

  it('lets an admin leave when another admin remains', async () => {
    const owner = await admin(t);
    await secondAdmin(owner);
    expect((await leave(owner.token)).status).toBe(204);
    expect((await membershipOf(owner.session.user.id)).companyId).toBeNull();
  });

  it('lets the last admin who is the only member leave: the company keeps no one', async () => {
    const owner = await admin(t);
    expect((await leave(owner.token)).status).toBe(204);
    expect(await rolesIn(owner.company.id)).toEqual([]);
    expect(await membershipOf(owner.session.user.id)).toEqual({ companyId: null, roles: [] });
  });

  it('refuses someone with no company with 403', async () => {
    const person = await signUp(t);
    const response = await leave(person.token);
    expect(response.status).toBe(403);
    expect(errorOf(response).code).toBe('forbidden');
  });
});

describe('races', () => {
  it('two admins demoting each other at once leave exactly one admin', async () => {
    for (let round = 0; round < 5; round++) {
      const owner = await admin(t);
      const second = await secondAdmin(owner);
      const responses = await Promise.all([
        changeRole(owner.token, second.session.user.id, { role: 'member' }),
        changeRole(second.token, owner.session.user.id, { role: 'member' }),
      ]);
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const admins = (await rolesIn(owner.company.id)).filter((row) => row.role === 'admin');
      expect(admins).toHaveLength(1);
    }
  });

  it('two admins removing each other at once leave exactly one admin', async () => {
    for (let round = 0; round < 5; round++) {
      const owner = await admin(t);
      const second = await secondAdmin(owner);
      await member(t, owner);
      const responses = await Promise.all([
        remove(owner.token, second.session.user.id),
        remove(second.token, owner.session.user.id),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([204, 403]);
      const admins = (await rolesIn(owner.company.id)).filter((row) => row.role === 'admin');
      expect(admins).toHaveLength(1);
    }
  });

  it('two admins leaving at once leave exactly one admin', async () => {
    for (let round = 0; round < 5; round++) {
      const owner = await admin(t);
      const second = await secondAdmin(owner);
      await member(t, owner);
      const responses = await Promise.all([leave(owner.token), leave(second.token)]);
      expect(responses.map((response) => response.status).sort()).toEqual([204, 409]);
      const rows = await t.db
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.companyId, owner.company.id), eq(userRoles.role, 'admin')));
      expect(rows).toHaveLength(1);
    }
  });
});

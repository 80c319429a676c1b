import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { admin, me, member, PASSWORD, requestToJoin, signIn, signUp } from '../../../tests/setup/fixtures';
import { insertGoal } from '../../../tests/setup/goal-rows';
import { insertKudos, insertReaction } from '../../../tests/setup/kudos-rows';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { AccountSession } from '../../shared/contract/account';
import { accountMessages } from '../../shared/contract/account';
import { apiErrors } from '../../shared/contract/errors';
import { peopleMessages, validationMessages } from '../../shared/messages';
import {
  checkIns,
  deviceTokens,
  emailTokens,
  goals,
  keyResults,
  kudos,
  kudosReactions,
  kudosRecipients,
  profiles,
  sessions,
  users,
} from '../db/schema';
import { sweepExpired } from './sweep';

/** The account: name, password, sessions, export and deletion (docs/product.md#account). */
const t = await createTestApp();

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';
const NEW_PASSWORD = 'Swell2morrow';

const sessionIdOf = (token: string) => decodeJwt(token).sid as string;

/** A second browser of the same person. */
async function anotherSession(email: string, userAgent = FIREFOX_WINDOWS, password = PASSWORD) {
  const response = await signIn(t, email, password, { headers: { 'user-agent': userAgent } });
  expect(response.status).toBe(200);
  return response.body;
}

/** A check-in on a goal, written by `authorId`. */
async function insertCheckIn(goalId: string, authorId: string, note: string) {
  const [row] = await t.db
    .insert(checkIns)
    .values({ goalId, authorId, status: 'at_risk', confidence: 6, note, blockers: 'Flat seas' })
    .returning();
  return row!;
}

const exportOf = async (token: string) =>
  (await t.request<Record<string, unknown>>('GET', '/api/me/export', undefined, { token })).body;

const listSessions = (token: string) =>
  t.request<{ items: AccountSession[] }>('GET', '/api/me/sessions', undefined, { token });

describe('PATCH /api/me', () => {
  it('changes the name on the account and the profile', async () => {
    const person = await signUp(t);
    const response = await t.request(
      'PATCH',
      '/api/me',
      { fullName: '  Kai Longboard ' },
      { token: person.token },
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ user: { ...person.session.user, fullName: 'Kai Longboard' } });
    const after = await me(t, person.token);
    expect(after.body.user.fullName).toBe('Kai Longboard');
    expect(after.body.profile?.fullName).toBe('Kai Longboard');
  });

  it('refuses a blank name with the sign-up message, and changes nothing', async () => {
    const person = await signUp(t);
    const response = await t.request('PATCH', '/api/me', { fullName: ' \u200b ' }, { token: person.token });
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe(validationMessages.fullNameRequired);
    expect((await me(t, person.token)).body.user.fullName).toBe('Kai Surfer');
  });

  it('needs a session', async () => {
    expect((await t.request('PATCH', '/api/me', { fullName: 'X' })).status).toBe(401);
  });
});

describe('POST /api/me/password', () => {
  it('refuses a wrong current password with 403 and keeps the old one', async () => {
    const person = await signUp(t);
    const response = await t.request(
      'POST',
      '/api/me/password',
      { currentPassword: 'Not-it-1', newPassword: NEW_PASSWORD },
      { token: person.token },
    );
    expect(response.status).toBe(403);
    expect(errorOf(response)).toEqual({ code: 'wrong_password', message: apiErrors.wrong_password.message });
    expect((await signIn(t, person.email)).status).toBe(200);
  });

  it('counts wrong current passwords: past the limit it answers 429', async () => {
    const strict = await createTestApp({
      rateLimits: { signInFailuresPerAccount: { limit: 2, windowSeconds: 3600 } },
    });
    const person = await signUp(strict);
    const attempt = (currentPassword: string) =>
      strict.request(
        'POST',
        '/api/me/password',
        { currentPassword, newPassword: NEW_PASSWORD },
        { token: person.token },
      );
    expect((await attempt('Wrong-one-1')).status).toBe(403);
    expect((await attempt('Wrong-one-2')).status).toBe(403);
    expect((await attempt(PASSWORD)).status).toBe(429);
  });

  it('applies the sign-up rules to the new password', async () => {
    const person = await signUp(t);
    const response = await t.request(
      'POST',
      '/api/me/password',
      { currentPassword: PASSWORD, newPassword: 'short' },
      { token: person.token },
    );
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toBe(validationMessages.passwordTooShort);
  });

  it('revokes every other session at once and keeps the caller’s', async () => {
    const person = await signUp(t);
    const other = await anotherSession(person.email);
    const response = await t.request(
      'POST',
      '/api/me/password',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      { token: person.token },
    );
    expect(response.status).toBe(204);
    expect((await me(t, person.token)).status).toBe(200);
    expect((await me(t, other.access_token)).status).toBe(401);
    const refreshed = await t.request('POST', '/api/auth/token', {
      grantType: 'refresh_token',
      refreshToken: other.refresh_token,
    });
    expect(refreshed.status).toBe(401);
    expect((await signIn(t, person.email)).status).toBe(400);
    expect((await signIn(t, person.email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('sessions', () => {
  it('lists the live sessions with their device, the caller’s marked current', async () => {
    const person = await signUp(t);
    const chrome = await anotherSession(person.email, CHROME_MAC);
    const firefox = await anotherSession(person.email, FIREFOX_WINDOWS);
    await t.request('POST', '/api/auth/logout', undefined, { token: firefox.access_token });
    const response = await listSessions(chrome.access_token);
    expect(response.status).toBe(200);
    const items = response.body.items;
    expect(items.map((item) => item.id).sort()).toEqual(
      [sessionIdOf(person.token), sessionIdOf(chrome.access_token)].sort(),
    );
    const current = items.find((item) => item.current);
    expect(current).toMatchObject({ id: sessionIdOf(chrome.access_token), device: 'Chrome on macOS' });
    expect(current?.lastUsedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(items.filter((item) => item.current)).toHaveLength(1);
  });

  it('updates last use on refresh', async () => {
    const person = await signUp(t);
    const id = sessionIdOf(person.token);
    await t.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '1 day'` })
      .where(eq(sessions.id, id));
    const before = (await listSessions(person.token)).body.items[0]!.lastUsedAt;
    await t.request('POST', '/api/auth/token', {
      grantType: 'refresh_token',
      refreshToken: person.session.refresh_token,
    });
    const after = (await listSessions(person.token)).body.items[0]!.lastUsedAt;
    expect(new Date(after).getTime()).toBeGreaterThan(new Date(before).getTime());
  });

  it('signs out one own session; another person’s is not found and stays', async () => {
    const person = await signUp(t);
    const other = await anotherSession(person.email);
    const stranger = await signUp(t);
    const gone = await t.request('DELETE', `/api/me/sessions/${sessionIdOf(other.access_token)}`, undefined, {
      token: person.token,
    });
    expect(gone.status).toBe(204);
    expect((await me(t, other.access_token)).status).toBe(401);
    expect((await me(t, person.token)).status).toBe(200);

    for (const id of [sessionIdOf(stranger.token), 'not-a-uuid', sessionIdOf(other.access_token)]) {
      const refused = await t.request('DELETE', `/api/me/sessions/${id}`, undefined, { token: person.token });
      expect(refused.status).toBe(404);
      expect(errorOf(refused).message).toBe(accountMessages.sessionNotFound);
    }
    expect((await me(t, stranger.token)).status).toBe(200);
  });

  it('logout?scope=all revokes every session of the person, and no one else’s', async () => {
    const person = await signUp(t);
    const other = await anotherSession(person.email);
    const stranger = await signUp(t);
    const response = await t.request('POST', '/api/auth/logout?scope=all', undefined, {
      token: person.token,
    });
    expect(response.status).toBe(204);
    expect((await me(t, person.token)).status).toBe(401);
    expect((await me(t, other.access_token)).status).toBe(401);
    expect((await me(t, stranger.token)).status).toBe(200);
  });

  it('logout without a scope keeps the other sessions; an unknown scope is a 400', async () => {
    const person = await signUp(t);
    const other = await anotherSession(person.email);
    expect(
      (await t.request('POST', '/api/auth/logout?scope=everything', undefined, { token: person.token }))
        .status,
    ).toBe(400);
    expect((await t.request('POST', '/api/auth/logout', undefined, { token: person.token })).status).toBe(
      204,
    );
    expect((await me(t, other.access_token)).status).toBe(200);
  });
});

describe('GET /api/me/export', () => {
  it('is an attachment with the person’s data and no secrets', async () => {
    const owner = await admin(t, 'Export Bay');
    const person = await member(t, owner);
    await anotherSession(person.email, CHROME_MAC);
    const team = await t.request<{ team: { id: string } }>(
      'POST',
      '/api/teams',
      { name: 'Export Crew', leadIds: [person.session.user.id] },
      { token: owner.token },
    );
    expect(team.status).toBe(201);
    const response = await t.request<Record<string, unknown>>('GET', '/api/me/export', undefined, {
      token: person.token,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="sos-export-\d{4}-\d\d-\d\d\.json"$/,
    );
    const data = response.body;
    expect(data.account).toEqual({
      email: person.email,
      fullName: 'Mo Member',
      createdAt: expect.any(String),
    });
    expect(data.profile).toEqual({ fullName: 'Mo Member', createdAt: expect.any(String) });
    expect(data.company).toEqual({
      companyId: owner.company.id,
      companyName: 'Export Bay',
      role: 'member',
      joinedAt: expect.any(String),
    });
    expect(data.joinRequests).toEqual([
      expect.objectContaining({ companyName: 'Export Bay', status: 'approved' }),
    ]);
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions).toContainEqual(expect.objectContaining({ device: 'Chrome on macOS' }));
    expect(data.teams).toEqual([
      { team: 'Export Crew', isLead: true, joinedAt: expect.any(String), leftAt: null },
    ]);
    // Newest first: made the team's lead after being let into the company (and told, in the same
    // instant, of the pulse open then).
    const kinds = (data.notifications as { kind: string }[]).map((n) => n.kind);
    expect(kinds[0]).toBe('team_lead');
    expect(kinds.slice(1).sort()).toEqual(['join_request_approved', 'pulse_open']);

    const [stored] = await t.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, person.session.user.id));
    const text = JSON.stringify(data);
    expect(text).not.toContain(stored!.passwordHash);
    expect(text).not.toContain(person.session.refresh_token);
    expect(text).not.toContain(owner.company.companyCode);
    expect(text).not.toMatch(/hash|token/i);
  });
});

describe('GET /api/me/export: goals', () => {
  it('holds the goals the person owns with their key results, and the check-ins they wrote', async () => {
    const owner = await admin(t, 'Goal Export Bay');
    const person = await member(t, owner);
    const company = { companyId: owner.company.id };
    const personId = person.session.user.id;
    const ownerId = owner.session.user.id;
    const theirs = await insertGoal(t.db, {
      ...company,
      ownerId: personId,
      title: 'Teach ten lessons',
      description: 'Beginners first',
      visibility: 'private',
      startsOn: '2025-01-01',
      dueOn: '2025-03-31',
      progress: 0.25,
    });
    await t.db.insert(keyResults).values([
      {
        goalId: theirs.id,
        title: 'Lessons given',
        kind: 'number',
        unit: 'lessons',
        startValue: 0,
        targetValue: 10,
        currentValue: 5,
        weight: 2,
        position: 1,
      },
      {
        goalId: theirs.id,
        title: 'Syllabus written',
        kind: 'binary',
        startValue: 0,
        targetValue: 1,
        currentValue: 0,
        position: 0,
      },
    ]);
    const admins = await insertGoal(t.db, { ...company, ownerId, title: 'Admin goal' });
    await t.db.insert(keyResults).values({
      goalId: admins.id,
      title: 'Admin result',
      kind: 'percent',
      startValue: 0,
      targetValue: 100,
      currentValue: 1,
      position: 0,
    });
    const own = await insertCheckIn(theirs.id, personId, 'Half way');
    // On the admin's goal, but written by the person: theirs to take.
    const onAdmins = await insertCheckIn(admins.id, personId, 'Helping out');
    await insertCheckIn(theirs.id, ownerId, 'The admin’s words');

    const data = await exportOf(person.token);
    const checkIn = (row: typeof own) => ({
      id: row.id,
      goalId: row.goalId,
      createdAt: row.createdAt.toISOString(),
      status: 'at_risk',
      confidence: 6,
      note: row.note,
      blockers: 'Flat seas',
    });
    expect(data.goals).toEqual({
      owned: [
        {
          id: theirs.id,
          level: 'personal',
          title: 'Teach ten lessons',
          description: 'Beginners first',
          visibility: 'private',
          startsOn: '2025-01-01',
          dueOn: '2025-03-31',
          progress: 0.25,
          closedAt: null,
          createdAt: theirs.createdAt.toISOString(),
          keyResults: [
            {
              title: 'Syllabus written',
              kind: 'binary',
              unit: null,
              startValue: 0,
              targetValue: 1,
              currentValue: 0,
              weight: 1,
            },
            {
              title: 'Lessons given',
              kind: 'number',
              unit: 'lessons',
              startValue: 0,
              targetValue: 10,
              currentValue: 5,
              weight: 2,
            },
          ],
        },
      ],
      checkIns: expect.arrayContaining([checkIn(own), checkIn(onAdmins)]),
    });
    expect((data.goals as { checkIns: unknown[] }).checkIns).toHaveLength(2);
    const text = JSON.stringify(data);
    for (const others of ['Admin goal', 'Admin result', 'The admin’s words'])
      expect(text).not.toContain(others);
  });

  it('is empty for someone with no goals and no check-ins', async () => {
    const person = await signUp(t);
    expect((await exportOf(person.token)).goals).toEqual({ owned: [], checkIns: [] });
  });
});

/** A company's admin and two members, the second renamed so that names tell them apart. */
async function crew(companyName: string) {
  const owner = await admin(t, companyName);
  const person = await member(t, owner);
  const friend = await member(t, owner);
  const renamed = await t.request('PATCH', '/api/me', { fullName: 'Fin Friend' }, { token: friend.token });
  expect(renamed.status).toBe(200);
  const value = await t.request<{ value: { id: string } }>(
    'POST',
    '/api/values',
    { name: 'Ownership' },
    { token: owner.token },
  );
  expect(value.status).toBe(201);
  const ids = {
    companyId: owner.company.id,
    ownerId: owner.session.user.id,
    personId: person.session.user.id,
    friendId: friend.session.user.id,
    valueId: value.body.value.id,
  };
  return { owner, person, friend, ...ids };
}

describe('GET /api/me/export: kudos', () => {
  it('holds the kudos the person gave and received, and their reactions', async () => {
    const { person, companyId, ownerId, personId, friendId, valueId } = await crew('Kudos Export Bay');
    const gave = await insertKudos(t.db, {
      companyId,
      senderId: personId,
      recipientIds: [ownerId, friendId],
      message: 'Thanks for the “dawn” patrol 🌅',
      valueId,
      createdAt: new Date('2026-01-02T08:00:00Z'),
    });
    const got = await insertKudos(t.db, {
      companyId,
      senderId: friendId,
      recipientIds: [personId],
      message: 'Great lesson',
      createdAt: new Date('2026-01-03T08:00:00Z'),
    });
    const anniversary = await insertKudos(t.db, {
      companyId,
      senderId: null,
      kind: 'anniversary',
      message: null,
      anniversaryYears: 2,
      celebrationKey: `anniversary:${personId}:2`,
      recipientIds: [personId],
      createdAt: new Date('2026-01-04T08:00:00Z'),
    });
    // Between others, and others' reactions: not the person's.
    const others = await insertKudos(t.db, {
      companyId,
      senderId: ownerId,
      recipientIds: [friendId],
      message: 'The admin’s thanks',
    });
    await insertReaction(t.db, { kudosId: got.id, userId: ownerId, emoji: 'heart' });
    const clapped = await insertReaction(t.db, {
      kudosId: others.id,
      userId: personId,
      emoji: 'clap',
      createdAt: new Date('2026-01-05T08:00:00Z'),
    });

    const data = await exportOf(person.token);
    expect(data.kudos).toEqual({
      given: [
        {
          id: gave.id,
          message: 'Thanks for the “dawn” patrol 🌅',
          value: 'Ownership',
          recipients: ['Ada Admin', 'Fin Friend'],
          createdAt: '2026-01-02T08:00:00.000Z',
        },
      ],
      received: [
        {
          id: got.id,
          kind: 'kudos',
          sender: 'Fin Friend',
          message: 'Great lesson',
          value: null,
          anniversaryYears: null,
          goalTitle: null,
          createdAt: '2026-01-03T08:00:00.000Z',
        },
        {
          id: anniversary.id,
          kind: 'anniversary',
          sender: null,
          message: null,
          value: null,
          anniversaryYears: 2,
          goalTitle: null,
          createdAt: '2026-01-04T08:00:00.000Z',
        },
      ],
      reactions: [{ kudosId: others.id, emoji: 'clap', createdAt: clapped.createdAt.toISOString() }],
    });
    expect(JSON.stringify(data)).not.toContain('The admin’s thanks');
  });

  it('is empty for someone who gave, received and reacted to nothing', async () => {
    const person = await signUp(t);
    expect((await exportOf(person.token)).kudos).toEqual({ given: [], received: [], reactions: [] });
  });
});

describe('DELETE /api/me', () => {
  it('refuses a wrong password and deletes nothing', async () => {
    const person = await signUp(t);
    const response = await t.request(
      'DELETE',
      '/api/me',
      { password: 'Wrong-pass-1' },
      { token: person.token },
    );
    expect(response.status).toBe(403);
    expect(errorOf(response).code).toBe('wrong_password');
    expect((await me(t, person.token)).status).toBe(200);
  });

  it('deletes the account with everything of it; it cannot sign in again', async () => {
    const owner = await admin(t, 'Deletion Point');
    const person = await signUp(t);
    await requestToJoin(t, person.token, owner.company.companyCode);
    const userId = person.session.user.id;
    const response = await t.request('DELETE', '/api/me', { password: PASSWORD }, { token: person.token });
    expect(response.status).toBe(204);
    expect((await me(t, person.token)).status).toBe(401);
    expect((await signIn(t, person.email)).status).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await t.db.select().from(profiles).where(eq(profiles.id, userId))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect(await t.db.select().from(deviceTokens).where(eq(deviceTokens.userId, userId))).toEqual([]);
    // The email is free again.
    expect(
      (
        await t.request('POST', '/api/auth/signup', {
          email: person.email,
          password: PASSWORD,
          fullName: 'Again',
        })
      ).status,
    ).toBe(201);
  });

  it('deletes a member who owns a goal and wrote check-ins: the goal and check-ins stay, nameless', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const personId = person.session.user.id;
    const goal = await insertGoal(t.db, { companyId: owner.company.id, ownerId: personId });
    const checkIn = await insertCheckIn(goal.id, personId, 'Before leaving');
    expect(
      (await t.request('DELETE', '/api/me', { password: PASSWORD }, { token: person.token })).status,
    ).toBe(204);
    const [kept] = await t.db.select().from(goals).where(eq(goals.id, goal.id));
    expect(kept).toMatchObject({ ownerId: null, createdBy: null, companyId: owner.company.id });
    const [note] = await t.db.select().from(checkIns).where(eq(checkIns.id, checkIn.id));
    expect(note).toMatchObject({ authorId: null, note: 'Before leaving' });
  });

  it('deletes a member who gave, received and reacted to kudos: what they gave stays, without sender', async () => {
    const { person, companyId, ownerId, personId, friendId } = await crew('Kudos Deletion Point');
    const gave = await insertKudos(t.db, { companyId, senderId: personId, recipientIds: [friendId] });
    const got = await insertKudos(t.db, {
      companyId,
      senderId: ownerId,
      recipientIds: [personId, friendId],
    });
    await insertReaction(t.db, { kudosId: got.id, userId: personId, emoji: 'tada' });
    await insertReaction(t.db, { kudosId: got.id, userId: friendId, emoji: 'tada' });
    expect(
      (await t.request('DELETE', '/api/me', { password: PASSWORD }, { token: person.token })).status,
    ).toBe(204);
    const [kept] = await t.db.select().from(kudos).where(eq(kudos.id, gave.id));
    expect(kept).toMatchObject({ senderId: null, companyId, message: gave.message });
    const recipientsOf = async (kudosId: string) =>
      (await t.db.select().from(kudosRecipients).where(eq(kudosRecipients.kudosId, kudosId))).map(
        (row) => row.userId,
      );
    expect(await recipientsOf(gave.id)).toEqual([friendId]);
    expect(await recipientsOf(got.id)).toEqual([friendId]);
    expect(await t.db.select().from(kudosRecipients).where(eq(kudosRecipients.userId, personId))).toEqual([]);
    const reactions = await t.db.select().from(kudosReactions).where(eq(kudosReactions.kudosId, got.id));
    expect(reactions.map((row) => row.userId)).toEqual([friendId]);
  });

  it('lets a member go: the company keeps its admin', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    expect(
      (await t.request('DELETE', '/api/me', { password: PASSWORD }, { token: person.token })).status,
    ).toBe(204);
    const people = await t.request<{ items: { id: string }[] }>('GET', '/api/people', undefined, {
      token: owner.token,
    });
    expect(people.body.items.map((p) => p.id)).toEqual([owner.session.user.id]);
  });

  it('refuses the last admin of a company with other members (last_admin), then lets them go once alone', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const refused = await t.request('DELETE', '/api/me', { password: PASSWORD }, { token: owner.token });
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toEqual({ code: 'last_admin', message: peopleMessages.lastAdmin });
    expect((await me(t, owner.token)).body.role).toBe('admin');

    await t.request('DELETE', `/api/people/${person.session.user.id}`, undefined, { token: owner.token });
    expect(
      (await t.request('DELETE', '/api/me', { password: PASSWORD }, { token: owner.token })).status,
    ).toBe(204);
  });
});

describe('sweepExpired', () => {
  it('deletes expired and revoked sessions with their refresh tokens, and expired device tokens only', async () => {
    const live = await signUp(t);
    const expired = await signUp(t);
    const revoked = await signUp(t);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, sessionIdOf(expired.token)));
    await t.request('POST', '/api/auth/logout', undefined, { token: revoked.token });
    await t.db
      .update(deviceTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(deviceTokens.userId, expired.session.user.id));

    // The verification link mailed at sign-up: one expired, one still live.
    await t.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.userId, expired.session.user.id));

    // Two instances sweeping at once: both finish, and the rows are gone once.
    const [first, second] = await Promise.all([sweepExpired(t.db), sweepExpired(t.db)]);
    expect(first.sessions + second.sessions).toBeGreaterThanOrEqual(2);

    const remaining = await t.db.select({ id: sessions.id }).from(sessions);
    const ids = remaining.map((row) => row.id);
    expect(ids).toContain(sessionIdOf(live.token));
    expect(ids).not.toContain(sessionIdOf(expired.token));
    expect(ids).not.toContain(sessionIdOf(revoked.token));
    const tokens = await t.db.execute(sql`select count(*)::int as n from refresh_tokens r
      where not exists (select from sessions s where s.id = r.session_id)`);
    expect((tokens as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect(
      await t.db.select().from(deviceTokens).where(eq(deviceTokens.userId, expired.session.user.id)),
    ).toEqual([]);
    expect(
      await t.db.select().from(deviceTokens).where(eq(deviceTokens.userId, live.session.user.id)),
    ).toHaveLength(1);
    expect(
      await t.db.select().from(emailTokens).where(eq(emailTokens.userId, expired.session.user.id)),
    ).toEqual([]);
    expect(
      await t.db.select().from(emailTokens).where(eq(emailTokens.userId, live.session.user.id)),
    ).toHaveLength(1);
    expect((await me(t, live.token)).status).toBe(200);
  });
});

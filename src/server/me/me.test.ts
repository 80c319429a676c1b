import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  admin,
  createCompany,
  me,
  member,
  requester,
  requestToJoin,
  signUp,
} from '../../../tests/setup/fixtures';
import { dayFromToday, daysAgo, insertGoal } from '../../../tests/setup/goal-rows';
import { activeOneOnOne, idOf, oneOnOneBody, oneOnOneWorld } from '../../../tests/setup/one-on-ones';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { Me } from '../../shared/api';
import type { ActionItem } from '../../shared/contract/communication';
import { apiMessages } from '../../shared/messages';
import { companyJoinRequests, sessions } from '../db/schema';

/** GET /api/me: the answer's shape for each kind of person, and the session check it makes itself. */
const t = await createTestApp();

async function createdAtOf(requestId: string) {
  const [row] = await t.db
    .select({ createdAt: companyJoinRequests.createdAt })
    .from(companyJoinRequests)
    .where(eq(companyJoinRequests.id, requestId));
  return row!.createdAt.toISOString();
}

function expectInvalidToken(response: Awaited<ReturnType<typeof me>>) {
  expect(response.status).toBe(401);
  expect(errorOf(response)).toEqual({ code: 'invalid_token', message: apiMessages.invalidToken });
}

describe('GET /api/me', () => {
  it('answers a newcomer with their profile and nothing else', async () => {
    const { session, token } = await signUp(t, { fullName: 'Nova Newcomer' });
    const response = await me(t, token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual<Me>({
      user: { ...session.user, emailVerified: false },
      profile: { fullName: 'Nova Newcomer', companyId: null },
      company: null,
      role: null,
      joinRequests: [],
      unreadNotifications: 0,
      activeTeams: 0,
      goals: { open: 0, performance: null, dueForCheckIn: [] },
      pulse: null,
      firstSteps: null,
      colleagueToRecognise: null,
      nextOneOnOne: null,
      actionItems: [],
      today: null,
      growth: null,
      nudges: [],
      companionModel: false,
    });
  });

  it('lists a requester’s own requests newest first, dates as ISO strings in UTC', async () => {
    const first = await admin(t, 'First Break');
    const second = await admin(t, 'Second Reef');
    const person = await signUp(t);
    const one = await requestToJoin(t, person.token, first.company.companyCode);
    const two = await requestToJoin(t, person.token, second.company.companyCode);
    const response = await me(t, person.token);
    expect(response.body.joinRequests).toEqual([
      {
        id: two.body.joinRequest.id,
        companyName: 'Second Reef',
        status: 'pending',
        createdAt: await createdAtOf(two.body.joinRequest.id),
      },
      {
        id: one.body.joinRequest.id,
        companyName: 'First Break',
        status: 'pending',
        createdAt: await createdAtOf(one.body.joinRequest.id),
      },
    ]);
    expect(response.body.company).toBeNull();
  });

  it('shows a member their company and role, without the company code', async () => {
    const owner = await admin(t, 'Code Keepers');
    const person = await member(t, owner);
    const response = await me(t, person.token);
    expect(response.body.company).toEqual({ id: owner.company.id, name: 'Code Keepers' });
    expect(response.body.role).toBe('member');
    expect(response.body.profile).toEqual({ fullName: 'Mo Member', companyId: owner.company.id });
    expect(JSON.stringify(response.body)).not.toContain(owner.company.companyCode);
    expect(response.body.joinRequests).toEqual([
      expect.objectContaining({ companyName: 'Code Keepers', status: 'approved' }),
    ]);
  });

  it('gives an admin the company code', async () => {
    const person = await signUp(t);
    const company = await createCompany(t, person.token, { name: 'Admins Only' });
    const response = await me(t, person.token);
    expect(response.body.company).toEqual({
      id: company.id,
      name: 'Admins Only',
      companyCode: company.companyCode,
    });
    expect(response.body.role).toBe('admin');
  });

  it('refuses the token of a signed-out session, and of an expired one, as invalid_token', async () => {
    const signedOut = await signUp(t);
    await t.request('POST', '/api/auth/logout', undefined, { token: signedOut.token });
    expectInvalidToken(await me(t, signedOut.token));

    const expired = await signUp(t);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, decodeJwt(expired.token).sid as string));
    expectInvalidToken(await me(t, expired.token));
  });

  it('refuses a token whose session belongs to someone else', async () => {
    const { token } = await requester(t, (await admin(t)).company.companyCode);
    const other = await signUp(t);
    // The same session id under another person's name: only a forged token could say so, but the
    // lookup must not trust the session id alone.
    const claims = decodeJwt(token);
    const forged = await t.deps.tokens.issueAccessToken({
      userId: other.session.user.id,
      sessionId: claims.sid as string,
    });
    expectInvalidToken(await me(t, forged.token));
  });
});

describe('GET /api/me: goal figures', () => {
  /** A period wholly past: it should be done by now (expected progress 1). */
  const past = { startsOn: dayFromToday(-60), dueOn: dayFromToday(-1) };
  const notBegun = { startsOn: dayFromToday(1), dueOn: dayFromToday(30) };

  it('counts the open goals each person may see, and the share of them on track', async () => {
    const owner = await admin(t, 'Figure Point');
    const person = await member(t, owner);
    const other = await admin(t, 'Elsewhere Reef');
    const company = { companyId: owner.company.id };
    const ownerId = owner.session.user.id;
    const personId = person.session.user.id;
    // Set 10 days ago, a third of their schedule: 1 and 0.9 are on track, 0 is not.
    const judged = { startsOn: dayFromToday(-20), dueOn: dayFromToday(20), createdAt: daysAgo(10) };
    await insertGoal(t.db, { ...company, ...judged, ownerId, progress: 1 });
    await insertGoal(t.db, { ...company, ...judged, ownerId, progress: 0, visibility: 'private' });
    await insertGoal(t.db, {
      ...company,
      ...judged,
      ownerId: personId,
      progress: 0.9,
      visibility: 'private',
    });
    await insertGoal(t.db, { ...company, ...notBegun, ownerId, progress: 0 });
    await insertGoal(t.db, { ...company, ...past, ownerId, progress: 0, closedAt: daysAgo(1) });
    await insertGoal(t.db, { companyId: other.company.id, ...past, ownerId: other.session.user.id });

    // The member: the company goals and their own private one, not the admin's private one.
    const asMember = (await me(t, person.token)).body.goals;
    expect(asMember.open).toBe(3);
    expect(asMember.performance).toBe(100); // both begun goals on track; the one not begun does not count
    // The admin sees every open goal of the company.
    const asAdmin = (await me(t, owner.token)).body.goals;
    expect(asAdmin.open).toBe(4);
    expect(asAdmin.performance).toBe(67); // 2 of 3
    // The other company's admin sees their own goal only.
    expect((await me(t, other.token)).body.goals.open).toBe(1);
  });

  it('has no performance while no open goal has begun', async () => {
    const owner = await admin(t);
    await insertGoal(t.db, {
      companyId: owner.company.id,
      ownerId: owner.session.user.id,
      ...notBegun,
      progress: 0.5,
    });
    expect((await me(t, owner.token)).body.goals).toEqual({ open: 1, performance: null, dueForCheckIn: [] });
  });

  it('leaves out a goal begun an hour ago, so it cannot swing the figure past 100', async () => {
    const owner = await admin(t);
    const ids = { companyId: owner.company.id, ownerId: owner.session.user.id };
    const quarter = { startsOn: dayFromToday(0), dueOn: dayFromToday(89) };
    // An hour into its schedule with a little progress: far ahead of a tiny expectation, but new.
    await insertGoal(t.db, { ...ids, ...quarter, createdAt: daysAgo(1 / 24), progress: 0.05 });
    expect((await me(t, owner.token)).body.goals).toEqual({ open: 1, performance: null, dueForCheckIn: [] });

    // Past their first week: one checked in on track, one off track.
    const checkedIn = { startsOn: dayFromToday(-20), dueOn: dayFromToday(69), lastCheckInAt: daysAgo(2) };
    await insertGoal(t.db, { ...ids, ...checkedIn, progress: 0.9, lastCheckInStatus: 'on_track' });
    await insertGoal(t.db, { ...ids, ...checkedIn, progress: 0.2, lastCheckInStatus: 'off_track' });
    expect((await me(t, owner.token)).body.goals.performance).toBe(50);
  });

  it('counts a goal in its first week once it has a check-in', async () => {
    const owner = await admin(t);
    const ids = { companyId: owner.company.id, ownerId: owner.session.user.id };
    const quarter = { startsOn: dayFromToday(-1), dueOn: dayFromToday(89), createdAt: daysAgo(1) };
    await insertGoal(t.db, { ...ids, ...quarter, progress: 0.01 });
    await insertGoal(t.db, {
      ...ids,
      ...quarter,
      progress: 0,
      lastCheckInAt: daysAgo(0.5),
      lastCheckInStatus: 'at_risk',
    });
    expect((await me(t, owner.token)).body.goals.performance).toBe(0);
  });

  it('lists the person’s own goals waiting a week for a check-in, the longest waiting first, at most 5', async () => {
    const owner = await admin(t);
    const person = await member(t, owner);
    const mine = { companyId: owner.company.id, ownerId: person.session.user.id };
    const waiting: Awaited<ReturnType<typeof insertGoal>>[] = [];
    // Never checked in: waiting since their creation.
    for (const days of [9, 12, 7.01]) {
      waiting.push(
        await insertGoal(t.db, { ...mine, title: `Made ${days} days ago`, createdAt: daysAgo(days) }),
      );
    }
    for (const days of [8, 11, 13]) {
      waiting.push(
        await insertGoal(t.db, {
          ...mine,
          title: `Checked in ${days} days ago`,
          lastCheckInAt: daysAgo(days),
        }),
      );
    }
    // Not due: checked in within the week, made within the week, not begun, closed, someone else's.
    await insertGoal(t.db, { ...mine, lastCheckInAt: daysAgo(6.99) });
    await insertGoal(t.db, { ...mine, createdAt: daysAgo(2) });
    await insertGoal(t.db, { ...mine, ...notBegun, createdAt: daysAgo(40) });
    await insertGoal(t.db, { ...mine, closedAt: daysAgo(1) });
    await insertGoal(t.db, { ...mine, ownerId: owner.session.user.id });

    const { dueForCheckIn } = (await me(t, person.token)).body.goals;
    const byTitle = (title: string) => waiting.find((goal) => goal.title === title)!;
    expect(dueForCheckIn).toEqual(
      [
        'Checked in 13 days ago',
        'Made 12 days ago',
        'Checked in 11 days ago',
        'Made 9 days ago',
        'Checked in 8 days ago',
      ].map((title) => ({
        id: byTitle(title).id,
        title,
        lastCheckInAt: byTitle(title).lastCheckInAt?.toISOString() ?? null,
      })),
    );
    // The admin owns one goal made a month ago: theirs alone.
    expect((await me(t, owner.token)).body.goals.dueForCheckIn.map((goal) => goal.title)).toEqual([
      'Ride the dawn swell',
    ]);
  });
});

describe('GET /api/me: 1:1s', () => {
  const post = <T>(person: { token: string }, path: string, body?: unknown) =>
    t.request<T>('POST', path, body, { token: person.token });

  async function addPoint(person: { token: string }, oneOnOneId: string, text: string) {
    const response = await post(person, `/api/one-on-ones/${oneOnOneId}/points`, { text });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  }

  async function addItem(person: { token: string }, oneOnOneId: string, body: Record<string, unknown>) {
    const response = await post<{ actionItem: ActionItem }>(person, '/api/action-items', {
      oneOnOneId,
      ...body,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.actionItem;
  }

  it('shows each of the two their soonest next meeting, with whom and its points counted', async () => {
    const { owner, ana, ben, oneOnOne } = await oneOnOneWorld(t);
    expect((await me(t, owner.token)).body.nextOneOnOne).toBeNull();
    // A later 1:1 of Ana's, and a proposal not accepted yet: neither is the next.
    const cleo = await member(t, owner);
    await activeOneOnOne(t, ana, cleo, { weekday: 5, startsOn: '2031-06-01' });
    await post(ana, '/api/one-on-ones', oneOnOneBody(idOf(owner), { startsOn: '2029-01-01' }));
    await addPoint(ana, oneOnOne.id, 'Surf trip');
    await addPoint(ben, oneOnOne.id, 'Board budget');

    const expected = { id: oneOnOne.id, startsAt: oneOnOne.nextMeetingAt, points: 2 };
    expect((await me(t, ana.token)).body.nextOneOnOne).toEqual({
      ...expected,
      with: { id: idOf(ben), fullName: ben.session.user.fullName },
    });
    expect((await me(t, ben.token)).body.nextOneOnOne).toEqual({
      ...expected,
      with: { id: idOf(ana), fullName: ana.session.user.fullName },
    });
  });

  it('has no next 1:1 once it ended', async () => {
    const { ana, oneOnOne } = await oneOnOneWorld(t);
    expect((await post(ana, `/api/one-on-ones/${oneOnOne.id}/end`)).status).toBe(204);
    expect((await me(t, ana.token)).body.nextOneOnOne).toBeNull();
  });

  it('lists the open action items of both people to each, the soonest due first, at most 5', async () => {
    const { owner, ana, ben, oneOnOne, other } = await oneOnOneWorld(t);
    const anaId = idOf(ana);
    const benId = idOf(ben);
    const items = [
      await addItem(ana, oneOnOne.id, { ownerId: anaId, text: 'No due day' }),
      await addItem(ben, oneOnOne.id, { ownerId: benId, text: 'Due last', dueOn: '2030-03-01' }),
      await addItem(ana, oneOnOne.id, { ownerId: benId, text: 'Due first', dueOn: '2030-01-01' }),
      await addItem(ana, oneOnOne.id, { ownerId: anaId, text: 'Due second', dueOn: '2030-02-01' }),
      await addItem(ben, oneOnOne.id, { ownerId: anaId, text: 'Also no due day' }),
      await addItem(ben, oneOnOne.id, { ownerId: benId, text: 'Sixth, left out' }),
    ];
    const done = await addItem(ana, oneOnOne.id, { ownerId: anaId, text: 'Done', dueOn: '2029-01-01' });
    const ticked = await t.request(
      'PATCH',
      `/api/action-items/${done.id}`,
      { done: true },
      { token: ana.token },
    );
    expect(ticked.status).toBe(200);

    const titles = ['Due first', 'Due second', 'Due last', 'No due day', 'Also no due day'];
    const listed = (await me(t, ana.token)).body.actionItems;
    expect(listed.map((item) => item.text)).toEqual(titles);
    expect((await me(t, ben.token)).body.actionItems.map((item) => item.text)).toEqual(titles);
    const first = items[2]!;
    expect(listed[0]).toEqual({
      id: first.id,
      oneOnOneId: oneOnOne.id,
      text: 'Due first',
      dueOn: '2030-01-01',
      owner: { id: benId, fullName: ben.session.user.fullName },
      with: { id: benId, fullName: ben.session.user.fullName },
    });
    // Nobody else's: not the admin's, not another company's.
    expect((await me(t, owner.token)).body.actionItems).toEqual([]);
    expect((await me(t, other.token)).body.actionItems).toEqual([]);
  });
});

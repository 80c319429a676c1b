import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, me, member, requester, signUp } from '../../../tests/setup/fixtures';
import { daysAgo, insertGoal } from '../../../tests/setup/goal-rows';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import { type Notification, notificationMessages } from '../../shared/contract/notifications';
import { notifications } from '../db/schema';
import { remindCheckIns } from './check-in-reminders';
import { notify } from './notify';

const t = await createTestApp();

interface Page {
  items: Notification[];
  nextCursor: string | null;
}

const list = (token: string, query = '') =>
  t.request<Page>('GET', `/api/notifications${query}`, undefined, { token });
const markRead = (token: string, body: unknown) =>
  t.request<{ unreadNotifications: number }>('POST', '/api/notifications/read', body, { token });
const decide = (token: string, requestId: string, decision: 'approve' | 'reject') =>
  t.request('POST', `/api/join-requests/${requestId}/${decision}`, undefined, { token });
const changeRole = (token: string, userId: string, role: string) =>
  t.request('PATCH', `/api/people/${userId}`, { role }, { token });

/** Every notification row of a person, oldest first. */
async function rowsOf(userId: string) {
  const rows = await t.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * A person's notifications but the pulse's: everyone in a company is told once of each period, from
 * the company's creation or their approval on (wellbeing/pulse.test.ts).
 */
async function eventsOf(userId: string) {
  return (await rowsOf(userId)).filter((row) => row.kind !== 'pulse_open');
}

const unreadIn = async (token: string) => (await me(t, token)).body.unreadNotifications;

describe('events that notify', () => {
  it('an approved join request tells the requester once, with the company', async () => {
    const owner = await admin(t, 'Wave Riders');
    const person = await requester(t, owner.company.companyCode);
    expect((await decide(owner.token, person.requestId, 'approve')).status).toBe(200);

    const rows = await eventsOf(person.session.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'join_request_approved',
      companyId: owner.company.id,
      data: { companyId: owner.company.id, companyName: 'Wave Riders' },
      readAt: null,
    });
    // Nobody else hears of it.
    expect(await eventsOf(owner.session.user.id)).toEqual([]);
  });

  it('a rejected join request tells the requester once, with no company of theirs', async () => {
    const owner = await admin(t, 'Closed Crew');
    const person = await requester(t, owner.company.companyCode);
    expect((await decide(owner.token, person.requestId, 'reject')).status).toBe(200);

    const rows = await rowsOf(person.session.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'join_request_rejected',
      companyId: null,
      data: { companyName: 'Closed Crew' },
    });
  });

  it('a role change tells the person once; the same role again and one’s own change tell nobody', async () => {
    const owner = await admin(t, 'Role Crew');
    const person = await member(t, owner);
    const userId = person.session.user.id;
    const before = (await rowsOf(userId)).length;

    expect((await changeRole(owner.token, userId, 'member')).status).toBe(200);
    expect(await rowsOf(userId)).toHaveLength(before);

    expect((await changeRole(owner.token, userId, 'admin')).status).toBe(200);
    const rows = await rowsOf(userId);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      kind: 'role_changed',
      companyId: owner.company.id,
      data: { role: 'admin', companyName: 'Role Crew' },
    });

    // The new admin steps down themselves: nobody is told about it.
    expect((await changeRole(person.token, userId, 'member')).status).toBe(200);
    expect(await rowsOf(userId)).toHaveLength(before + 1);
    expect(await eventsOf(owner.session.user.id)).toEqual([]);
  });

  it('a refused event notifies nobody: a decided request, the last admin demoted', async () => {
    const owner = await admin(t, 'Refused Crew');
    const person = await requester(t, owner.company.companyCode);
    expect((await decide(owner.token, person.requestId, 'reject')).status).toBe(200);
    expect((await decide(owner.token, person.requestId, 'approve')).status).toBe(409);
    expect(await rowsOf(person.session.user.id)).toHaveLength(1);

    expect((await changeRole(owner.token, owner.session.user.id, 'member')).status).toBe(409);
    expect(await eventsOf(owner.session.user.id)).toEqual([]);
  });

  it('two admins approving the same request at once: one approval, one notification', async () => {
    const owner = await admin(t, 'Race Crew');
    const other = await member(t, owner);
    expect((await changeRole(owner.token, other.session.user.id, 'admin')).status).toBe(200);
    const person = await requester(t, owner.company.companyCode);
    const answers = await Promise.all([
      decide(owner.token, person.requestId, 'approve'),
      decide(other.token, person.requestId, 'approve'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    // One approval, and one notice of the pulse open.
    expect((await rowsOf(person.session.user.id)).map((row) => row.kind).sort()).toEqual([
      'join_request_approved',
      'pulse_open',
    ]);
  });

  it('role changes back and forth leave one unread notification, with the newest role', async () => {
    const owner = await admin(t, 'Toggle Crew');
    const person = await member(t, owner);
    const userId = person.session.user.id;
    for (let round = 0; round < 5; round++) {
      expect((await changeRole(owner.token, userId, 'admin')).status).toBe(200);
      expect((await changeRole(owner.token, userId, 'member')).status).toBe(200);
    }
    const roles = (await rowsOf(userId)).filter((row) => row.kind === 'role_changed');
    expect(roles).toEqual([
      expect.objectContaining({ data: { role: 'member', companyName: 'Toggle Crew' }, readAt: null }),
    ]);
  });

  it('20 events about one thing at once make one unread notification; other things stay apart', async () => {
    const person = await signUp(t);
    const userId = person.session.user.id;
    const teamId = '00000000-0000-4000-8000-000000000001';
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.db.transaction(async (tx) => {
          await notify(tx, {
            userId,
            companyId: null,
            kind: 'team_added',
            data: { teamId, teamName: `Crew ${i}` },
          });
          // Held open a moment, so that the others' inserts meet this one's before it commits.
          await tx.execute(sql`select pg_sleep(0.02)`);
        }),
      ),
    );
    const other = '00000000-0000-4000-8000-000000000002';
    await t.db.transaction(async (tx) => {
      await notify(tx, { userId, companyId: null, kind: 'team_lead', data: { teamId, teamName: 'Crew' } });
      await notify(tx, {
        userId,
        companyId: null,
        kind: 'team_added',
        data: { teamId: other, teamName: 'Other' },
      });
    });
    const rows = await rowsOf(userId);
    expect(rows.map((row) => row.kind).sort()).toEqual(['team_added', 'team_added', 'team_lead']);
    expect(
      rows.filter((row) => (row.data as { teamId: string }).teamId === teamId && row.kind === 'team_added'),
    ).toHaveLength(1);
  });

  it('a rolled-back event leaves no notification', async () => {
    const person = await signUp(t);
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, {
          userId: person.session.user.id,
          companyId: null,
          kind: 'team_added',
          data: { teamId: '00000000-0000-4000-8000-000000000000', teamName: 'Design' },
        });
        throw new Error('the event failed after notifying');
      }),
    ).rejects.toThrow('the event failed');
    expect(await rowsOf(person.session.user.id)).toEqual([]);
  });

  it('a person who leaves the company keeps their notifications', async () => {
    const owner = await admin(t, 'Leaving Crew');
    const person = await member(t, owner);
    expect((await t.request('POST', '/api/people/me/leave', undefined, { token: person.token })).status).toBe(
      204,
    );
    const page = await list(person.token);
    expect(page.body.items.map((item) => item.kind).sort()).toEqual(['join_request_approved', 'pulse_open']);
  });
});

/** A person with `count` notifications, made through notify() in one transaction each. */
async function personWith(count: number) {
  const person = await signUp(t);
  for (let i = 0; i < count; i += 1) {
    await t.db.transaction((tx) =>
      notify(tx, {
        userId: person.session.user.id,
        companyId: null,
        kind: 'team_added',
        data: { teamId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, teamName: `Team ${i}` },
      }),
    );
  }
  return person;
}

describe('GET /api/notifications', () => {
  it('lists the caller’s own, newest first, a page at a time', async () => {
    const person = await personWith(5);
    const first = await list(person.token, '?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.items.map((item) => item.data)).toEqual([
      expect.objectContaining({ teamName: 'Team 4' }),
      expect.objectContaining({ teamName: 'Team 3' }),
    ]);
    expect(first.body.items[0]).toEqual({
      id: expect.any(String),
      kind: 'team_added',
      data: { teamId: expect.any(String), teamName: 'Team 4' },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      readAt: null,
    });
    const second = await list(person.token, `?limit=2&cursor=${first.body.nextCursor}`);
    const third = await list(person.token, `?limit=2&cursor=${second.body.nextCursor}`);
    expect(third.body.nextCursor).toBeNull();
    const names = [...first.body.items, ...second.body.items, ...third.body.items].map(
      (item) => (item.data as { teamName: string }).teamName,
    );
    expect(names).toEqual(['Team 4', 'Team 3', 'Team 2', 'Team 1', 'Team 0']);
  });

  it('pages through rows made in the same instant without skipping or repeating one', async () => {
    const person = await signUp(t);
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 7; i += 1) {
        await notify(tx, {
          userId: person.session.user.id,
          companyId: null,
          kind: 'team_lead',
          data: { teamId: `00000000-0000-4000-8000-00000000000${i}`, teamName: `Same ${i}` },
        });
      }
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list(
        person.token,
        `?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.body.items.map((item) => item.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  it('defaults to 20 and refuses a limit out of 1 to 100 or a cursor that is no id', async () => {
    const person = await personWith(21);
    const page = await list(person.token);
    expect(page.body.items).toHaveLength(20);
    expect(page.body.nextCursor).toEqual(expect.any(String));
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?limit=1.5', '?cursor=nope']) {
      const response = await list(person.token, query);
      expect(response.status, query).toBe(400);
      expect(errorOf(response).code).toBe('validation_failed');
    }
    expect(errorOf(await list(person.token, '?limit=0')).message).toBe(notificationMessages.limitInvalid);
  });

  it('never shows another person’s notifications, even given their ids as a cursor', async () => {
    const mine = await personWith(2);
    const theirs = await personWith(3);
    const theirPage = await list(theirs.token);
    const page = await list(mine.token, `?cursor=${theirPage.body.items[0]!.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ items: [], nextCursor: null });
    const own = await list(mine.token);
    expect(own.body.items).toHaveLength(2);
    const theirIds = new Set(theirPage.body.items.map((item) => item.id));
    expect(own.body.items.some((item) => theirIds.has(item.id))).toBe(false);
  });

  it('lists a reminder to check in on a goal', async () => {
    const owner = await admin(t, 'Reminded Reef');
    const goal = await insertGoal(t.db, {
      companyId: owner.company.id,
      ownerId: owner.session.user.id,
      title: 'Surf every swell',
      createdAt: daysAgo(8),
    });
    await remindCheckIns(t.db);
    const page = await list(owner.token);
    expect(page.status).toBe(200);
    expect(page.body.items[0]).toEqual({
      id: expect.any(String),
      kind: 'check_in_due',
      data: { goalId: goal.id, goalTitle: 'Surf every swell' },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      readAt: null,
    });
    // The reminder, and the pulse's notice from the company's creation.
    expect(await unreadIn(owner.token)).toBe(2);
  });

  it('works for someone with no company', async () => {
    const person = await signUp(t);
    expect((await list(person.token)).body).toEqual({ items: [], nextCursor: null });
  });
});

describe('POST /api/notifications/read', () => {
  it('marks the given ones read and answers the unread count left', async () => {
    const person = await personWith(3);
    expect(await unreadIn(person.token)).toBe(3);
    const [newest] = (await list(person.token)).body.items;
    const answer = await markRead(person.token, { ids: [newest!.id] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ unreadNotifications: 2 });
    expect(await unreadIn(person.token)).toBe(2);
    const items = (await list(person.token)).body.items;
    expect(items[0]!.readAt).toEqual(expect.any(String));
    expect(items.slice(1).map((item) => item.readAt)).toEqual([null, null]);
  });

  it('marks all read', async () => {
    const person = await personWith(4);
    expect((await markRead(person.token, { all: true })).body).toEqual({ unreadNotifications: 0 });
    expect(await unreadIn(person.token)).toBe(0);
    // Again: nothing changes, the same answer.
    expect((await markRead(person.token, { all: true })).body).toEqual({ unreadNotifications: 0 });
  });

  it('ignores another person’s ids, answering as for ids that do not exist', async () => {
    const mine = await personWith(1);
    const theirs = await personWith(2);
    const theirIds = (await list(theirs.token)).body.items.map((item) => item.id);
    const answer = await markRead(mine.token, { ids: theirIds });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ unreadNotifications: 1 });
    expect(await unreadIn(theirs.token)).toBe(2);
    // Marking all of mine leaves theirs unread.
    await markRead(mine.token, { all: true });
    expect(await unreadIn(theirs.token)).toBe(2);
  });

  it('refuses a body that is neither ids nor all, or over 100 ids', async () => {
    const person = await personWith(1);
    const uuid = '00000000-0000-4000-8000-000000000000';
    const cases: [unknown, string][] = [
      [{}, notificationMessages.readBodyInvalid],
      [{ all: false }, notificationMessages.readBodyInvalid],
      [{ all: true, ids: [uuid] }, notificationMessages.readBodyInvalid],
      [{ ids: [] }, notificationMessages.idsCount],
      [{ ids: ['nope'] }, notificationMessages.idsInvalid],
      [{ ids: 'nope' }, notificationMessages.idsInvalid],
      [{ ids: Array.from({ length: 101 }, () => uuid) }, notificationMessages.idsCount],
    ];
    for (const [body, message] of cases) {
      const response = await markRead(person.token, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorOf(response).message, JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    expect(await unreadIn(person.token)).toBe(1);
  });
});

describe('the unread count in /api/me', () => {
  it('counts the approval and the open pulse for a new member, and nothing for someone never told anything', async () => {
    const owner = await admin(t, 'Count Crew');
    const person = await member(t, owner);
    expect(await unreadIn(person.token)).toBe(2);
    expect(await unreadIn(owner.token)).toBe(1);
    expect(await unreadIn((await signUp(t)).token)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { admin, member } from '../../../tests/setup/fixtures';
import {
  activeOneOnOne,
  idOf,
  oneOnOneBody,
  oneOnOneWorld,
  setTimeZone,
} from '../../../tests/setup/one-on-ones';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import {
  AGENDA_POINT_MAX,
  ONE_ON_ONE_NOTE_MAX,
  oneOnOneMessages as m,
} from '../../shared/communication-messages';
import { timeZoneMessages } from '../../shared/company-settings-messages';
import type {
  ActionItem,
  AgendaPoint,
  Meeting,
  Note,
  OneOnOne,
  OneOnOneSummary,
} from '../../shared/contract/communication';
import { oneOnOnes } from '../db/schema';

const t = await createTestApp();

type Who = { token: string };
const get = <T>(who: Who, path: string) => t.request<T>('GET', path, undefined, { token: who.token });
const send = <T>(who: Who, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  t.request<T>(method, path, body, { token: who.token });

const addPoint = async (who: Who, id: string, text: string) => {
  const response = await send<{ point: AgendaPoint }>(who, 'POST', `/api/one-on-ones/${id}/points`, { text });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.point;
};
const hold = async (who: Who, oneOnOne: OneOnOne) => {
  const meetingId = oneOnOne.nextMeeting?.id;
  const response = await send<{ oneOnOne: OneOnOne }>(
    who,
    'POST',
    `/api/one-on-ones/${oneOnOne.id}/meetings/${meetingId}/held`,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.oneOnOne;
};

describe('the company time zone', () => {
  it('is UTC at first, takes an IANA name and refuses anything else', async () => {
    const owner = await admin(t);
    expect((await get<{ company: { timeZone: string } }>(owner, '/api/company')).body.company.timeZone).toBe(
      'UTC',
    );
    await setTimeZone(t, owner, 'Europe/Lisbon');
    expect((await get<{ company: { timeZone: string } }>(owner, '/api/company')).body.company.timeZone).toBe(
      'Europe/Lisbon',
    );
    const refused = await send(owner, 'PATCH', '/api/company', { timeZone: 'Mars/Olympus_Mons' });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).message).toBe(timeZoneMessages.invalid);
  });
});

describe('proposing a 1:1', () => {
  it('waits for the partner, who accepts: then its first meeting is there', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const ben = await member(t, owner);
    const proposed = await send<{ oneOnOne: OneOnOne }>(
      ana,
      'POST',
      '/api/one-on-ones',
      oneOnOneBody(idOf(ben)),
    );
    expect(proposed.status).toBe(201);
    expect(proposed.body.oneOnOne).toMatchObject({
      status: 'proposed',
      proposedByMe: true,
      nextMeeting: null,
    });
    const id = proposed.body.oneOnOne.id;
    const byProposer = await send(ana, 'POST', `/api/one-on-ones/${id}/accept`);
    expect(byProposer.status).toBe(403);
    expect(errorOf(byProposer).message).toBe(m.notYours);
    const accepted = await send<{ oneOnOne: OneOnOne }>(ben, 'POST', `/api/one-on-ones/${id}/accept`);
    expect(accepted.body.oneOnOne).toMatchObject({ status: 'active', proposedByMe: false });
    // 1 January 2030 is a Tuesday: the first Wednesday is the 2nd, at 10:00 in UTC.
    expect(accepted.body.oneOnOne.nextMeeting?.startsAt).toBe('2030-01-02T10:00:00.000Z');
    const listed = await get<{ items: OneOnOneSummary[] }>(ben, '/api/one-on-ones');
    expect(listed.body.items.map((item) => [item.id, item.partner?.id])).toEqual([[id, idOf(ana)]]);
  });

  it('is active at once from a lead to a member of their team', async () => {
    const owner = await admin(t);
    const lead = await member(t, owner);
    const crew = await member(t, owner);
    const team = await send<{ team: { id: string } }>(owner, 'POST', '/api/teams', {
      name: 'Crew',
      leadIds: [idOf(lead)],
    });
    expect(
      (await send(owner, 'POST', `/api/teams/${team.body.team.id}/members`, { userId: idOf(crew) })).status,
    ).toBe(200);
    const created = await send<{ oneOnOne: OneOnOne }>(
      lead,
      'POST',
      '/api/one-on-ones',
      oneOnOneBody(idOf(crew)),
    );
    expect(created.body.oneOnOne.status).toBe('active');
    expect(created.body.oneOnOne.nextMeeting).not.toBeNull();
    // The other way round is a proposal: the member does not lead the lead.
    const back = await send<{ oneOnOne: OneOnOne }>(
      crew,
      'POST',
      '/api/one-on-ones',
      oneOnOneBody(idOf(lead)),
    );
    expect(back.status).toBe(409);
  });

  it('allows one live 1:1 per pair, whoever proposes, and another once it ended', async () => {
    const { ana, ben, oneOnOne } = await oneOnOneWorld(t);
    const again = await send(ben, 'POST', '/api/one-on-ones', oneOnOneBody(idOf(ana)));
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe('one_on_one_exists');
    expect((await send(ana, 'POST', `/api/one-on-ones/${oneOnOne.id}/end`)).status).toBe(204);
    expect((await send(ben, 'POST', '/api/one-on-ones', oneOnOneBody(idOf(ana)))).status).toBe(201);
  });

  it('is one live 1:1 per pair in the database itself, the pair taken either way round', async () => {
    const { owner, ana, ben } = await oneOnOneWorld(t);
    const row = {
      companyId: owner.company.id,
      proposedBy: idOf(ben),
      partnerId: idOf(ana),
      status: 'proposed' as const,
      cadence: 'weekly' as const,
      weekday: 1,
      localTime: '09:00',
      startsOn: '2030-01-01',
    };
    await expect(t.db.insert(oneOnOnes).values(row)).rejects.toThrow();
    await t.db.insert(oneOnOnes).values({ ...row, status: 'ended' });
  });

  it('needs a partner of the same company, not oneself', async () => {
    const { ana, other } = await oneOnOneWorld(t);
    const stranger = await send(ana, 'POST', '/api/one-on-ones', oneOnOneBody(other.session.user.id));
    expect(stranger.status).toBe(404);
    expect(errorOf(stranger).message).toBe(m.partnerNotFound);
    const self = await send(ana, 'POST', '/api/one-on-ones', oneOnOneBody(idOf(ana)));
    expect(self.status).toBe(400);
    const badTime = await send(
      ana,
      'POST',
      '/api/one-on-ones',
      oneOnOneBody(idOf(ana), { localTime: '24:00' }),
    );
    expect(errorOf(badTime).message).toBe(m.localTimeInvalid);
  });

  it('is declined by deleting it; an active one cannot be declined', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const ben = await member(t, owner);
    const proposed = await send<{ oneOnOne: OneOnOne }>(
      ana,
      'POST',
      '/api/one-on-ones',
      oneOnOneBody(idOf(ben)),
    );
    const id = proposed.body.oneOnOne.id;
    expect((await send(ben, 'DELETE', `/api/one-on-ones/${id}`)).status).toBe(204);
    expect((await get(ana, `/api/one-on-ones/${id}`)).status).toBe(404);
    const active = await activeOneOnOne(t, ana, ben);
    expect(errorOf(await send(ben, 'DELETE', `/api/one-on-ones/${active.id}`)).code).toBe(
      'one_on_one_not_active',
    );
  });
});

describe('who reads a 1:1', () => {
  it('is the two: an admin of the company and another company are answered 404', async () => {
    const { owner, ana, ben, oneOnOne, other } = await oneOnOneWorld(t);
    expect((await get(ana, `/api/one-on-ones/${oneOnOne.id}`)).status).toBe(200);
    expect((await get(ben, `/api/one-on-ones/${oneOnOne.id}`)).status).toBe(200);
    for (const outsider of [owner, other]) {
      expect((await get(outsider, `/api/one-on-ones/${oneOnOne.id}`)).status).toBe(404);
      expect((await get(outsider, `/api/one-on-ones/${oneOnOne.id}/meetings`)).status).toBe(404);
      expect(
        (await send(outsider, 'POST', `/api/one-on-ones/${oneOnOne.id}/points`, { text: 'Hi' })).status,
      ).toBe(404);
      expect((await send(outsider, 'POST', `/api/one-on-ones/${oneOnOne.id}/end`)).status).toBe(404);
      expect((await get<{ items: unknown[] }>(outsider, '/api/one-on-ones')).body.items).toEqual([]);
    }
  });

  it('ends when an admin removes one of the two from the company', async () => {
    const { owner, ana, ben, oneOnOne } = await oneOnOneWorld(t);
    expect((await send(owner, 'DELETE', `/api/people/${idOf(ben)}`)).status).toBe(204);
    const seen = await get<{ oneOnOne: OneOnOne }>(ana, `/api/one-on-ones/${oneOnOne.id}`);
    expect(seen.body.oneOnOne).toMatchObject({ status: 'ended', nextMeeting: null });
    expect((await get<{ items: unknown[] }>(ana, '/api/one-on-ones')).body.items).toEqual([]);
  });
});

describe('the agenda', () => {
  it('adds, edits, ticks, orders and removes points, naming who added each', async () => {
    const { ana, ben, oneOnOne } = await oneOnOneWorld(t);
    const first = await addPoint(ana, oneOnOne.id, 'Surf trip budget');
    const second = await addPoint(ben, oneOnOne.id, 'Board wax');
    const third = await addPoint(ben, oneOnOne.id, 'Wetsuits');
    expect(first.author?.id).toBe(idOf(ana));
    expect(second).toMatchObject({ position: 1, author: { id: idOf(ben) }, carried: false });
    const edited = await send<{ point: AgendaPoint }>(
      ana,
      'PATCH',
      `/api/one-on-ones/${oneOnOne.id}/points/${second.id}`,
      {
        text: 'Board wax, the warm one',
        ticked: true,
      },
    );
    expect(edited.body.point.text).toBe('Board wax, the warm one');
    expect(edited.body.point.tickedAt).not.toBeNull();
    const ordered = await send<{ points: AgendaPoint[] }>(
      ben,
      'PUT',
      `/api/one-on-ones/${oneOnOne.id}/points/order`,
      {
        pointIds: [third.id, first.id, second.id],
      },
    );
    expect(ordered.body.points.map((point) => point.id)).toEqual([third.id, first.id, second.id]);
    const partial = await send(ben, 'PUT', `/api/one-on-ones/${oneOnOne.id}/points/order`, {
      pointIds: [third.id],
    });
    expect(errorOf(partial).message).toBe(m.orderInvalid);
    expect((await send(ana, 'DELETE', `/api/one-on-ones/${oneOnOne.id}/points/${third.id}`)).status).toBe(
      204,
    );
    const seen = await get<{ oneOnOne: OneOnOne }>(ben, `/api/one-on-ones/${oneOnOne.id}`);
    expect(seen.body.oneOnOne.nextMeeting?.points.map((point) => [point.id, point.position])).toEqual([
      [first.id, 0],
      [second.id, 1],
    ]);
  });

  it(`refuses a point over ${AGENDA_POINT_MAX} characters`, async () => {
    const { ana, oneOnOne } = await oneOnOneWorld(t);
    const long = await send(ana, 'POST', `/api/one-on-ones/${oneOnOne.id}/points`, {
      text: 'w'.repeat(AGENDA_POINT_MAX + 1),
    });
    expect(long.status).toBe(400);
    expect(errorOf(long).message).toBe(m.pointTooLong);
    expect(
      (
        await send(ana, 'POST', `/api/one-on-ones/${oneOnOne.id}/points`, {
          text: 'w'.repeat(AGENDA_POINT_MAX),
        })
      ).status,
    ).toBe(201);
  });
});

describe('holding a meeting', () => {
  it('carries the points not ticked to the next meeting once, and not a second time', async () => {
    const { ana, ben, oneOnOne } = await oneOnOneWorld(t);
    const open = await addPoint(ana, oneOnOne.id, 'Still open');
    const done = await addPoint(ben, oneOnOne.id, 'Done now');
    await send(ben, 'PATCH', `/api/one-on-ones/${oneOnOne.id}/points/${done.id}`, { ticked: true });
    const current = (await get<{ oneOnOne: OneOnOne }>(ana, `/api/one-on-ones/${oneOnOne.id}`)).body.oneOnOne;
    const second = await hold(ana, current);
    expect(second.nextMeeting?.id).not.toBe(current.nextMeeting?.id);
    expect(second.nextMeeting?.points.map((point) => [point.text, point.carried, point.author?.id])).toEqual([
      ['Still open', true, idOf(ana)],
    ]);
    expect(second.nextMeeting?.startsAt).toBe('2030-01-09T10:00:00.000Z');
    await addPoint(ben, oneOnOne.id, 'New one');
    const third = await hold(ben, second);
    // The carried point was not ticked again: it stays in the history as not covered.
    expect(third.nextMeeting?.points.map((point) => point.text)).toEqual(['New one']);
    const again = await send(
      ana,
      'POST',
      `/api/one-on-ones/${oneOnOne.id}/meetings/${current.nextMeeting?.id}/held`,
    );
    expect(again.status).toBe(404);
    const history = await get<{ items: Meeting[]; nextCursor: string | null }>(
      ana,
      `/api/one-on-ones/${oneOnOne.id}/meetings?limit=1`,
    );
    expect(history.body.items.map((meeting) => meeting.id)).toEqual([second.nextMeeting?.id]);
    expect(history.body.items[0]?.points.map((point) => [point.text, point.tickedAt])).toEqual([
      ['Still open', null],
      ['New one', null],
    ]);
    const older = await get<{ items: Meeting[]; nextCursor: string | null }>(
      ana,
      `/api/one-on-ones/${oneOnOne.id}/meetings?limit=1&cursor=${history.body.nextCursor}`,
    );
    expect(older.body.items.map((meeting) => meeting.id)).toEqual([current.nextMeeting?.id]);
    expect(older.body.nextCursor).toBeNull();
    const badLimit = await get(ana, `/api/one-on-ones/${oneOnOne.id}/meetings?limit=0`);
    expect(errorOf(badLimit).message).toBe(m.limitInvalid);
    const badCursor = await get(ana, `/api/one-on-ones/${oneOnOne.id}/meetings?cursor=nope`);
    expect(errorOf(badCursor).message).toBe(m.cursorInvalid);
    expect(open.carried).toBe(false);
  });

  it('keeps the local time across a change of daylight saving time in the company zone', async () => {
    const owner = await admin(t);
    await setTimeZone(t, owner, 'Europe/Lisbon');
    const ana = await member(t, owner);
    const ben = await member(t, owner);
    // Saturday 27 March 2027 is the last day of winter time in Lisbon (UTC+0); summer time is UTC+1.
    const oneOnOne = await activeOneOnOne(t, ana, ben, { weekday: 6, startsOn: '2027-03-27' });
    expect(oneOnOne.nextMeeting?.startsAt).toBe('2027-03-27T10:00:00.000Z');
    const next = await hold(ana, oneOnOne);
    expect(next.nextMeeting?.startsAt).toBe('2027-04-03T09:00:00.000Z');
  });
});

describe('private notes', () => {
  it('are read and written by their author only; the partner reads their own, others are not found', async () => {
    const { owner, ana, ben, oneOnOne, other } = await oneOnOneWorld(t);
    const path = `/api/one-on-ones/meetings/${oneOnOne.nextMeeting?.id}/notes`;
    const written = await send<{ note: Note }>(ana, 'PUT', path, { body: 'Ask about the move' });
    expect(written.body.note.body).toBe('Ask about the move');
    expect((await get<{ note: Note }>(ana, path)).body.note.body).toBe('Ask about the move');
    expect((await get<{ note: Note }>(ben, path)).body.note).toEqual({
      meetingId: oneOnOne.nextMeeting?.id,
      body: null,
      updatedAt: null,
    });
    for (const outsider of [owner, other]) {
      expect((await get(outsider, path)).status).toBe(404);
      expect((await send(outsider, 'PUT', path, { body: 'Mine now' })).status).toBe(404);
    }
    expect((await get<{ note: Note }>(ana, path)).body.note.body).toBe('Ask about the move');
    const long = await send(ana, 'PUT', path, { body: 'n'.repeat(ONE_ON_ONE_NOTE_MAX + 1) });
    expect(errorOf(long).message).toBe(m.noteTooLong);
    expect((await send<{ note: Note }>(ana, 'PUT', path, { body: '  ' })).body.note.body).toBeNull();
  });
});

describe('action items', () => {
  it('belong to one of the two, may name a goal both see, and are marked done', async () => {
    const { owner, ana, ben, oneOnOne } = await oneOnOneWorld(t);
    const outsider = await send(ana, 'POST', '/api/action-items', {
      oneOnOneId: oneOnOne.id,
      ownerId: idOf(owner),
      text: 'Book the van',
    });
    expect(errorOf(outsider).message).toBe(m.ownerInvalid);
    const created = await send<{ actionItem: ActionItem }>(ana, 'POST', '/api/action-items', {
      oneOnOneId: oneOnOne.id,
      ownerId: idOf(ben),
      text: 'Book the van',
      dueOn: '2030-01-05',
    });
    expect(created.status).toBe(201);
    expect(created.body.actionItem).toMatchObject({
      owner: { id: idOf(ben) },
      doneAt: null,
      dueOn: '2030-01-05',
    });
    const done = await send<{ actionItem: ActionItem }>(
      ben,
      'PATCH',
      `/api/action-items/${created.body.actionItem.id}`,
      {
        done: true,
      },
    );
    expect(done.body.actionItem.doneAt).not.toBeNull();
    expect(
      (await send(owner, 'PATCH', `/api/action-items/${created.body.actionItem.id}`, { done: false })).status,
    ).toBe(404);
    const privateGoal = await send<{ goal: { id: string } }>(owner, 'POST', '/api/goals', {
      level: 'personal',
      title: 'Secret',
      startsOn: '2030-01-01',
      dueOn: '2030-03-01',
      visibility: 'private',
      keyResults: [{ title: 'One', kind: 'binary' }],
    });
    expect(privateGoal.status, JSON.stringify(privateGoal.body)).toBe(201);
    const withGoal = await send(ana, 'POST', '/api/action-items', {
      oneOnOneId: oneOnOne.id,
      ownerId: idOf(ana),
      text: 'Help',
      goalId: privateGoal.body.goal.id,
    });
    expect(withGoal.status).toBe(404);
    expect(errorOf(withGoal).message).toBe(m.goalNotFound);
  });
});

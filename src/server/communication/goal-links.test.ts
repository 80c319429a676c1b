import { describe, expect, it } from 'vitest';
import { member } from '../../../tests/setup/fixtures';
import { idOf, oneOnOneWorld } from '../../../tests/setup/one-on-ones';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import { oneOnOneMessages as m } from '../../shared/communication-messages';
import type { ActionItem, AgendaPoint } from '../../shared/contract/communication';
import { goalMessages } from '../../shared/goal-messages';

/** 1:1s and goals: a point made from a goal, and a goal's 1:1 action items (decision 037). */
const t = await createTestApp();

type Who = { token: string };
const get = <T>(who: Who, path: string) => t.request<T>('GET', path, undefined, { token: who.token });
const post = <T>(who: Who, path: string, body?: unknown) =>
  t.request<T>('POST', path, body, { token: who.token });

async function goalOf(who: Who, visibility: 'company' | 'private' = 'company') {
  const response = await post<{ goal: { id: string } }>(who, '/api/goals', {
    level: 'personal',
    title: `A ${visibility} goal`,
    startsOn: '2030-01-01',
    dueOn: '2030-03-01',
    visibility,
    keyResults: [{ title: 'One', kind: 'binary' }],
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.goal.id;
}

async function itemFor(who: Who, oneOnOneId: string, ownerId: string, goalId: string, text: string) {
  const response = await post<{ actionItem: ActionItem }>(who, '/api/action-items', {
    oneOnOneId,
    ownerId,
    text,
    goalId,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.actionItem;
}

describe('a point made from a goal', () => {
  it('links to a company goal, and finds no private goal nor another company’s', async () => {
    const { ana, oneOnOne, other } = await oneOnOneWorld(t);
    const goalId = await goalOf(ana);
    const path = `/api/one-on-ones/${oneOnOne.id}/points`;
    const made = await post<{ point: AgendaPoint }>(ana, path, { text: 'My goal is off track', goalId });
    expect(made.status).toBe(201);
    expect(made.body.point).toMatchObject({ text: 'My goal is off track', goalId, carried: false });
    const plain = await post<{ point: AgendaPoint }>(ana, path, { text: 'No goal' });
    expect(plain.body.point.goalId).toBeNull();

    for (const hidden of [await goalOf(ana, 'private'), await goalOf(other)]) {
      const refused = await post(ana, path, { text: 'Hidden', goalId: hidden });
      expect(refused.status).toBe(404);
      expect(errorOf(refused).message).toBe(m.goalNotFound);
    }
    const malformed = await post(ana, path, { text: 'Bad', goalId: 'not-a-goal' });
    expect(malformed.status).toBe(400);
    const points = await get<{ oneOnOne: { nextMeeting: { points: AgendaPoint[] } } }>(
      ana,
      `/api/one-on-ones/${oneOnOne.id}`,
    );
    expect(points.body.oneOnOne.nextMeeting.points.map((point) => point.text)).toEqual([
      'My goal is off track',
      'No goal',
    ]);
  });
});

describe('GET /api/goals/:goalId/action-items', () => {
  it('lists the items of the caller’s own 1:1s only, open ones first', async () => {
    const { owner, ana, ben, oneOnOne, other } = await oneOnOneWorld(t);
    const goalId = await goalOf(ana);
    const first = await itemFor(ana, oneOnOne.id, idOf(ana), goalId, 'Draft the plan');
    const second = await itemFor(ben, oneOnOne.id, idOf(ben), goalId, 'Review the plan');
    await itemFor(ana, oneOnOne.id, idOf(ana), await goalOf(ana), 'Another goal’s');
    const done = await t.request(
      'PATCH',
      `/api/action-items/${first.id}`,
      { done: true },
      { token: ana.token },
    );
    expect(done.status).toBe(200);

    const path = `/api/goals/${goalId}/action-items`;
    for (const person of [ana, ben]) {
      const listed = await get<{ items: ActionItem[] }>(person, path);
      expect(listed.status).toBe(200);
      expect(listed.body.items.map((item) => item.text)).toEqual(['Review the plan', 'Draft the plan']);
      expect(listed.body.items[0]).toEqual(second);
    }
    // Another person of the company, the admin too, sees the goal but none of the pair's items.
    const cleo = await member(t, owner);
    for (const person of [cleo, owner]) {
      const listed = await get<{ items: ActionItem[] }>(person, path);
      expect(listed.status).toBe(200);
      expect(listed.body.items).toEqual([]);
    }
    // Another company: not found, as the goal is.
    const foreign = await get(other, path);
    expect(foreign.status).toBe(404);
    expect(errorOf(foreign).message).toBe(goalMessages.goalNotFound);
  });

  it('finds no private goal of someone else, nor a malformed id', async () => {
    const { ana, ben } = await oneOnOneWorld(t);
    const secret = await goalOf(ana, 'private');
    expect((await get(ana, `/api/goals/${secret}/action-items`)).status).toBe(200);
    expect((await get(ben, `/api/goals/${secret}/action-items`)).status).toBe(404);
    expect((await get(ben, '/api/goals/not-a-goal/action-items')).status).toBe(404);
  });
});

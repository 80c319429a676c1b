import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeModel } from '../../../tests/setup/fake-model';
import { admin, member } from '../../../tests/setup/fixtures';
import { insertGoal } from '../../../tests/setup/goal-rows';
import { insertKudos } from '../../../tests/setup/kudos-rows';
import { activeOneOnOne, idOf } from '../../../tests/setup/one-on-ones';
import { createTestApp } from '../../../tests/setup/test-app';
import type { CompanionEvent } from '../../shared/contract/companion';
import { checkIns } from '../db/schema';
import { openAiModel } from './model/openai-model';

/**
 * The 1:1 brief and the drafts (decision 046): each streams as Ask the Surfer does, from a context of
 * what the caller may see for that purpose, and refuses what is not theirs before anything is sent.
 */
const fake = await startFakeModel();
afterAll(() => fake.close());
beforeEach(() => fake.reset());
const t = await createTestApp({
  model: openAiModel({ baseUrl: fake.baseUrl, apiKey: undefined, model: 'surf', timeoutMs: 3000 }),
});

interface Person {
  token: string;
  session: { user: { id: string } };
}

async function streamOf(person: Person, path: string, body?: unknown) {
  const response = await t.app.request(path, {
    method: 'POST',
    headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const events =
    response.status === 200
      ? text
          .split('\n\n')
          .filter(Boolean)
          .map(
            (block) =>
              JSON.parse(
                block
                  .split('\n')
                  .find((line) => line.startsWith('data: '))!
                  .slice(6),
              ) as CompanionEvent,
          )
      : [];
  return {
    status: response.status,
    events,
    body: response.status === 200 ? null : (JSON.parse(text) as unknown),
  };
}

const systemOf = (index = 0) =>
  (fake.requests[index]?.body.messages as { role: string; content: string }[] | undefined)?.[0]?.content ??
  '';

async function world() {
  const owner = await admin(t);
  const ana = await member(t, owner);
  const ben = await member(t, owner);
  const oneOnOne = await activeOneOnOne(t, ana, ben);
  const stranger = await member(t, owner);
  return { owner, ana, ben, oneOnOne, stranger, companyId: owner.company.id };
}

describe('the 1:1 brief', () => {
  it('is made of what both people see, each source linked, and never of a private goal or note', async () => {
    const w = await world();
    const point = await t.request(
      'POST',
      `/api/one-on-ones/${w.oneOnOne.id}/points`,
      { text: 'Plan the surf trip' },
      { token: w.ana.token },
    );
    expect(point.status).toBe(201);
    const item = await t.request(
      'POST',
      '/api/action-items',
      { oneOnOneId: w.oneOnOne.id, ownerId: idOf(w.ben), text: 'Book the van' },
      { token: w.ana.token },
    );
    expect(item.status).toBe(201);
    const meetingId = w.oneOnOne.nextMeeting!.id;
    const put = await t.request(
      'PUT',
      `/api/one-on-ones/meetings/${meetingId}/notes`,
      { body: 'SECRET-NOTE of Ana' },
      { token: w.ana.token },
    );
    expect(put.status).toBe(200);
    const shared = await insertGoal(t.db, {
      companyId: w.companyId,
      ownerId: idOf(w.ben),
      title: 'Ben’s open goal',
    });
    await insertGoal(t.db, {
      companyId: w.companyId,
      ownerId: idOf(w.ana),
      title: 'Ana’s private goal',
      visibility: 'private',
    });
    await insertGoal(t.db, { companyId: w.companyId, ownerId: idOf(w.stranger), title: 'A stranger’s goal' });
    await insertKudos(t.db, {
      companyId: w.companyId,
      senderId: idOf(w.ben),
      recipientIds: [idOf(w.ana)],
      message: 'Thanks for the wax',
    });
    await insertKudos(t.db, {
      companyId: w.companyId,
      senderId: idOf(w.stranger),
      recipientIds: [idOf(w.ana)],
      message: 'From someone else',
    });

    fake.script({ kind: 'stream', pieces: ['- Plan the trip [1]', '\n- Book the van [2]'] });
    const { status, events } = await streamOf(w.ana, `/api/companion/one-on-ones/${w.oneOnOne.id}/brief`);
    expect(status).toBe(200);
    expect(events.map((event) => event.type)).toEqual(['sources', 'text', 'text', 'done']);
    const sources = events[0]!.type === 'sources' ? events[0]!.sources : [];
    expect(sources.map((source) => [source.kind, source.title, source.href])).toEqual([
      ['one_on_one', 'The next meeting’s agenda', `/communication/one-on-ones/${w.oneOnOne.id}`],
      ['one_on_one', 'Open action items', `/communication/one-on-ones/${w.oneOnOne.id}`],
      ['goal', 'Ben’s open goal', `/goals/${shared.id}`],
      ['kudos', 'Kudos you received', '/culture'],
    ]);
    const told = fake.requests[0]!.raw;
    expect(systemOf()).toContain('Plan the surf trip');
    expect(systemOf()).toContain('Book the van');
    expect(systemOf()).toContain('Thanks for the wax');
    for (const secret of ['SECRET-NOTE', 'Ana’s private goal', 'A stranger’s goal', 'From someone else'])
      expect(told).not.toContain(secret);
  });

  it('is the two people’s alone: anyone else, an admin included, finds no 1:1 and nothing is sent', async () => {
    const w = await world();
    for (const person of [w.stranger, w.owner]) {
      const { status, body } = await streamOf(person, `/api/companion/one-on-ones/${w.oneOnOne.id}/brief`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ error: { code: 'not_found', message: '1:1 not found.' } });
    }
    expect((await streamOf(w.ana, '/api/companion/one-on-ones/not-a-uuid/brief')).status).toBe(404);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('the drafts', () => {
  it('draft a check-in from the goal’s own history, for whoever may check in on it', async () => {
    const w = await world();
    const goal = await insertGoal(t.db, {
      companyId: w.companyId,
      ownerId: idOf(w.ana),
      title: 'Ship the tide app',
    });
    await t.db.insert(checkIns).values({
      goalId: goal.id,
      authorId: idOf(w.ana),
      status: 'at_risk',
      confidence: 4,
      note: 'Waiting on design',
    });
    fake.script({ kind: 'stream', pieces: ['Design landed; ', 'I am back on track.'] });
    const { status, events } = await streamOf(w.ana, '/api/companion/drafts', {
      kind: 'check_in',
      goalId: goal.id,
    });
    expect(status).toBe(200);
    expect(
      events
        .filter((event) => event.type === 'text')
        .map((event) => event.type === 'text' && event.text)
        .join(''),
    ).toBe('Design landed; I am back on track.');
    expect(systemOf()).toContain('Ship the tide app');
    expect(systemOf()).toContain('Waiting on design');
    expect(systemOf()).toContain('at risk, confidence 4 of 10');

    // A colleague who may not check in on it: 403; another company's, or a private one: 404; closed: 409.
    expect(
      (await streamOf(w.ben, '/api/companion/drafts', { kind: 'check_in', goalId: goal.id })).status,
    ).toBe(403);
    const other = await admin(t, 'Other Shore');
    expect(
      (await streamOf(other, '/api/companion/drafts', { kind: 'check_in', goalId: goal.id })).status,
    ).toBe(404);
    const hidden = await insertGoal(t.db, {
      companyId: w.companyId,
      ownerId: idOf(w.ben),
      visibility: 'private',
    });
    expect(
      (await streamOf(w.ana, '/api/companion/drafts', { kind: 'check_in', goalId: hidden.id })).status,
    ).toBe(404);
    const closed = await insertGoal(t.db, {
      companyId: w.companyId,
      ownerId: idOf(w.ana),
      closedAt: new Date(),
    });
    const refused = await streamOf(w.ana, '/api/companion/drafts', { kind: 'check_in', goalId: closed.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'goal_closed' } });
    expect(fake.requests).toHaveLength(1);
  });

  it('draft kudos from the colleague’s recent visible work, never from their private goals', async () => {
    const w = await world();
    await insertGoal(t.db, {
      companyId: w.companyId,
      ownerId: idOf(w.ben),
      title: 'Open the reef school',
      lastCheckInAt: new Date(),
      lastCheckInStatus: 'on_track',
    });
    await insertGoal(t.db, {
      companyId: w.companyId,
      ownerId: idOf(w.ben),
      title: 'Ben’s private plan',
      visibility: 'private',
      lastCheckInAt: new Date(),
    });
    await insertGoal(t.db, {
      companyId: w.companyId,
      ownerId: idOf(w.ben),
      title: 'An old goal',
      lastCheckInAt: new Date(Date.now() - 60 * 86_400_000),
    });
    fake.script({ kind: 'stream', pieces: ['Thank you, Ben, for the reef school!'] });
    const { status, events } = await streamOf(w.ana, '/api/companion/drafts', {
      kind: 'kudos',
      recipientId: idOf(w.ben),
    });
    expect(status).toBe(200);
    expect(events[0]).toMatchObject({
      type: 'sources',
      sources: [{ n: 1, kind: 'goal', title: 'Open the reef school' }],
    });
    expect(systemOf()).toContain('Open the reef school');
    expect(fake.requests[0]!.raw).not.toContain('Ben’s private plan');
    expect(fake.requests[0]!.raw).not.toContain('An old goal');

    // Oneself, someone of another company, or no one: 404 with nothing sent.
    const other = await admin(t, 'Far Reef');
    for (const recipientId of [idOf(w.ana), idOf(other), '00000000-0000-4000-8000-000000000000'])
      expect((await streamOf(w.ana, '/api/companion/drafts', { kind: 'kudos', recipientId })).status).toBe(
        404,
      );
    expect(
      (await streamOf(w.ana, '/api/companion/drafts', { kind: 'poem', recipientId: idOf(w.ben) })).body,
    ).toMatchObject({
      error: { code: 'validation_failed', message: 'Choose what to draft: a check-in or kudos' },
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('give the hit back when the draft names nothing of theirs: a mistake spends none of the day’s calls', async () => {
    const limited = await createTestApp({
      model: openAiModel({ baseUrl: fake.baseUrl, apiKey: undefined, model: 'surf', timeoutMs: 3000 }),
      rateLimits: { companionCallsPerPerson: { limit: 1, windowSeconds: 86_400 } },
    });
    const far = await admin(limited);
    const near = await member(limited, far);
    for (let i = 0; i < 3; i++) {
      const response = await limited.app.request('/api/companion/drafts', {
        method: 'POST',
        headers: { authorization: `Bearer ${near.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'kudos', recipientId: idOf(near) }),
      });
      expect(response.status).toBe(404);
    }
    fake.script({ kind: 'stream', pieces: ['Thanks!'] });
    const allowed = await limited.app.request('/api/companion/drafts', {
      method: 'POST',
      headers: { authorization: `Bearer ${near.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'kudos', recipientId: idOf(far) }),
    });
    expect(allowed.status).toBe(200);
    await allowed.text();
    const over = await limited.app.request('/api/companion/drafts', {
      method: 'POST',
      headers: { authorization: `Bearer ${near.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'kudos', recipientId: idOf(far) }),
    });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

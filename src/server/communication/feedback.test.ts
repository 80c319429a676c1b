import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { askFeedback, feedbackWorld, giveFeedback, idOf, teamLedBy } from '../../../tests/setup/feedback';
import { admin, member } from '../../../tests/setup/fixtures';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { FeedbackItem, FeedbackRequest } from '../../shared/contract/feedback';
import { FEEDBACK_ASKED_MAX, FEEDBACK_BODY_MAX, feedbackMessages as m } from '../../shared/feedback-messages';
import { feedback, feedbackReaders, feedbackRequests, notifications } from '../db/schema';
import { expireFeedbackRequests } from './feedback-expiry';

const t = await createTestApp();

type Who = { token: string };
type Page<T> = { items: T[]; nextCursor: string | null };
const get = <T>(who: Who, path: string) => t.request<T>('GET', path, undefined, { token: who.token });
const send = <T>(who: Who, method: 'POST' | 'DELETE', path: string, body?: unknown) =>
  t.request<T>(method, path, body, { token: who.token });
const box = async (who: Who, name: string) => {
  const response = await get<Page<FeedbackItem>>(who, `/api/feedback?box=${name}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.items;
};
const requests = async (who: Who, name: string) => {
  const response = await get<Page<FeedbackRequest>>(who, `/api/feedback-requests?box=${name}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.items;
};
const kindsOf = async (userId: string) =>
  (
    await t.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, userId))
  ).map((row) => row.kind);
const feedbackCount = async () =>
  (await t.db.select({ count: sql<number>`count(*)::int` }).from(feedback))[0]!.count;

describe('giving feedback', () => {
  it('private: the recipient and the author read it, a lead of the recipient does not', async () => {
    const { lead, ana, ben } = await feedbackWorld(t);
    const given = await giveFeedback(t, ben, {
      recipientId: idOf(ana),
      body: 'Clear demo',
      visibility: 'private',
    });
    expect(given).toMatchObject({
      author: { id: idOf(ben) },
      recipient: { id: idOf(ana) },
      visibility: 'private',
      body: 'Clear demo',
      mine: true,
    });
    expect((await box(ana, 'received')).map((item) => [item.body, item.mine])).toEqual([
      ['Clear demo', false],
    ]);
    expect((await box(ben, 'given')).map((item) => item.id)).toEqual([given.id]);
    expect(await box(lead, 'team')).toEqual([]);
    expect(await t.db.select().from(feedbackReaders).where(eq(feedbackReaders.feedbackId, given.id))).toEqual(
      [],
    );
    expect(await kindsOf(idOf(ana))).toContain('feedback_received');
    expect(await kindsOf(idOf(lead))).not.toContain('feedback_for_leads');
  });

  it('recipient and leads: the leads of the recipient’s teams read it too, and are told', async () => {
    const { lead, ana, ben } = await feedbackWorld(t);
    const given = await giveFeedback(t, ben, {
      recipientId: idOf(ana),
      body: 'Great pairing',
      visibility: 'recipient_and_leads',
    });
    expect((await box(lead, 'team')).map((item) => [item.id, item.body, item.mine])).toEqual([
      [given.id, 'Great pairing', false],
    ]);
    expect((await box(ana, 'received'))[0]?.body).toBe('Great pairing');
    expect(await kindsOf(idOf(lead))).toContain('feedback_for_leads');
    // Ben leads no team of Ana's: he reads it as its author, not in the team box.
    expect(await box(ben, 'team')).toEqual([]);
  });

  it('leads only: the recipient sees who wrote it and when, never its text or its value', async () => {
    const { owner, lead, ana, ben } = await feedbackWorld(t);
    const value = await send<{ value: { id: string } }>(owner, 'POST', '/api/values', { name: 'Candour' });
    expect(value.status).toBe(201);
    const given = await giveFeedback(t, ben, {
      recipientId: idOf(ana),
      body: 'Needs support with estimates',
      visibility: 'leads_only',
      valueId: value.body.value.id,
    });
    const [received] = await box(ana, 'received');
    expect(received).toMatchObject({
      id: given.id,
      author: { id: idOf(ben) },
      visibility: 'leads_only',
      body: null,
      value: null,
      createdAt: given.createdAt,
    });
    const [read] = await box(lead, 'team');
    expect(read).toMatchObject({ body: 'Needs support with estimates', value: { id: value.body.value.id } });
    expect((await box(ben, 'given'))[0]?.body).toBe('Needs support with estimates');
    const [told] = await t.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.userId, idOf(ana)), eq(notifications.kind, 'feedback_received')));
    expect(told?.data).toEqual({ feedbackId: given.id, authorName: given.author.fullName, leadsOnly: true });
  });

  it('keeps its readers as they were: a lead named later reads nothing old, a lead who leaves loses it', async () => {
    const { owner, lead, ana, ben } = await feedbackWorld(t);
    const before = await giveFeedback(t, ben, {
      recipientId: idOf(ana),
      body: 'Before the new lead',
      visibility: 'recipient_and_leads',
    });
    const later = await member(t, owner);
    await teamLedBy(t, owner, later, [ana]);
    expect(await box(later, 'team')).toEqual([]);
    const after = await giveFeedback(t, ben, {
      recipientId: idOf(ana),
      body: 'After the new lead',
      visibility: 'leads_only',
    });
    expect((await box(later, 'team')).map((item) => item.id)).toEqual([after.id]);
    expect((await box(lead, 'team')).map((item) => item.id)).toEqual([after.id, before.id]);
    expect((await send(lead, 'POST', '/api/people/me/leave')).status).toBe(204);
    expect(
      await t.db
        .select()
        .from(feedbackReaders)
        .where(eq(feedbackReaders.userId, idOf(lead))),
    ).toEqual([]);
  });

  it('refuses itself, a stranger, a missing visibility, a foreign value and a long text, writing nothing', async () => {
    const { ana, ben, other } = await feedbackWorld(t);
    const count = await feedbackCount();
    const self = await send(ana, 'POST', '/api/feedback', {
      recipientId: idOf(ana),
      body: 'Me',
      visibility: 'private',
    });
    expect([self.status, errorOf(self).message]).toEqual([400, m.recipientIsSelf]);
    const stranger = await send(ana, 'POST', '/api/feedback', {
      recipientId: idOf(other),
      body: 'You',
      visibility: 'private',
    });
    expect([stranger.status, errorOf(stranger).message]).toEqual([404, m.recipientNotFound]);
    const noVisibility = await send(ana, 'POST', '/api/feedback', { recipientId: idOf(ben), body: 'Hm' });
    expect([noVisibility.status, errorOf(noVisibility).message]).toEqual([400, m.visibilityInvalid]);
    const foreignValue = await send<{ value: { id: string } }>(other, 'POST', '/api/values', {
      name: 'Elsewhere',
    });
    const valued = await send(ana, 'POST', '/api/feedback', {
      recipientId: idOf(ben),
      body: 'Hm',
      visibility: 'private',
      valueId: foreignValue.body.value.id,
    });
    expect([valued.status, errorOf(valued).message]).toEqual([404, m.valueNotFound]);
    const long = await send(ana, 'POST', '/api/feedback', {
      recipientId: idOf(ben),
      body: 'x'.repeat(FEEDBACK_BODY_MAX + 1),
      visibility: 'private',
    });
    expect([long.status, errorOf(long).message]).toEqual([400, m.bodyTooLong]);
    const odd = await send(ana, 'POST', '/api/feedback', {
      recipientId: idOf(ben),
      body: 'Hm',
      visibility: 'all',
    });
    expect(odd.status).toBe(400);
    expect(await feedbackCount()).toBe(count);
  });
});

describe('deleting feedback', () => {
  it('is for its author: the recipient is refused, anyone else is not found, and the notices go', async () => {
    const { lead, ana, ben, owner, other } = await feedbackWorld(t);
    const given = await giveFeedback(t, ben, {
      recipientId: idOf(ana),
      body: 'Gone soon',
      visibility: 'recipient_and_leads',
    });
    const path = `/api/feedback/${given.id}`;
    const byRecipient = await send(ana, 'DELETE', path);
    expect([byRecipient.status, errorOf(byRecipient).message]).toEqual([403, m.onlyAuthor]);
    expect((await send(lead, 'DELETE', path)).status).toBe(403);
    expect((await send(owner, 'DELETE', path)).status).toBe(404);
    expect((await send(other, 'DELETE', path)).status).toBe(404);
    expect((await send(ben, 'DELETE', path)).status).toBe(204);
    expect((await send(ben, 'DELETE', path)).status).toBe(404);
    expect(await box(ana, 'received')).toEqual([]);
    expect(await kindsOf(idOf(ana))).not.toContain('feedback_received');
    expect(await kindsOf(idOf(lead))).not.toContain('feedback_for_leads');
  });
});

describe('the lists', () => {
  it('page newest first with a cursor, and refuse an unknown box or cursor', async () => {
    const { ana, ben } = await feedbackWorld(t);
    const ids: string[] = [];
    for (const body of ['One', 'Two', 'Three'])
      ids.push((await giveFeedback(t, ben, { recipientId: idOf(ana), body, visibility: 'private' })).id);
    const first = await get<Page<FeedbackItem>>(ana, '/api/feedback?box=received&limit=2');
    expect(first.body.items.map((item) => item.body)).toEqual(['Three', 'Two']);
    const second = await get<Page<FeedbackItem>>(
      ana,
      `/api/feedback?box=received&limit=2&cursor=${first.body.nextCursor}`,
    );
    expect(second.body).toEqual({ items: [expect.objectContaining({ body: 'One' })], nextCursor: null });
    const wrongBox = await get(ana, '/api/feedback?box=everything');
    expect([wrongBox.status, errorOf(wrongBox).message]).toEqual([400, m.boxInvalid]);
    const wrongCursor = await get(ana, '/api/feedback?box=given&cursor=nope');
    expect([wrongCursor.status, errorOf(wrongCursor).message]).toEqual([400, m.cursorInvalid]);
    const noCompany = await send<{ access_token: string }>(ana, 'POST', '/api/people/me/leave');
    expect(noCompany.status).toBe(204);
    expect((await get(ana, '/api/feedback?box=received')).status).toBe(403);
  });
});

describe('feedback requests', () => {
  it('ask colleagues, who answer once to the asker with the request’s visibility', async () => {
    const { lead, ana, ben, owner } = await feedbackWorld(t);
    const request = await askFeedback(t, ana, [ben, owner], 'recipient_and_leads');
    expect(request.asked.map((asked) => [asked.person.id, asked.answered]).sort()).toEqual(
      [
        [idOf(ben), false],
        [idOf(owner), false],
      ].sort(),
    );
    expect(await kindsOf(idOf(ben))).toContain('feedback_requested');
    // Ben sees the request, and only himself among those asked.
    const [waiting] = await requests(ben, 'to_answer');
    expect(waiting).toMatchObject({
      id: request.id,
      question: 'How did my demo land?',
      asker: { id: idOf(ana) },
    });
    expect(waiting?.asked.map((asked) => asked.person.id)).toEqual([idOf(ben)]);
    expect(await requests(lead, 'to_answer')).toEqual([]);

    const wrongPerson = await send(ben, 'POST', '/api/feedback', {
      recipientId: idOf(owner),
      body: 'Hm',
      requestId: request.id,
    });
    expect([wrongPerson.status, errorOf(wrongPerson).message]).toEqual([400, m.requestRecipient]);
    const wrongVisibility = await send(ben, 'POST', '/api/feedback', {
      recipientId: idOf(ana),
      body: 'Hm',
      requestId: request.id,
      visibility: 'private',
    });
    expect([wrongVisibility.status, errorOf(wrongVisibility).message]).toEqual([400, m.requestVisibility]);
    const answer = await giveFeedback(t, ben, {
      recipientId: idOf(ana),
      body: 'It landed',
      requestId: request.id,
    });
    expect(answer).toMatchObject({ visibility: 'recipient_and_leads', question: 'How did my demo land?' });
    expect((await box(lead, 'team')).map((item) => item.id)).toEqual([answer.id]);
    const again = await send(ben, 'POST', '/api/feedback', {
      recipientId: idOf(ana),
      body: 'Twice',
      requestId: request.id,
    });
    expect([again.status, errorOf(again).code]).toEqual([409, 'feedback_request_closed']);
    expect(await requests(ben, 'to_answer')).toEqual([]);
    const [asked] = await requests(ana, 'asked');
    expect(asked?.asked.find((person) => person.person.id === idOf(ben))?.answered).toBe(true);
    expect(asked?.asked.find((person) => person.person.id === idOf(owner))?.answered).toBe(false);
    // Not asked: the request is not found for Lead, nor for another company.
    const notAsked = await send(lead, 'POST', '/api/feedback', {
      recipientId: idOf(ana),
      body: 'Me too',
      requestId: request.id,
    });
    expect([notAsked.status, errorOf(notAsked).message]).toEqual([404, m.requestNotFound]);
  });

  it('refuse the asker among those asked, strangers, repeats and more than the limit', async () => {
    const { ana, ben, other } = await feedbackWorld(t);
    const ask = (recipientIds: string[]) =>
      send(ana, 'POST', '/api/feedback-requests', { recipientIds, question: 'Q?', visibility: 'private' });
    const self = await ask([idOf(ana)]);
    expect([self.status, errorOf(self).message]).toEqual([400, m.askedIsSelf]);
    for (const ids of [
      [idOf(other)],
      [idOf(ben), idOf(ben)],
      [],
      Array.from({ length: FEEDBACK_ASKED_MAX + 1 }, () => crypto.randomUUID()),
    ]) {
      const refused = await ask(ids);
      expect([refused.status, errorOf(refused).message]).toEqual([400, m.askedInvalid]);
    }
    expect(await requests(ana, 'asked')).toEqual([]);
  });

  it('expire after their days: nobody may answer, and the asker is told once, however many run it', async () => {
    const { ana, ben, owner } = await feedbackWorld(t);
    const request = await askFeedback(t, ana, [ben, owner]);
    await giveFeedback(t, owner, { recipientId: idOf(ana), body: 'In time', requestId: request.id });
    const [stored] = await t.db.select().from(feedbackRequests).where(eq(feedbackRequests.id, request.id));
    const dayAfter = new Date(stored!.expiresAt.getTime() + 86_400_000);
    // Not yet due a minute before its day.
    expect(await expireFeedbackRequests(t.db, new Date(stored!.expiresAt.getTime() - 60_000))).toBe(0);
    const runs = await Promise.all([
      expireFeedbackRequests(t.db, dayAfter),
      expireFeedbackRequests(t.db, dayAfter),
    ]);
    expect(runs.filter((count) => count > 0)).toHaveLength(1);
    const told = await t.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.userId, idOf(ana)), eq(notifications.kind, 'feedback_request_expired')));
    expect(told.map((row) => row.data)).toEqual([{ requestId: request.id, asked: 2, answered: 1 }]);
    // Read, then a later run: told once all the same.
    await t.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(eq(notifications.userId, idOf(ana)));
    await expireFeedbackRequests(t.db, new Date(dayAfter.getTime() + 86_400_000));
    expect((await kindsOf(idOf(ana))).filter((kind) => kind === 'feedback_request_expired')).toHaveLength(1);

    // The request's day is past in the database too: Ben may not answer, and no longer sees it waiting.
    await t.db
      .update(feedbackRequests)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(feedbackRequests.id, request.id));
    expect(await requests(ben, 'to_answer')).toEqual([]);
    const late = await send(ben, 'POST', '/api/feedback', {
      recipientId: idOf(ana),
      body: 'Late',
      requestId: request.id,
    });
    expect([late.status, errorOf(late).code]).toEqual([409, 'feedback_request_closed']);
    expect((await requests(ana, 'asked'))[0]).toMatchObject({ id: request.id, expired: true });
  });

  it('answered by everyone, never expire', async () => {
    const { ana, ben } = await feedbackWorld(t);
    const request = await askFeedback(t, ana, [ben]);
    await giveFeedback(t, ben, { recipientId: idOf(ana), body: 'Done', requestId: request.id });
    const [stored] = await t.db.select().from(feedbackRequests).where(eq(feedbackRequests.id, request.id));
    await expireFeedbackRequests(t.db, new Date(stored!.expiresAt.getTime() + 86_400_000));
    expect(await kindsOf(idOf(ana))).not.toContain('feedback_request_expired');
  });
});

describe('another company', () => {
  it('sees none of it: its lists are its own, and the ids are not found', async () => {
    const { ana, ben } = await feedbackWorld(t);
    const given = await giveFeedback(t, ben, { recipientId: idOf(ana), body: 'Ours', visibility: 'private' });
    const outsider = await admin(t, 'Far Away');
    for (const name of ['received', 'given', 'team']) expect(await box(outsider, name)).toEqual([]);
    expect((await send(outsider, 'DELETE', `/api/feedback/${given.id}`)).status).toBe(404);
  });
});

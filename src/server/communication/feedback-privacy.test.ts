import { randomUUID } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { askFeedback, feedbackWorld, giveFeedback, idOf, teamLedBy } from '../../../tests/setup/feedback';
import { member, PASSWORD } from '../../../tests/setup/fixtures';
import { createTestApp } from '../../../tests/setup/test-app';
import { endpoints } from '../../shared/contract/endpoints';
import { exportPersonData } from '../account/export';
import { feedback, feedbackRequests } from '../db/schema';

/**
 * Who reads feedback is fixed when it is written (decision 037, docs/privacy.md level 3). A
 * leads-only text is read by its author and the leads snapshotted then, and by nobody else: not its
 * recipient, not an admin, not a colleague, not a lead named later, not another company, in no answer
 * of the API and in no export. A private text is the author's and the recipient's alone.
 */
const t = await createTestApp();

type Who = { token: string; session: { user: { id: string } } };

/** Every GET of the API, its ids filled with the feedback's and the people's, answered for `reader`. */
async function everyAnswerFor(reader: Who, ids: { feedbackId: string; userId: string; requestId: string }) {
  const params: Record<string, string> = {
    id: ids.feedbackId,
    userId: ids.userId,
    requestId: ids.requestId,
    emoji: 'clap',
    day: '2030-01-01',
  };
  const answers: string[] = [];
  let answered = 0;
  for (const endpoint of Object.values(endpoints).filter((e) => e.method === 'GET')) {
    const paths =
      endpoint.path === '/api/feedback'
        ? ['received', 'given', 'team'].map((box) => `/api/feedback?box=${box}`)
        : endpoint.path === '/api/feedback-requests'
          ? ['to_answer', 'asked'].map((box) => `/api/feedback-requests?box=${box}`)
          : [endpoint.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? randomUUID())];
    for (const path of paths) {
      const response = await t.request('GET', path, undefined, { token: reader.token });
      if (response.status === 200) answered += 1;
      answers.push(`${path} ${JSON.stringify(response.body)}`);
    }
  }
  answers.push(`export ${JSON.stringify(await exportPersonData(t.db, idOf(reader)))}`);
  return { answers, answered };
}

describe('a planted leads-only text', () => {
  it('is in no answer and no export of its recipient, an admin, a colleague, a later lead or another company', async () => {
    const { owner, lead, ana, ben, other } = await feedbackWorld(t);
    const carl = await member(t, owner);
    const planted = `leads-only-${randomUUID()}`;
    const secretPrivate = `private-${randomUUID()}`;
    // Ana asked for it herself, leads only: the answer is still not hers to read.
    const request = await askFeedback(t, ana, [ben], 'leads_only');
    const given = await giveFeedback(t, ben, {
      recipientId: idOf(ana),
      body: planted,
      requestId: request.id,
    });
    await giveFeedback(t, ben, {
      recipientId: idOf(ana),
      body: `${planted} again`,
      visibility: 'leads_only',
    });
    await giveFeedback(t, ben, { recipientId: idOf(carl), body: secretPrivate, visibility: 'private' });
    const later = await member(t, owner);
    await teamLedBy(t, owner, later, [ana]);

    const ids = { feedbackId: given.id, userId: idOf(ana), requestId: request.id };
    let answered = 0;
    for (const reader of [ana, owner, carl, later, other]) {
      const seen = await everyAnswerFor(reader, ids);
      answered += seen.answered;
      for (const answer of seen.answers)
        expect(answer, 'an answer to someone not a reader').not.toContain(planted);
    }
    // The recipient was answered: told it exists, by whom, never what it says.
    const received = await t.request<{ items: { id: string; body: string | null }[] }>(
      'GET',
      '/api/feedback?box=received',
      undefined,
      { token: ana.token },
    );
    expect(received.body.items.map((item) => [item.id, item.body])).toContainEqual([given.id, null]);
    expect(answered).toBeGreaterThan(Object.keys(endpoints).length / 2);

    // The search could have found it: the lead and the author read it, answers and exports alike.
    for (const reader of [lead, ben]) {
      const seen = await everyAnswerFor(reader, ids);
      expect(seen.answers.join('\n')).toContain(planted);
      expect(seen.answers.at(-1)).toContain(reader === ben ? planted : 'exportedAt');
    }
    // A private text: only its author and its recipient.
    for (const reader of [ana, owner, lead, later, other]) {
      for (const answer of (await everyAnswerFor(reader, ids)).answers)
        expect(answer).not.toContain(secretPrivate);
    }
    expect((await everyAnswerFor(carl, ids)).answers.join('\n')).toContain(secretPrivate);
  });
});

describe('deleting an account', () => {
  it('deletes the feedback it wrote, the feedback about it and the requests it asked', async () => {
    const { ana, ben, lead } = await feedbackWorld(t);
    const wrote = await giveFeedback(t, ben, {
      recipientId: idOf(ana),
      body: 'By Ben',
      visibility: 'private',
    });
    const about = await giveFeedback(t, lead, {
      recipientId: idOf(ben),
      body: 'About Ben',
      visibility: 'private',
    });
    const kept = await giveFeedback(t, lead, {
      recipientId: idOf(ana),
      body: 'Not Ben’s',
      visibility: 'private',
    });
    await askFeedback(t, ben, [ana]);
    const deleted = await t.request('DELETE', '/api/me', { password: PASSWORD }, { token: ben.token });
    expect(deleted.status).toBe(204);
    const left = await t.db
      .select({ id: feedback.id })
      .from(feedback)
      .where(or(eq(feedback.id, wrote.id), eq(feedback.id, about.id), eq(feedback.id, kept.id)));
    expect(left).toEqual([{ id: kept.id }]);
    expect(
      await t.db
        .select()
        .from(feedbackRequests)
        .where(eq(feedbackRequests.askerId, idOf(ben))),
    ).toEqual([]);
  });
});

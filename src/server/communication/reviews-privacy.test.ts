import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../../../tests/setup/fixtures';
import { idOf } from '../../../tests/setup/one-on-ones';
import { answer, closeReview, reviewBody, reviewWorld, startReview } from '../../../tests/setup/reviews';
import { createTestApp } from '../../../tests/setup/test-app';
import { endpoints } from '../../shared/contract/endpoints';
import type { ReviewResults } from '../../shared/contract/reviews';
import { reviewMessages as m } from '../../shared/review-messages';
import { exportPersonData } from '../account/export';
import { rowsOf } from '../db/rows';
import { communicationStyles, reviewAnswers, reviewRaters } from '../db/schema';

/**
 * A 360's anonymous groups (decision 037, docs/privacy.md#360s): a peer's or a report's answer carries
 * no person in the database, and no answer of the API or export shows a group that fewer than 3 of its
 * raters answered, nor a name beside a peer's comment.
 */
const t = await createTestApp();

async function columnsOf(table: string) {
  return rowsOf<{ name: string; type: string }>(
    t.db,
    sql`select column_name as name, data_type as type from information_schema.columns
      where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
  );
}

describe('the answers table', () => {
  it('keeps no time, names only self and lead raters, and shares nothing but the 360 with who answered', async () => {
    const columns = await columnsOf('review_answers');
    expect(columns.map((column) => column.name)).toEqual([
      'id',
      'review_id',
      'question_id',
      'answer_group',
      'score',
      'comment',
      'named_rater_id',
    ]);
    for (const column of columns) expect(column.type, column.name).not.toMatch(/date|time|interval/i);
    const raters = new Set((await columnsOf('review_raters')).map((column) => column.name));
    expect(columns.map((column) => column.name).filter((name) => raters.has(name))).toEqual(['review_id']);
  });

  it('refuses a peer’s or a report’s answer that names someone, and a lead’s that does not', async () => {
    const { sam, peers, lead } = await reviewWorld(t);
    const review = await startReview(t, sam, reviewBody([{ person: peers[0]!, group: 'peer' }]));
    const row = { reviewId: review.id, questionId: review.questions[0]!.id, score: 3 };
    for (const group of ['peer', 'report'] as const)
      await expect(
        t.db.insert(reviewAnswers).values({ ...row, group, namedRaterId: idOf(peers[0]!) }),
      ).rejects.toThrow();
    await expect(t.db.insert(reviewAnswers).values({ ...row, group: 'lead' })).rejects.toThrow();
    await t.db.insert(reviewAnswers).values({ ...row, group: 'lead', namedRaterId: idOf(lead) });
  });
});

/** A closed 360 about Sam: the lead, 3 peers and 2 reports answered, each with a planted comment. */
async function closedReview(share: boolean) {
  const world = await reviewWorld(t);
  const { sam, lead, peers, reports } = world;
  const review = await startReview(
    t,
    sam,
    reviewBody(
      [
        { person: lead, group: 'lead' },
        ...peers.slice(0, 3).map((person) => ({ person, group: 'peer' as const })),
        ...reports.slice(0, 2).map((person) => ({ person, group: 'report' as const })),
      ],
      { shareWithLeads: share },
    ),
  );
  const planted = `planted-${randomUUID()}`;
  for (const [index, peer] of peers.slice(0, 3).entries()) await answer(t, peer, review, 4, `peer ${index}`);
  for (const report of reports.slice(0, 2)) await answer(t, report, review, 1, planted);
  await answer(t, lead, review, 3, 'lead says');
  await answer(t, sam, review, 2, 'self says');
  await closeReview(t, review.id);
  return { ...world, review, planted };
}

const results = (who: { token: string }, id: string) =>
  t.request<{ results: ReviewResults }>('GET', `/api/reviews/${id}/results`, undefined, { token: who.token });

describe('a group of 2', () => {
  it('is withheld in every answer and every export: its comments, its scores and its count', async () => {
    const world = await closedReview(true);
    const { review, planted, sam, lead, owner, other, peers, reports } = world;
    const shown = await results(sam, review.id);
    const report = shown.body.results.groups.find((group) => group.group === 'report');
    expect(report).toMatchObject({ answered: null, withheld: m.withheld, questions: [], comments: [] });
    // The peers' group of 3 is shown, so the search below could have found a comment.
    expect(JSON.stringify(shown.body)).toContain('peer 0');
    const params: Record<string, string> = {
      id: review.id,
      userId: idOf(sam),
      emoji: 'clap',
      day: '2030-01-01',
    };
    const reads = Object.values(endpoints).filter((endpoint) => endpoint.method === 'GET');
    let answered = 0;
    for (const reader of [sam, lead, owner, other, peers[0]!, reports[0]!]) {
      for (const endpoint of reads) {
        const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? randomUUID());
        const response = await t.request('GET', path, undefined, { token: reader.token });
        if (response.status === 200) answered += 1;
        const body = JSON.stringify(response.body);
        expect(body, endpoint.path).not.toContain(planted);
        // The reports answered 1 everywhere: no mean of theirs, and no count of 2, shows.
        if (endpoint.path.endsWith('/results') && response.status === 200)
          expect(body, endpoint.path).not.toMatch(/"group":"report","asked":2,"answered":2/);
      }
      expect(JSON.stringify(await exportPersonData(t.db, idOf(reader)))).not.toContain(planted);
    }
    expect(answered).toBeGreaterThan(reads.length);
  });
});

describe('a peer’s comment', () => {
  it('carries no name and no id, in the answer and in the database', async () => {
    const { review, sam, peers } = await closedReview(false);
    const shown = await results(sam, review.id);
    const peer = shown.body.results.groups.find((group) => group.group === 'peer')!;
    expect(peer.comments.length).toBeGreaterThan(0);
    for (const comment of peer.comments) expect(Object.keys(comment).sort()).toEqual(['questionId', 'text']);
    const body = JSON.stringify(shown.body);
    for (const person of peers) expect(body).not.toContain(idOf(person));
    const stored = await t.db
      .select({ named: reviewAnswers.namedRaterId })
      .from(reviewAnswers)
      .where(eq(reviewAnswers.reviewId, review.id));
    expect(stored.filter((row) => row.named === null)).toHaveLength(3 * 2 + 2 * 2);
  });
});

describe('who reads the results', () => {
  it('is the person; not their lead unless shared (403 to a lead who rated), nobody else (404)', async () => {
    const { review, sam, lead, owner, other, peers } = await closedReview(false);
    expect((await results(sam, review.id)).status).toBe(200);
    expect((await results(lead, review.id)).status).toBe(403);
    expect((await results(peers[0]!, review.id)).status).toBe(403);
    expect((await results(peers[3]!, review.id)).status).toBe(404);
    expect((await results(owner, review.id)).status).toBe(404);
    expect((await results(other, review.id)).status).toBe(404);
  });

  it('is their leads too when the person shared them, and the lead sees it listed', async () => {
    const { review, lead, other } = await closedReview(true);
    const read = await results(lead, review.id);
    expect(read.status).toBe(200);
    expect(read.body.results.leads.map((entry) => entry.lead?.id)).toEqual([idOf(lead)]);
    const listed = await t.request<{ items: { id: string; resultsReadable: boolean }[] }>(
      'GET',
      '/api/reviews',
      undefined,
      { token: lead.token },
    );
    expect(listed.body.items.find((item) => item.id === review.id)?.resultsReadable).toBe(true);
    expect((await results(other, review.id)).status).toBe(404);
  });
});

describe('deleting an account', () => {
  it('deletes the style and the self answers; a peer’s answers stay, unnamed', async () => {
    const { review, sam, peers } = await closedReview(false);
    // A peer goes: their answers never named them, and stay in Sam's results.
    const peerGone = await t.request('DELETE', '/api/me', { password: PASSWORD }, { token: peers[0]!.token });
    expect(peerGone.status).toBe(204);
    const after = await results(sam, review.id);
    expect(after.body.results.groups.find((group) => group.group === 'peer')).toMatchObject({ answered: 3 });
    await t.request(
      'PUT',
      '/api/me/style',
      { channel: 'spoken', timing: null, tone: null, note: 'Call me' },
      { token: sam.token },
    );
    const exported = await exportPersonData(t.db, idOf(sam));
    expect(exported.style).toMatchObject({ channel: 'spoken', note: 'Call me' });
    expect(JSON.stringify(exported.reviews)).toContain('self says');
    expect((await t.request('DELETE', '/api/me', { password: PASSWORD }, { token: sam.token })).status).toBe(
      204,
    );
    expect(
      await t.db
        .select()
        .from(communicationStyles)
        .where(eq(communicationStyles.userId, idOf(sam))),
    ).toEqual([]);
    expect(await t.db.select().from(reviewAnswers).where(eq(reviewAnswers.reviewId, review.id))).toEqual([]);
    expect(await t.db.select().from(reviewRaters).where(eq(reviewRaters.reviewId, review.id))).toEqual([]);
  });
});

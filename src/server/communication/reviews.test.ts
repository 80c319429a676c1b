import { describe, expect, it } from 'vitest';
import { idOf } from '../../../tests/setup/one-on-ones';
import {
  answer,
  closeReview,
  dayAhead,
  reviewBody,
  reviewWorld,
  startReview,
} from '../../../tests/setup/reviews';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { Review, ReviewResults } from '../../shared/contract/reviews';
import { reviewMessages as m } from '../../shared/review-messages';
import { exportPersonData } from '../account/export';

const t = await createTestApp();

type Who = { token: string };
const get = <T>(who: Who, path: string) => t.request<T>('GET', path, undefined, { token: who.token });
const post = <T>(who: Who, path: string, body?: unknown) =>
  t.request<T>('POST', path, body, { token: who.token });
const listOf = async (who: Who) => (await get<{ items: Review[] }>(who, '/api/reviews')).body.items;

describe('starting a 360', () => {
  it('about oneself is open at once, with the person asked as self', async () => {
    const { sam, lead, peers, reports } = await reviewWorld(t);
    const review = await startReview(
      t,
      sam,
      reviewBody([
        { person: lead, group: 'lead' },
        ...peers.map((person) => ({ person, group: 'peer' as const })),
        { person: reports[0]!, group: 'report' },
      ]),
    );
    expect(review).toMatchObject({
      status: 'open',
      aboutMe: true,
      myGroup: 'self',
      iAnswered: false,
      asked: { lead: 1, peer: 4, report: 1 },
      resultsReadable: false,
    });
    expect(review.questions.map((question) => question.text)).toEqual([
      'How clearly do I communicate?',
      'How well do I listen?',
    ]);
    // The raters see what they still owe.
    const owed = (await listOf(peers[0]!)).find((item) => item.id === review.id);
    expect(owed).toMatchObject({ aboutMe: false, myGroup: 'peer', iAnswered: false });
  });

  it('lists each 360 with its own questions, counts and the caller’s part', async () => {
    const { sam, lead, peers } = await reviewWorld(t);
    const aboutSam = await startReview(t, sam, reviewBody([{ person: peers[0]!, group: 'peer' }]));
    const aboutPeer = await startReview(
      t,
      peers[0]!,
      reviewBody([
        { person: sam, group: 'peer' },
        { person: peers[1]!, group: 'peer' },
      ]),
    );
    const byId = new Map((await listOf(sam)).map((item) => [item.id, item]));
    expect(byId.get(aboutSam.id)).toEqual(aboutSam);
    expect(byId.get(aboutPeer.id)).toMatchObject({
      aboutMe: false,
      myGroup: 'peer',
      asked: { lead: 0, peer: 2, report: 0 },
      questions: aboutPeer.questions,
      subject: aboutPeer.subject,
    });
    expect(byId.size).toBe(2);
    expect((await listOf(lead)).map((item) => item.id)).toEqual([]);
  });

  it('checks every rater against the company’s teams', async () => {
    const { sam, lead, peers, reports, other } = await reviewWorld(t);
    const cases: [unknown[], string][] = [
      [[{ userId: idOf(lead), group: 'peer' }], m.notAPeer],
      [[{ userId: idOf(peers[0]!), group: 'lead' }], m.notALead],
      [[{ userId: idOf(peers[0]!), group: 'report' }], m.notAReport],
      [[{ userId: idOf(reports[0]!), group: 'peer' }], m.notAPeer],
      [[{ userId: idOf(sam), group: 'peer' }], m.raterIsSubject],
      [[{ userId: other.session.user.id, group: 'peer' }], m.raterNotFound],
      [
        [
          { userId: idOf(peers[0]!), group: 'peer' },
          { userId: idOf(peers[0]!), group: 'peer' },
        ],
        m.raterTwice,
      ],
    ];
    for (const [raters, message] of cases) {
      const refused = await post(sam, '/api/reviews', { ...reviewBody([]), raters });
      expect(refused.status, message).toBe(400);
      expect(errorOf(refused).message).toBe(message);
    }
    const body = reviewBody([{ person: peers[0]!, group: 'peer' }]);
    for (const [change, message] of [
      [{ closesOn: dayAhead(0) }, m.closesOnRange],
      [{ closesOn: dayAhead(61) }, m.closesOnRange],
      [{ questions: Array.from({ length: 6 }, (_, i) => `Question ${i}`) }, m.questionsInvalid],
      [{ questions: [] }, m.questionsInvalid],
      [{ raters: [] }, m.ratersInvalid],
    ] as const) {
      const refused = await post(sam, '/api/reviews', { ...body, ...change });
      expect(errorOf(refused).message).toBe(message);
    }
    // Nothing was started by any of them.
    expect(await listOf(sam)).toEqual([]);
  });

  it('allows one open 360 per person, and another once it closed', async () => {
    const { sam, peers } = await reviewWorld(t);
    const body = reviewBody([{ person: peers[0]!, group: 'peer' }]);
    const first = await startReview(t, sam, body);
    const again = await post(sam, '/api/reviews', body);
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe('review_exists');
    await closeReview(t, first.id);
    await startReview(t, sam, body);
  });

  it('by a lead waits for the person, whom nobody is asked to rate before', async () => {
    const { sam, lead, peers } = await reviewWorld(t);
    const body = { ...reviewBody([{ person: peers[0]!, group: 'peer' }]), subjectId: idOf(sam) };
    // A peer leads no one: they cannot start one about Sam.
    const byPeer = await post(peers[1]!, '/api/reviews', body);
    expect(byPeer.status).toBe(403);
    expect(errorOf(byPeer).message).toBe(m.notYourMember);
    const review = await startReview(t, lead, body);
    expect(review).toMatchObject({ status: 'awaiting_agreement', aboutMe: false, myGroup: null });
    expect(await listOf(peers[0]!)).toEqual([]);
    const early = await post(peers[0]!, `/api/reviews/${review.id}/answers`, {
      answers: review.questions.map((question) => ({ questionId: question.id, score: 3 })),
    });
    expect(early.status).toBe(404);
    expect((await post(sam, `/api/reviews/${review.id}/answers`, { answers: [] })).status).toBe(400);
    const selfEarly = await post(sam, `/api/reviews/${review.id}/answers`, {
      answers: review.questions.map((question) => ({ questionId: question.id, score: 3 })),
    });
    expect(errorOf(selfEarly).message).toBe(m.notAgreed);
    const byStarter = await post(lead, `/api/reviews/${review.id}/agree`, { shareWithLeads: true });
    expect(byStarter.status).toBe(403);
    expect(errorOf(byStarter).message).toBe(m.notSubject);
    const agreed = await post<{ review: Review }>(sam, `/api/reviews/${review.id}/agree`, {
      shareWithLeads: true,
    });
    expect(agreed.body.review).toMatchObject({ status: 'open', shareWithLeads: true, myGroup: 'self' });
    expect((await post(sam, `/api/reviews/${review.id}/agree`, { shareWithLeads: true })).status).toBe(409);
    expect((await listOf(peers[0]!)).map((item) => [item.id, item.myGroup])).toEqual([[review.id, 'peer']]);
  });

  it('by a lead is declined by the person, or withdrawn by the lead, until agreed; then the person may start their own', async () => {
    const { sam, lead, peers } = await reviewWorld(t);
    const body = { ...reviewBody([{ person: peers[0]!, group: 'peer' }]), subjectId: idOf(sam) };
    const first = await startReview(t, lead, body);
    // Nobody was asked yet: a rater is not told it exists.
    expect(
      (await t.request('DELETE', `/api/reviews/${first.id}`, undefined, { token: peers[0]!.token })).status,
    ).toBe(404);
    expect(
      (await t.request('DELETE', `/api/reviews/${first.id}`, undefined, { token: sam.token })).status,
    ).toBe(204);
    expect(await listOf(lead)).toEqual([]);
    const second = await startReview(t, lead, body);
    expect(
      (await t.request('DELETE', `/api/reviews/${second.id}`, undefined, { token: lead.token })).status,
    ).toBe(204);
    const own = await startReview(t, sam, reviewBody([{ person: peers[0]!, group: 'peer' }]));
    const agreedOnes = await t.request('DELETE', `/api/reviews/${own.id}`, undefined, { token: sam.token });
    expect(agreedOnes.status).toBe(409);
    expect(errorOf(agreedOnes).message).toBe(m.notAwaiting);
  });

  it('is about a person of the company only', async () => {
    const { lead, peers, other } = await reviewWorld(t);
    const refused = await post(lead, '/api/reviews', {
      ...reviewBody([{ person: peers[0]!, group: 'peer' }]),
      subjectId: other.session.user.id,
    });
    expect(refused.status).toBe(404);
    expect(errorOf(refused).message).toBe(m.subjectNotFound);
  });
});

describe('answering a 360', () => {
  it('takes every question once, from a rater, once', async () => {
    const { sam, peers } = await reviewWorld(t);
    const review = await startReview(t, sam, reviewBody([{ person: peers[0]!, group: 'peer' }]));
    const path = `/api/reviews/${review.id}/answers`;
    const [first, second] = review.questions;
    const partial = await post(peers[0]!, path, { answers: [{ questionId: first!.id, score: 4 }] });
    expect(errorOf(partial).message).toBe(m.answersInvalid);
    const twice = await post(peers[0]!, path, {
      answers: [
        { questionId: first!.id, score: 4 },
        { questionId: first!.id, score: 4 },
      ],
    });
    expect(errorOf(twice).message).toBe(m.answersInvalid);
    const badScore = await post(peers[0]!, path, {
      answers: [
        { questionId: first!.id, score: 6 },
        { questionId: second!.id, score: 0 },
      ],
    });
    expect(errorOf(badScore).message).toBe(m.scoreInvalid);
    // Not asked: not told it exists.
    expect((await post(peers[1]!, path, { answers: [] })).status).toBe(400);
    const notAsked = await post(peers[1]!, path, {
      answers: review.questions.map((question) => ({ questionId: question.id, score: 3 })),
    });
    expect(notAsked.status).toBe(404);
    await answer(t, peers[0]!, review, 4, 'Clear and kind');
    const again = await post(peers[0]!, path, {
      answers: review.questions.map((question) => ({ questionId: question.id, score: 3 })),
    });
    expect(errorOf(again).code).toBe('review_answered');
    expect((await listOf(peers[0]!))[0]).toMatchObject({ iAnswered: true });
  });

  it('is over once the 360 closed', async () => {
    const { sam, peers } = await reviewWorld(t);
    const review = await startReview(t, sam, reviewBody([{ person: peers[0]!, group: 'peer' }]));
    await closeReview(t, review.id);
    const late = await post(peers[0]!, `/api/reviews/${review.id}/answers`, {
      answers: review.questions.map((question) => ({ questionId: question.id, score: 3 })),
    });
    expect(late.status).toBe(409);
    expect(errorOf(late).code).toBe('review_not_open');
  });
});

describe('the results', () => {
  it('wait for the close, then show a group of 3, withhold a group of 2, name the leads, and the self beside', async () => {
    const { sam, lead, peers, reports } = await reviewWorld(t);
    const review = await startReview(
      t,
      sam,
      reviewBody([
        { person: lead, group: 'lead' },
        ...peers.slice(0, 3).map((person) => ({ person, group: 'peer' as const })),
        ...reports.slice(0, 2).map((person) => ({ person, group: 'report' as const })),
      ]),
    );
    await answer(t, sam, review, 3, 'My own view');
    await answer(t, lead, review, 4, 'From your lead');
    await answer(t, peers[0]!, review, 5, 'Peer one');
    await answer(t, peers[1]!, review, 4);
    await answer(t, peers[2]!, review, 2, 'Peer three');
    await answer(t, reports[0]!, review, 1, 'Report one');
    await answer(t, reports[1]!, review, 2, 'Report two');
    const early = await get(sam, `/api/reviews/${review.id}/results`);
    expect(early.status).toBe(409);
    expect(errorOf(early).code).toBe('review_not_closed');
    await closeReview(t, review.id);
    const read = await get<{ results: ReviewResults }>(sam, `/api/reviews/${review.id}/results`);
    expect(read.status).toBe(200);
    const { results } = read.body;
    const [q1, q2] = review.questions.map((question) => question.id);
    expect(results.review).toMatchObject({ status: 'closed', resultsReadable: true });
    expect(results.self?.map((a) => [a.questionId, a.score, a.comment])).toEqual(
      expect.arrayContaining([
        [q1, 3, 'My own view'],
        [q2, 3, 'My own view'],
      ]),
    );
    expect(results.leads).toHaveLength(1);
    expect(results.leads[0]!.lead?.id).toBe(idOf(lead));
    expect(results.leads[0]!.answers.every((a) => a.score === 4 && a.comment === 'From your lead')).toBe(
      true,
    );
    const peer = results.groups.find((group) => group.group === 'peer')!;
    expect(peer).toMatchObject({ asked: 3, answered: 3, withheld: null });
    expect(peer.questions.map((q) => [q.questionId, q.mean, q.count]).sort()).toEqual(
      [
        [q1, 3.67, 3],
        [q2, 3.67, 3],
      ].sort(),
    );
    expect(peer.comments.map((c) => c.text).sort()).toEqual([
      'Peer one',
      'Peer one',
      'Peer three',
      'Peer three',
    ]);
    const report = results.groups.find((group) => group.group === 'report')!;
    expect(report).toEqual({
      group: 'report',
      asked: 2,
      answered: null,
      withheld: m.withheld,
      questions: [],
      comments: [],
    });
  });

  it('are in the person’s export as shown to them; a lead’s own answers in theirs; a peer’s in nobody’s', async () => {
    const { sam, lead, peers } = await reviewWorld(t);
    const review = await startReview(
      t,
      sam,
      reviewBody([
        { person: lead, group: 'lead' },
        ...peers.slice(0, 3).map((person) => ({ person, group: 'peer' as const })),
      ]),
    );
    await answer(t, sam, review, 2, 'Self view');
    await answer(t, lead, review, 4, 'Lead view');
    for (const peer of peers.slice(0, 3)) await answer(t, peer, review, 5, 'Peer view');
    const open = (await exportPersonData(t.db, idOf(sam))).reviews as {
      aboutMe: { myAnswers: unknown[]; results: unknown }[];
    };
    expect(open.aboutMe).toHaveLength(1);
    expect(open.aboutMe[0]!.myAnswers).toHaveLength(2);
    // Open: the results are not shown yet, in the export either.
    expect(open.aboutMe[0]!.results).toBeNull();
    await closeReview(t, review.id);
    const closed = JSON.stringify((await exportPersonData(t.db, idOf(sam))).reviews);
    expect(closed).toContain('Peer view');
    expect(closed).toContain('"mean":5');
    const byLead = (await exportPersonData(t.db, idOf(lead))).reviews as {
      answersAsLead: { question: string; score: number; comment: string | null }[];
    };
    expect(byLead.answersAsLead.map((a) => [a.question, a.score, a.comment])).toEqual([
      ['How clearly do I communicate?', 4, 'Lead view'],
      ['How well do I listen?', 4, 'Lead view'],
    ]);
    expect(JSON.stringify((await exportPersonData(t.db, idOf(peers[0]!))).reviews)).not.toContain(
      'Peer view',
    );
  });

  it('feed nothing else: no other answer carries a score', async () => {
    const { sam, peers, owner } = await reviewWorld(t);
    const review = await startReview(
      t,
      sam,
      reviewBody(peers.slice(0, 3).map((person) => ({ person, group: 'peer' as const }))),
    );
    for (const peer of peers.slice(0, 3)) await answer(t, peer, review, 5);
    await closeReview(t, review.id);
    const answers = [
      await get(sam, '/api/me'),
      await get(owner, '/api/people'),
      await get(owner, `/api/people/${idOf(sam)}`),
      await get(owner, '/api/insights'),
    ];
    for (const response of answers) expect(JSON.stringify(response.body)).not.toMatch(/"(mean|score)"/);
  });
});

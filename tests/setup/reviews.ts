import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { closeDueReviews } from '../../src/server/communication/review-jobs';
import { reviews } from '../../src/server/db/schema';
import type { Review } from '../../src/shared/contract/reviews';
import { todayUtc } from '../../src/shared/wellbeing-rules';
import { admin, member } from './fixtures';
import { idOf } from './one-on-ones';
import type { TestApp } from './test-app';

/** 360 fixtures: a person with a lead, four peers and three reports, in two teams of one company. */

type Person = Awaited<ReturnType<typeof member>>;
type Who = { token: string };

/** A day `days` after today, UTC. */
export const dayAhead = (days: number) =>
  new Date(Date.parse(`${todayUtc()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function team(t: TestApp, owner: Who, name: string, lead: Person, members: Person[]) {
  const created = await t.request<{ team: { id: string } }>(
    'POST',
    '/api/teams',
    { name, leadIds: [idOf(lead)] },
    { token: owner.token },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  for (const person of members) {
    const added = await t.request(
      'POST',
      `/api/teams/${created.body.team.id}/members`,
      { userId: idOf(person) },
      { token: owner.token },
    );
    expect(added.status).toBe(200);
  }
  return created.body.team.id;
}

/**
 * A company: `sam`, the person; `lead`, who leads Sam's team, with the peers in it; and the three
 * reports of the team Sam leads. `other` is another company's admin.
 */
export async function reviewWorld(t: TestApp) {
  const owner = await admin(t);
  const people = await Promise.all(Array.from({ length: 9 }, () => member(t, owner)));
  const [sam, lead, ...rest] = people as [Person, Person, ...Person[]];
  const peers = rest.slice(0, 4);
  const reports = rest.slice(4, 7);
  await team(t, owner, 'Crew', lead, [sam, ...peers]);
  await team(t, owner, 'Sam’s crew', sam, reports);
  const other = await admin(t, 'Other Waves');
  return { owner, sam, lead, peers, reports, other };
}

export const reviewBody = (
  raters: { person: { session: { user: { id: string } } }; group: 'lead' | 'peer' | 'report' }[],
  overrides: Record<string, unknown> = {},
) => ({
  raters: raters.map(({ person, group }) => ({ userId: idOf(person), group })),
  questions: ['How clearly do I communicate?', 'How well do I listen?'],
  closesOn: dayAhead(14),
  shareWithLeads: false,
  ...overrides,
});

export async function startReview(t: TestApp, who: Who, body: unknown) {
  const started = await t.request<{ review: Review }>('POST', '/api/reviews', body, { token: who.token });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return started.body.review;
}

/** Answers every question of the 360 with `score` and an optional comment. */
export async function answer(t: TestApp, who: Who, review: Review, score: number, comment?: string) {
  const answers = review.questions.map((question) => ({ questionId: question.id, score, comment }));
  const answered = await t.request(
    'POST',
    `/api/reviews/${review.id}/answers`,
    { answers },
    { token: who.token },
  );
  expect(answered.status, JSON.stringify(answered.body)).toBe(201);
}

/** Brings the closing day to today and runs the closing job. */
export async function closeReview(t: TestApp, reviewId: string) {
  await t.db.update(reviews).set({ closesOn: todayUtc() }).where(eq(reviews.id, reviewId));
  await closeDueReviews(t.db);
}

import { expect } from 'vitest';
import type { FeedbackItem, FeedbackRequest } from '../../src/shared/contract/feedback';
import { admin, member } from './fixtures';
import type { TestApp } from './test-app';

/** Feedback fixtures: a company with a team, its lead and a member of it, a colleague outside it. */

type Person = { token: string; session: { user: { id: string } } };

export const idOf = (person: Person) => person.session.user.id;

/** Makes `lead` a lead of a new team of the owner's company, and `members` its members. */
export async function teamLedBy(t: TestApp, owner: { token: string }, lead: Person, members: Person[]) {
  const team = await t.request<{ team: { id: string } }>(
    'POST',
    '/api/teams',
    { name: `Crew ${Math.random().toString(36).slice(2, 8)}`, leadIds: [idOf(lead)] },
    { token: owner.token },
  );
  expect(team.status, JSON.stringify(team.body)).toBe(201);
  for (const person of members) {
    const added = await t.request(
      'POST',
      `/api/teams/${team.body.team.id}/members`,
      { userId: idOf(person) },
      { token: owner.token },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  return team.body.team.id;
}

/** The owner (admin), a lead of Ana's team, Ana, Ben outside it, and another company's admin. */
export async function feedbackWorld(t: TestApp) {
  const owner = await admin(t);
  const lead = await member(t, owner);
  const ana = await member(t, owner);
  const ben = await member(t, owner);
  const teamId = await teamLedBy(t, owner, lead, [ana]);
  const other = await admin(t, 'Other Waves');
  return { owner, lead, ana, ben, teamId, other };
}

export async function giveFeedback(t: TestApp, author: Person, body: Record<string, unknown>) {
  const response = await t.request<{ feedback: FeedbackItem }>('POST', '/api/feedback', body, {
    token: author.token,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.feedback;
}

export async function askFeedback(t: TestApp, asker: Person, asked: Person[], visibility = 'private') {
  const response = await t.request<{ request: FeedbackRequest }>(
    'POST',
    '/api/feedback-requests',
    { recipientIds: asked.map(idOf), question: 'How did my demo land?', visibility },
    { token: asker.token },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.request;
}

import { afterAll, describe, expect, it } from 'vitest';
import {
  type CanaryPerson,
  canaryWorld,
  goalCanaryOf,
  goalOwnersIn,
  privateCanaries,
} from '../../../tests/setup/canary-world';
import { askSurfer, messagesOf } from '../../../tests/setup/companion-stream';
import { startFakeModel } from '../../../tests/setup/fake-model';
import { createTestApp } from '../../../tests/setup/test-app';
import { goals, sessions } from '../db/schema';
import { openAiModel } from './model/openai-model';

/**
 * What the model is never told, whatever the person asks (decision 044, docs/privacy.md §24): in the
 * canary world (tests/setup/canary-world.ts), people of every company ask The Surfer through the
 * endpoint, about their journal, their private notes, their mood, their lead's feedback and another
 * person's goal, after a turn of conversation; no body the model received holds a private canary or
 * another person's goal, and the askers' own goals are there (so the check can fail).
 */
const fake = await startFakeModel();
afterAll(() => fake.close());
const t = await createTestApp({
  model: openAiModel({ baseUrl: fake.baseUrl, apiKey: undefined, model: 'surf', timeoutMs: 3000 }),
});

/** A token of a session of the person's own, as signing in would give. */
async function tokenOf(person: CanaryPerson) {
  const [session] = await t.db
    .insert(sessions)
    .values({ userId: person.userId, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: sessions.id });
  return (await t.deps.tokens.issueAccessToken({ userId: person.userId, sessionId: session!.id })).token;
}

const history = [
  { role: 'user' as const, content: 'What did my lead write about me?' },
  { role: 'assistant' as const, content: 'I can only see your goals, 1:1 agendas, growth plan and kudos.' },
];

describe('Ask the Surfer, whatever is asked', () => {
  it('never sends the model a private field, nor anyone’s goal but the asker’s own', async () => {
    const people = await canaryWorld(t, { extraMembers: 3 });
    const admins = people.filter((person) => person.role === 'admin');
    const members = people.filter((person) => person.role !== 'admin');
    const companies = new Set(people.map((person) => person.companyId));
    expect(companies.size).toBeGreaterThan(1);
    expect(members.length).toBeGreaterThanOrEqual(5);
    // Every admin, and members of every company: everyone of this world.
    const askers = [...admins, ...members];
    for (const companyId of companies)
      expect(askers.filter((person) => person.companyId === companyId).length).toBeGreaterThan(1);

    const allGoals = await t.db
      .select({ id: goals.id, ownerId: goals.ownerId, companyId: goals.companyId, closedAt: goals.closedAt })
      .from(goals);
    let ownGoalsSent = 0;
    for (const person of askers) {
      const token = await tokenOf(person);
      // Someone else's goal, of the same company when there is one, named by its id.
      const othersGoal =
        allGoals.find((goal) => goal.ownerId !== person.userId && goal.companyId === person.companyId) ??
        allGoals.find((goal) => goal.ownerId !== person.userId);
      const questions = [
        'What did I write in my journal?',
        'What are my private 1:1 notes?',
        'How is my mood?',
        'What feedback did my lead get?',
        `How is the goal ${othersGoal!.id} going, the one of ${othersGoal!.ownerId}?`,
        'What is on my plate this week?',
      ];
      fake.reset();
      for (const question of questions) {
        const answer = await askSurfer(t, { token }, { question, history });
        expect(answer.status, `${person.userId}: ${question}`).toBe(200);
        expect(answer.events.at(-1)).toEqual({ type: 'done' });
        // Nor are another person's goals among the sources the person is shown.
        const shown = JSON.stringify(answer.events);
        expect(goalOwnersIn(shown).filter((owner) => owner !== person.userId)).toEqual([]);
        for (const canary of privateCanaries) expect(shown).not.toContain(canary);
      }
      expect(fake.requests).toHaveLength(questions.length);
      for (const [index, request] of fake.requests.entries()) {
        const where = `${person.role} ${person.userId}, question ${index + 1}`;
        for (const canary of privateCanaries) expect(request.raw, where).not.toContain(canary);
        expect(
          goalOwnersIn(request.raw).filter((owner) => owner !== person.userId),
          where,
        ).toEqual([]);
        // The turn before went with it, and the question last.
        const messages = messagesOf(request);
        expect(messages.slice(1)).toEqual([...history, { role: 'user', content: questions[index] }]);
        // Another person's goal id in the question reaches the model as the person wrote it, and only so.
        expect(messages[0]!.content).not.toContain(othersGoal!.id);
      }
      if (fake.requests.some((request) => request.raw.includes(goalCanaryOf(person.userId))))
        ownGoalsSent += 1;
    }
    // The check can fail: the own open goals of everyone who has one were sent.
    const owning = askers.filter((person) =>
      allGoals.some((goal) => goal.ownerId === person.userId && goal.closedAt === null),
    );
    expect(owning.length).toBeGreaterThan(2);
    expect(ownGoalsSent).toBe(owning.length);
  });
});

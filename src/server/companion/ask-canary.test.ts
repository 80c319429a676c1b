import { and, eq, or } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type CanaryPerson,
  canaryWorld,
  goalCanaryOf,
  goalOwnersIn,
  privateCanaries,
} from '../../../tests/setup/canary-world';
import { askSurfer, messagesOf, postStream } from '../../../tests/setup/companion-stream';
import { startFakeModel } from '../../../tests/setup/fake-model';
import { createTestApp } from '../../../tests/setup/test-app';
import { goals, oneOnOnes, sessions } from '../db/schema';
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

describe('the 1:1 brief and the drafts, for everyone', () => {
  it('never send the model a private field, nor a goal but those the purpose allows', async () => {
    const people = await canaryWorld(t, { extraMembers: 2 });
    const allGoals = await t.db
      .select({
        id: goals.id,
        ownerId: goals.ownerId,
        companyId: goals.companyId,
        closedAt: goals.closedAt,
        level: goals.level,
        visibility: goals.visibility,
      })
      .from(goals);
    let briefs = 0;
    let drafts = 0;
    /** Every request the model got for `where`: no private canary, and goals of `owners` only. */
    const expectClean = (where: string, owners: (string | null)[]) => {
      expect(fake.requests.length, where).toBeGreaterThan(0);
      for (const request of fake.requests) {
        for (const canary of privateCanaries) expect(request.raw, where).not.toContain(canary);
        expect(
          goalOwnersIn(request.raw).filter((owner) => !owners.includes(owner)),
          where,
        ).toEqual([]);
      }
      fake.reset();
    };
    for (const person of people) {
      const token = await tokenOf(person);
      const mine = await t.db
        .select({ id: oneOnOnes.id, proposedBy: oneOnOnes.proposedBy, partnerId: oneOnOnes.partnerId })
        .from(oneOnOnes)
        .where(
          and(
            eq(oneOnOnes.status, 'active'),
            or(eq(oneOnOnes.proposedBy, person.userId), eq(oneOnOnes.partnerId, person.userId)),
          ),
        );
      for (const oneOnOne of mine) {
        fake.reset();
        const brief = await postStream(
          t,
          { token },
          `/api/companion/one-on-ones/${oneOnOne.id}/brief`,
          undefined,
        );
        expect(brief.status).toBe(200);
        // Both people's company-visible goals may be in it, and company-visible team goals of their company
        // (of a team both are in); never a third person's personal goal, a private one, or another company's.
        const teamGoalOwners = allGoals
          .filter(
            (goal) =>
              goal.companyId === person.companyId && goal.level === 'team' && goal.visibility === 'company',
          )
          .map((goal) => goal.ownerId);
        expectClean(`brief ${oneOnOne.id} for ${person.userId}`, [
          oneOnOne.proposedBy,
          oneOnOne.partnerId,
          ...teamGoalOwners,
        ]);
        briefs += 1;
      }
      for (const goal of allGoals.filter(
        (each) => each.ownerId === person.userId && each.closedAt === null,
      )) {
        fake.reset();
        const draft = await postStream(t, { token }, '/api/companion/drafts', {
          kind: 'check_in',
          goalId: goal.id,
        });
        expect(draft.status).toBe(200);
        expect(fake.requests[0]?.raw).toContain(goalCanaryOf(person.userId));
        expectClean(`check-in draft on ${goal.id} by ${person.userId}`, [person.userId]);
        drafts += 1;
      }
      const colleague = people.find(
        (other) => other.companyId === person.companyId && other.userId !== person.userId,
      );
      if (colleague) {
        fake.reset();
        const draft = await postStream(t, { token }, '/api/companion/drafts', {
          kind: 'kudos',
          recipientId: colleague.userId,
        });
        expect(draft.status).toBe(200);
        expectClean(`kudos draft from ${person.userId}`, [colleague.userId]);
        drafts += 1;
      }
    }
    expect(briefs).toBeGreaterThan(2);
    expect(drafts).toBeGreaterThan(4);
  });
});

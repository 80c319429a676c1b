import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type CanaryPerson,
  canaryWorld,
  goalOwnersIn,
  privateCanaries,
} from '../../../tests/setup/canary-world';
import { requester } from '../../../tests/setup/fixtures';
import { goalBody, goalsApi } from '../../../tests/setup/goals';
import { integrationsApi, workerDeps } from '../../../tests/setup/integrations';
import { insertAnswers, insertPeriod, week } from '../../../tests/setup/pulse-rows';
import { createTestApp } from '../../../tests/setup/test-app';
import { startReceiver } from '../../../tests/setup/webhook-receiver';
import { CHAT_EVENTS, INTEGRATION_EVENTS } from '../../shared/integration-messages';
import {
  companies,
  companyJoinRequests,
  goals,
  pulsePeriods,
  sessions,
  userRoles,
  users,
} from '../db/schema';
import { openAndSealPulses } from '../wellbeing/seal';
import { deliverDue } from './deliveries';
import { queueWeeklyDigests } from './digest';

/**
 * What leaves SOS never holds a private field (docs/privacy.md §28): in the canary world
 * (tests/setup/canary-world.ts: every table filled, every private field a canary), each company's
 * admin connects a webhook hearing every event, and Slack and Teams channels; then every event
 * happens through the API and the jobs, with canaries in the check-ins' notes and blockers and in a
 * private goal's title. Every receiver on loopback gets every event it hears, and no body holds a
 * private canary, a private goal, another company's goal, or anyone's e-mail address.
 */
const t = await createTestApp();
const goalApi = goalsApi(t);
const api = integrationsApi(t);
const receiver = await startReceiver(() => ({ status: 200 }));

const NOTE = 'CANARY-check_ins-note';
const BLOCKERS = 'CANARY-check_ins-blockers';
const PRIVATE_TITLE = 'CANARY-private-goal-title';

/** A token of a session of the person's own, as signing in would give. */
async function tokenOf(person: CanaryPerson) {
  const [session] = await t.db
    .insert(sessions)
    .values({ userId: person.userId, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: sessions.id });
  return (await t.deps.tokens.issueAccessToken({ userId: person.userId, sessionId: session!.id })).token;
}

/** The company's destinations, each on a path of its own: /<company id>/<kind>. */
async function connectAll(companyId: string, token: string) {
  const hooks = [
    { kind: 'webhook', events: [...INTEGRATION_EVENTS] },
    { kind: 'slack', events: [...CHAT_EVENTS] },
    { kind: 'teams', events: [...CHAT_EVENTS] },
  ];
  for (const hook of hooks) {
    const made = await api.create(token, {
      ...hook,
      name: hook.kind,
      url: receiver.url(`/${companyId}/${hook.kind}`),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  }
}

/** Every event, through the API and the jobs, by the company's admin and one of its members. */
async function everyEvent(companyId: string, adminToken: string, crew: CanaryPerson, crewToken: string) {
  const given = await t.request(
    'POST',
    '/api/kudos',
    { recipientIds: [crew.userId], message: 'Great set' },
    {
      token: adminToken,
    },
  );
  expect([201, 400]).toContain(given.status);
  if (given.status === 400) {
    // The company has values: the kudos name one.
    const [value] = await t.db
      .execute<{ id: string }>(sql`select id from company_values where company_id = ${companyId} limit 1`)
      .then((result) => (result as unknown as { rows: { id: string }[] }).rows);
    const withValue = await t.request(
      'POST',
      '/api/kudos',
      { recipientIds: [crew.userId], message: 'Great set', valueId: value!.id },
      { token: adminToken },
    );
    expect(withValue.status).toBe(201);
  }
  for (const [token, body] of [
    [adminToken, goalBody({ level: 'company', title: 'Company swell' })],
    [crewToken, goalBody({ title: PRIVATE_TITLE, visibility: 'private' })],
  ] as const) {
    const created = await goalApi.create(token, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const goal = created.body.goal;
    const checkIn = await goalApi.checkIn(token, goal.id, {
      status: 'at_risk',
      confidence: 5,
      note: NOTE,
      blockers: BLOCKERS,
      values: [{ keyResultId: goal.keyResults[0]!.id, value: 50 }],
    });
    expect(checkIn.status).toBe(201);
    expect((await goalApi.update(token, goal.id, { status: 'closed' })).status).toBe(200);
  }
  // Someone joins: a pending request approved, or a newcomer's.
  const [company] = await t.db.select().from(companies).where(eq(companies.id, companyId));
  const [pending] = await t.db
    .select({ id: companyJoinRequests.id })
    .from(companyJoinRequests)
    .where(and(eq(companyJoinRequests.companyId, companyId), eq(companyJoinRequests.status, 'pending')));
  const requestId = pending?.id ?? (await requester(t, company!.companyCode, 'Nia Newcomer')).requestId;
  const approved = await t.request('POST', `/api/join-requests/${requestId}/approve`, undefined, {
    token: adminToken,
  });
  expect(approved.status).toBe(200);
  // The crew member leaves.
  expect((await t.request('POST', '/api/people/me/leave', undefined, { token: crewToken })).status).toBe(204);
  // A past week's pulse the world has not sealed yet, answered by enough to publish.
  const periods = await t.db.select().from(pulsePeriods).where(eq(pulsePeriods.companyId, companyId));
  const weeksAgo = [1, 2, 3, 4, 5, 6].find((n) => !periods.some((p) => p.startsOn === week(n).startsOn))!;
  const period = await insertPeriod(t.db, { companyId, ...week(weeksAgo), threshold: 3 });
  await insertAnswers(t.db, period, 4);
}

describe('what leaves SOS', () => {
  it('holds no private field, whatever happens, for any destination', async () => {
    const people = await canaryWorld(t);
    const companyIds = [...new Set(people.map((person) => person.companyId))];
    expect(companyIds.length).toBeGreaterThan(1);
    for (const companyId of companyIds) {
      const admins = people.filter((person) => person.companyId === companyId && person.role === 'admin');
      const crew = people.find((person) => person.companyId === companyId && person.role !== 'admin');
      const adminToken = await tokenOf(admins[0]!);
      await connectAll(companyId, adminToken);
      await everyEvent(companyId, adminToken, crew!, await tokenOf(crew!));
    }
    await openAndSealPulses(t.db);
    // Each company's Monday morning, in a zone of our choosing.
    await t.db.update(companies).set({ timeZone: 'UTC' });
    expect(await queueWeeklyDigests(t.db, new Date('2030-07-08T10:00:00Z'))).toBe(companyIds.length);
    while ((await deliverDue(t.db, workerDeps(t))) > 0);

    const emails = (await t.db.select({ email: users.email }).from(users)).map((row) => row.email);
    const companyGoals = await t.db
      .select({ ownerId: goals.ownerId, companyId: goals.companyId, visibility: goals.visibility })
      .from(goals);
    const members = await t.db.select().from(userRoles);
    for (const companyId of companyIds) {
      for (const kind of ['webhook', 'slack', 'teams']) {
        const bodies = receiver.received
          .filter((got) => got.path === `/${companyId}/${kind}`)
          .map((got) => got.body);
        const heard = kind === 'webhook' ? INTEGRATION_EVENTS : CHAT_EVENTS;
        if (kind === 'webhook') {
          const types = new Set(bodies.map((body) => (JSON.parse(body) as { type: string }).type));
          expect([...types].sort(), companyId).toEqual([...heard].sort());
        } else {
          // One post per kudos and one digest: at least as many posts as events heard.
          expect(bodies.length, `${companyId} ${kind}`).toBeGreaterThanOrEqual(heard.length);
        }
        for (const body of bodies) {
          for (const canary of [...privateCanaries, NOTE, BLOCKERS, PRIVATE_TITLE])
            expect(body).not.toContain(canary);
          for (const email of emails) expect(body).not.toContain(email);
          // A goal named is a company-visible goal of this company.
          for (const ownerId of goalOwnersIn(body)) {
            expect(
              companyGoals.some(
                (goal) =>
                  goal.ownerId === ownerId && goal.companyId === companyId && goal.visibility === 'company',
              ),
            ).toBe(true);
          }
        }
      }
      // The company's own, not the others': its people are named in its bodies only.
      const strangers = members.filter((role) => role.companyId !== companyId).map((role) => role.userId);
      const ownBodies = receiver.received
        .filter((got) => got.path.startsWith(`/${companyId}/`))
        .map((got) => got.body);
      for (const stranger of strangers) for (const body of ownBodies) expect(body).not.toContain(stranger);
    }
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, member, requester } from '../../../tests/setup/fixtures';
import { goalBody, goalsApi, idOf } from '../../../tests/setup/goals';
import { connectWebhook, integrationsApi } from '../../../tests/setup/integrations';
import { insertAnswers, insertPeriod, week } from '../../../tests/setup/pulse-rows';
import { createTestApp } from '../../../tests/setup/test-app';
import type { PulseResults } from '../../shared/contract/wellbeing';
import type { IntegrationEvent } from '../../shared/integration-messages';
import { integrationDeliveries } from '../db/schema';
import { openAndSealPulses } from '../wellbeing/seal';
import { emitIntegrationEvent } from './events';

/**
 * What the company's integrations hear (decision 047, docs/privacy.md §28): each event from the code
 * path where it happens, in that path's transaction, with exactly its promised data; nothing of a
 * private goal; nothing for a destination that does not hear the event, is off, or is another
 * company's; nothing for what was rolled back.
 */
const t = await createTestApp();
const goals = goalsApi(t);
const RECEIVER = 'http://127.0.0.1:9/hook';

/** The data queued for the company's destinations, of one event, oldest first. */
async function queued(companyId: string, event: IntegrationEvent) {
  const rows = await t.db
    .select({ payload: integrationDeliveries.payload, messageId: integrationDeliveries.messageId })
    .from(integrationDeliveries)
    .where(and(eq(integrationDeliveries.companyId, companyId), eq(integrationDeliveries.event, event)))
    .orderBy(integrationDeliveries.createdAt);
  return rows.map((row) => {
    const payload = row.payload as { type: string; timestamp: string; data: unknown };
    expect(payload.type).toBe(event);
    expect(payload.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    return payload.data;
  });
}

async function companyWithHook(events?: IntegrationEvent[]) {
  const owner = await admin(t);
  const hook = await connectWebhook(t, owner, RECEIVER, events);
  return { owner, hook };
}

describe('kudos.given', () => {
  it('carries who, to whom, the value and the message, as the feed shows them', async () => {
    const { owner } = await companyWithHook();
    const crew = await member(t, owner);
    const value = await t.request<{ value: { id: string } }>(
      'POST',
      '/api/values',
      { name: 'Ōwnership', description: null },
      { token: owner.token },
    );
    const given = await t.request<{ kudos: { id: string } }>(
      'POST',
      '/api/kudos',
      { recipientIds: [idOf(crew)], message: 'Thanks <!channel> & more', valueId: value.body.value.id },
      { token: owner.token },
    );
    expect(given.status).toBe(201);
    expect(await queued(owner.company.id, 'kudos.given')).toEqual([
      {
        kudosId: given.body.kudos.id,
        from: { id: idOf(owner), name: 'Ada Admin' },
        to: [{ id: idOf(crew), name: 'Mo Member' }],
        value: { id: value.body.value.id, name: 'Ōwnership' },
        message: 'Thanks <!channel> & more',
        link: '/culture',
      },
    ]);
  });

  it('queues nothing when the kudos are refused, nor for a destination that does not hear them', async () => {
    const { owner, hook } = await companyWithHook(['goal.closed']);
    const crew = await member(t, owner);
    const other = await companyWithHook(['kudos.given']);
    const self = await t.request(
      'POST',
      '/api/kudos',
      { recipientIds: [idOf(owner)], message: 'Me' },
      {
        token: owner.token,
      },
    );
    expect(self.status).toBe(400);
    const given = await t.request(
      'POST',
      '/api/kudos',
      { recipientIds: [idOf(crew)], message: 'Hi' },
      {
        token: owner.token,
      },
    );
    expect(given.status).toBe(201);
    const all = await t.db.select().from(integrationDeliveries);
    expect(all.filter((row) => row.integrationId === hook.id)).toEqual([]);
    // Another company's destination hears only its own company.
    expect(all.filter((row) => row.integrationId === other.hook.id)).toEqual([]);
  });
});

describe('goals', () => {
  it('tells a company goal’s closing and check-ins, never a check-in’s note or blockers', async () => {
    const { owner } = await companyWithHook();
    const created = await goals.create(owner.token, goalBody({ level: 'company', title: 'Ride the swell' }));
    expect(created.status).toBe(201);
    const goal = created.body.goal;
    const keyResultId = goal.keyResults[0]!.id;
    const checkIn = await goals.checkIn(owner.token, goal.id, {
      status: 'at_risk',
      confidence: 6,
      note: 'Private worry about the budget',
      blockers: 'The boss',
      values: [{ keyResultId, value: 40 }],
    });
    expect(checkIn.status).toBe(201);
    const goalData = {
      id: goal.id,
      title: 'Ride the swell',
      level: 'company',
      owner: { id: idOf(owner), name: 'Ada Admin' },
      team: null,
      progress: 0.4,
      dueOn: goal.dueOn,
      link: `/goals/${goal.id}`,
    };
    expect(await queued(owner.company.id, 'check_in.created')).toEqual([
      {
        checkInId: checkIn.body.checkIn.id,
        person: { id: idOf(owner), name: 'Ada Admin' },
        goal: goalData,
        progress: 0.4,
        link: `/goals/${goal.id}`,
      },
    ]);
    const closed = await goals.update(owner.token, goal.id, { status: 'closed' });
    expect(closed.status).toBe(200);
    expect(await queued(owner.company.id, 'goal.closed')).toEqual([goalData]);
    const everything = JSON.stringify(await t.db.select().from(integrationDeliveries));
    expect(everything).not.toContain('Private worry');
    expect(everything).not.toContain('The boss');
    // Reopened and closed again: a second closing, told again.
    await goals.update(owner.token, goal.id, { status: 'open' });
    await goals.update(owner.token, goal.id, { status: 'closed' });
    expect(await queued(owner.company.id, 'goal.closed')).toHaveLength(2);
  });

  it('tells nothing of a private goal', async () => {
    const { owner } = await companyWithHook();
    const created = await goals.create(
      owner.token,
      goalBody({ title: 'My secret plan', visibility: 'private' }),
    );
    expect(created.status).toBe(201);
    const goal = created.body.goal;
    await goals.checkIn(owner.token, goal.id, { status: 'on_track', confidence: 8, values: [] });
    await goals.update(owner.token, goal.id, { status: 'closed' });
    expect(await queued(owner.company.id, 'check_in.created')).toEqual([]);
    expect(await queued(owner.company.id, 'goal.closed')).toEqual([]);
  });
});

describe('people', () => {
  it('tells who joined and who left, by name and role, never their e-mail address', async () => {
    const { owner } = await companyWithHook();
    const rae = await requester(t, owner.company.companyCode, 'Rae Requester');
    const approved = await t.request('POST', `/api/join-requests/${rae.requestId}/approve`, undefined, {
      token: owner.token,
    });
    expect(approved.status).toBe(200);
    const raeId = idOf(rae);
    expect(await queued(owner.company.id, 'person.joined')).toEqual([
      { person: { id: raeId, name: 'Rae Requester' }, role: 'member', link: `/people/${raeId}` },
    ]);
    const mo = await member(t, owner);
    const removed = await t.request('DELETE', `/api/people/${idOf(mo)}`, undefined, { token: owner.token });
    expect(removed.status).toBe(204);
    const left = await t.request('POST', '/api/people/me/leave', undefined, { token: rae.token });
    expect(left.status).toBe(204);
    expect(await queued(owner.company.id, 'person.left')).toEqual([
      { person: { id: idOf(mo), name: 'Mo Member' }, role: 'member' },
      { person: { id: raeId, name: 'Rae Requester' }, role: 'member' },
    ]);
    const everything = JSON.stringify(await t.db.select().from(integrationDeliveries));
    expect(everything).not.toContain(rae.email);
    expect(everything).not.toContain(mo.email);
  });
});

describe('pulse.sealed', () => {
  it('carries the company’s figures exactly as its results page shows them, and no more', async () => {
    for (const answered of [6, 2]) {
      const { owner } = await companyWithHook(['pulse.sealed']);
      const period = await insertPeriod(t.db, { companyId: owner.company.id, ...week(1) });
      await insertAnswers(t.db, period, answered, [], {
        enps: 10,
        workload: 2,
        stress: 4,
        recognition: 5,
        clarity: 3,
      });
      await openAndSealPulses(t.db);
      const results = await t.request<PulseResults>(
        'GET',
        `/api/pulse/results?period=${period.startsOn}`,
        undefined,
        {
          token: owner.token,
        },
      );
      expect(results.status).toBe(200);
      const { team, ...shown } = results.body;
      expect(team).toBeNull();
      const [data] = await queued(owner.company.id, 'pulse.sealed');
      expect(data).toEqual({ ...shown, link: '/wellbeing' });
      expect(data).toMatchObject(
        answered === 6
          ? { figures: { suppressed: false, respondents: 6 } }
          : { figures: { suppressed: true, reason: 'too_few_respondents' } },
      );
      // Sealed once: a second run tells nothing more.
      await openAndSealPulses(t.db);
      expect(await queued(owner.company.id, 'pulse.sealed')).toHaveLength(1);
    }
  });
});

describe('emitIntegrationEvent', () => {
  it('queues one delivery per destination hearing the event, in the caller’s transaction', async () => {
    const { owner, hook } = await companyWithHook(['kudos.given']);
    const api = integrationsApi(t);
    const second = await connectWebhook(t, owner, RECEIVER, ['kudos.given', 'goal.closed']);
    const off = await connectWebhook(t, owner, RECEIVER, ['kudos.given']);
    await api.update(owner.token, off.id, { enabled: false });
    await connectWebhook(t, owner, RECEIVER, ['goal.closed']);

    let read = 0;
    await emitIntegrationEvent(t.db, owner.company.id, 'kudos.given', async () => {
      read += 1;
      return { n: 1 };
    });
    expect(read).toBe(1);
    const rows = await t.db
      .select()
      .from(integrationDeliveries)
      .where(eq(integrationDeliveries.companyId, owner.company.id));
    expect(rows.map((row) => row.integrationId).sort()).toEqual([hook.id, second.id].sort());
    // One message id for every destination: it names the event.
    expect(new Set(rows.map((row) => row.messageId)).size).toBe(1);
    expect(rows[0]!.messageId).toMatch(/^msg_[A-Za-z0-9_-]{24}$/);

    // The data is not even read when nothing hears the event.
    await emitIntegrationEvent(t.db, owner.company.id, 'person.left', async () => {
      read += 1;
      return {};
    });
    expect(read).toBe(1);

    // Rolled back with what happened.
    await expect(
      t.db.transaction(async (tx) => {
        await emitIntegrationEvent(tx, owner.company.id, 'kudos.given', { n: 2 });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    // The same message id twice queues it once.
    await emitIntegrationEvent(t.db, owner.company.id, 'kudos.given', { n: 3 }, { messageId: 'digest_x' });
    await emitIntegrationEvent(t.db, owner.company.id, 'kudos.given', { n: 4 }, { messageId: 'digest_x' });
    const after = await t.db.execute<{ n: number }>(sql`select (payload->'data'->>'n')::int as n
      from integration_deliveries where company_id = ${owner.company.id} order by n`);
    expect((after as unknown as { rows: { n: number }[] }).rows.map((row) => row.n)).toEqual([1, 1, 3, 3]);
  });
});

import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../../tests/setup/database-url';
import { disposeWhenDone } from '../../../tests/setup/databases';
import { admin } from '../../../tests/setup/fixtures';
import { connectWebhook, integrationsApi, workerDeps } from '../../../tests/setup/integrations';
import { createTestApp, TEST_PUBLIC_URL, testAppOn } from '../../../tests/setup/test-app';
import { type Received, startReceiver } from '../../../tests/setup/webhook-receiver';
import { DELIVERY_ATTEMPTS, DELIVERY_RETRY_SECONDS } from '../../shared/integration-messages';
import { connectPostgres } from '../db/connect';
import { integrationDeliveries, integrations } from '../db/schema';
import { createLogger } from '../logger';
import { chatPostOf } from './chat-posts';
import { deliverDue, pruneDeliveries } from './deliveries';
import { DELIVERY_INTERVAL_MS, startDeliveries } from './delivery-loop';
import { emitIntegrationEvent } from './events';

/**
 * The delivery worker (decision 047) against real receivers on loopback: each delivery signed per
 * Standard Webhooks and verified by the library's own verifier, retried on the spec's schedule with
 * its reasons in words, never following a redirect, refused at send time where the address turned
 * private, and sent once by two instances working the same queue at the same moment.
 */
const t = await createTestApp();
const api = integrationsApi(t);
const deps = workerDeps(t);

// The worker takes whatever is due in the database: what a test left waiting is not the next one's.
afterEach(async () => {
  await t.db
    .update(integrationDeliveries)
    .set({ status: 'failed' })
    .where(eq(integrationDeliveries.status, 'pending'));
});

const kudosData = {
  kudosId: '00000000-0000-4000-8000-000000000001',
  from: { id: 'a', name: 'Ada Admin' },
  to: [{ id: 'b', name: 'Mo Member' }],
  value: null,
  message: 'Thanks for the dawn patrol',
  link: '/culture',
};

async function deliveryOf(integrationId: string) {
  const [row] = await t.db
    .select()
    .from(integrationDeliveries)
    .where(eq(integrationDeliveries.integrationId, integrationId));
  return row!;
}

/** The delivery is due now, as if its wait had passed. */
const dueNow = (integrationId: string) =>
  t.db
    .update(integrationDeliveries)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(integrationDeliveries.integrationId, integrationId));

/** Seconds from now to the delivery's next try. */
async function waitOf(integrationId: string) {
  const [row] = await t.db
    .execute<{ wait: number }>(
      sql`select extract(epoch from next_attempt_at - now())::float8 as wait
    from integration_deliveries where integration_id = ${integrationId}`,
    )
    .then((result) => (result as unknown as { rows: { wait: number }[] }).rows);
  return row!.wait;
}

describe('a webhook’s delivery', () => {
  it('is signed per Standard Webhooks, as the library’s own verifier checks it', async () => {
    const receiver = await startReceiver();
    const owner = await admin(t);
    const { id, secret } = await connectWebhook(t, owner, receiver.url('/in?x=1'), ['kudos.given']);
    await emitIntegrationEvent(t.db, owner.company.id, 'kudos.given', kudosData);
    const queued = await deliveryOf(id);

    expect(await deliverDue(t.db, deps)).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received as [Received];
    expect(got.method).toBe('POST');
    expect(got.path).toBe('/in?x=1');
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['webhook-id']).toBe(queued.messageId);
    expect(Number(got.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -1);
    const verified = new Webhook(secret).verify(got.body, got.headers as Record<string, string>);
    expect(verified).toEqual({
      type: 'kudos.given',
      timestamp: (queued.payload as { timestamp: string }).timestamp,
      // The app's paths made whole with PUBLIC_URL.
      data: { ...kudosData, link: `${TEST_PUBLIC_URL}/culture` },
    });
    // Another secret, or a changed body, does not verify.
    const other = new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`);
    expect(() => other.verify(got.body, got.headers as Record<string, string>)).toThrow();
    expect(() =>
      new Webhook(secret).verify(got.body.replace('dawn', 'dusk'), got.headers as Record<string, string>),
    ).toThrow();

    const delivered = await deliveryOf(id);
    expect(delivered).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastStatus: 204,
      lastError: null,
      lockedUntil: null,
      deliveredAt: expect.any(Date),
    });
    const [destination] = (await api.list(owner.token)).body.integrations;
    expect(destination).toMatchObject({ lastDeliveryAt: expect.any(String), lastError: null, pending: 0 });
    // Nothing is due any more.
    expect(await deliverDue(t.db, deps)).toBe(0);
    expect(receiver.received).toHaveLength(1);
  });

  it('is tried again on the Standard Webhooks schedule, then fails, each reason in words', async () => {
    const receiver = await startReceiver(() => ({ status: 500 }));
    const owner = await admin(t);
    const { id, secret } = await connectWebhook(t, owner, receiver.url(), ['kudos.given']);
    await emitIntegrationEvent(t.db, owner.company.id, 'kudos.given', kudosData);
    const messageId = (await deliveryOf(id)).messageId;
    for (let attempt = 1; attempt < DELIVERY_ATTEMPTS; attempt++) {
      expect(await deliverDue(t.db, deps)).toBe(1);
      const row = await deliveryOf(id);
      expect(row).toMatchObject({
        status: 'pending',
        attempts: attempt,
        lastStatus: 500,
        lastError: 'The receiver answered 500.',
      });
      const wait = await waitOf(id);
      expect(wait).toBeGreaterThan(DELIVERY_RETRY_SECONDS[attempt - 1]! - 5);
      expect(wait).toBeLessThanOrEqual(DELIVERY_RETRY_SECONDS[attempt - 1]!);
      // Not due before its wait has passed.
      expect(await deliverDue(t.db, deps)).toBe(0);
      await dueNow(id);
    }
    expect(await deliverDue(t.db, deps)).toBe(1);
    expect(await deliveryOf(id)).toMatchObject({ status: 'failed', attempts: DELIVERY_ATTEMPTS });
    await dueNow(id);
    expect(await deliverDue(t.db, deps)).toBe(0);
    // Every try carried the same message id, each signed at its own moment.
    expect(receiver.received).toHaveLength(DELIVERY_ATTEMPTS);
    for (const got of receiver.received) {
      expect(got.headers['webhook-id']).toBe(messageId);
      expect(() => new Webhook(secret).verify(got.body, got.headers as Record<string, string>)).not.toThrow();
    }
    const [destination] = (await api.list(owner.token)).body.integrations;
    expect(destination).toMatchObject({
      lastDeliveryAt: null,
      lastError: 'The receiver answered 500.',
      lastErrorAt: expect.any(String),
    });

    // A replay starts a new round: delivered now that the receiver takes it.
    receiver.answer(() => ({ status: 200, body: 'ok' }));
    const log = await api.deliveries(owner.token, id);
    await api.replay(owner.token, id, log.body.items[0]!.id);
    expect(await deliverDue(t.db, deps)).toBe(1);
    expect(await deliveryOf(id)).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 200 });
    expect(receiver.received.at(-1)!.headers['webhook-id']).toBe(messageId);
    const [after] = (await api.list(owner.token)).body.integrations;
    expect(after).toMatchObject({ lastDeliveryAt: expect.any(String), lastError: null, lastErrorAt: null });
  });

  it('does not follow a redirect, takes 4xx as a failure to retry, and 410 as the end', async () => {
    const target = await startReceiver();
    const receiver = await startReceiver(() => ({ status: 302, headers: { location: target.url() } }));
    const owner = await admin(t);
    const { id } = await connectWebhook(t, owner, receiver.url(), ['kudos.given']);
    await emitIntegrationEvent(t.db, owner.company.id, 'kudos.given', kudosData);
    await deliverDue(t.db, deps);
    expect(target.received).toHaveLength(0);
    expect(await deliveryOf(id)).toMatchObject({
      status: 'pending',
      lastStatus: 302,
      lastError:
        'The receiver answered 302, a redirect, which SOS does not follow: enter the address it points to.',
    });
    receiver.answer(() => ({ status: 401 }));
    await dueNow(id);
    await deliverDue(t.db, deps);
    expect(await deliveryOf(id)).toMatchObject({ status: 'pending', attempts: 2, lastStatus: 401 });
    receiver.answer(() => ({ status: 410 }));
    await dueNow(id);
    await deliverDue(t.db, deps);
    expect(await deliveryOf(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastStatus: 410,
      lastError: 'The receiver answered 410: the address no longer takes deliveries.',
    });
  });

  it('gives up on a receiver that does not answer in time, or refuses the connection, saying so', async () => {
    const receiver = await startReceiver(() => ({ status: 200, delayMs: 2000 }));
    const owner = await admin(t);
    const { id } = await connectWebhook(t, owner, receiver.url(), ['kudos.given']);
    await emitIntegrationEvent(t.db, owner.company.id, 'kudos.given', kudosData);
    await deliverDue(t.db, workerDeps(t, 300));
    expect(await deliveryOf(id)).toMatchObject({
      status: 'pending',
      lastStatus: null,
      lastError: 'No answer within 0.3 s.',
    });
    await receiver.close();
    await dueNow(id);
    await deliverDue(t.db, deps);
    expect(await deliveryOf(id)).toMatchObject({ lastError: 'The receiver refused the connection.' });
  });

  it('is refused at send time when the address is private, whatever it was when saved', async () => {
    const receiver = await startReceiver();
    const owner = await admin(t);
    const { id } = await connectWebhook(t, owner, receiver.url('/x').replace('127.0.0.1', 'localhost'), [
      'kudos.given',
    ]);
    await emitIntegrationEvent(t.db, owner.company.id, 'kudos.given', kudosData);
    // The same queue, worked by a server that does not allow private addresses.
    const strict = { ...deps, config: { ...deps.config, allowPrivateUrls: false } };
    await deliverDue(t.db, strict);
    expect(receiver.received).toHaveLength(0);
    expect(await deliveryOf(id)).toMatchObject({
      status: 'pending',
      lastStatus: null,
      lastError:
        'localhost is on a private, loopback or link-local network, which SOS does not call (OUTBOUND_ALLOW_PRIVATE allows it).',
    });
  });

  it('fails at once when its address or secret no longer opens', async () => {
    const receiver = await startReceiver();
    const owner = await admin(t);
    const { id } = await connectWebhook(t, owner, receiver.url(), ['kudos.given']);
    await t.db
      .update(integrations)
      .set({ secret: t.deps.secrets.seal('whsec_x', 'integration-secret:someone-else') })
      .where(eq(integrations.id, id));
    await emitIntegrationEvent(t.db, owner.company.id, 'kudos.given', kudosData);
    await deliverDue(t.db, deps);
    expect(receiver.received).toHaveLength(0);
    expect(await deliveryOf(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError:
        'The stored address or secret can no longer be read (the server’s secrets key changed): enter the address again.',
    });
  });
});

describe('Slack and Teams', () => {
  it('get the chat message of the event, with whole links and no signature headers', async () => {
    const receiver = await startReceiver(() => ({ status: 200, body: 'ok' }));
    const owner = await admin(t);
    for (const kind of ['slack', 'teams'] as const) {
      const made = await api.create(owner.token, {
        kind,
        name: kind,
        url: receiver.url(`/${kind}`),
        events: ['kudos.given'],
      });
      expect(made.status).toBe(201);
    }
    await emitIntegrationEvent(t.db, owner.company.id, 'kudos.given', kudosData);
    expect(await deliverDue(t.db, deps)).toBe(2);
    const payload = {
      type: 'kudos.given',
      timestamp: 'any',
      data: { ...kudosData, link: `${TEST_PUBLIC_URL}/culture` },
    };
    for (const kind of ['slack', 'teams'] as const) {
      const got = receiver.received.find((request) => request.path === `/${kind}`)!;
      expect(JSON.parse(got.body)).toEqual(chatPostOf(kind, 'kudos.given', payload));
      expect(got.headers['webhook-signature']).toBeUndefined();
    }
    expect(receiver.received.map((request) => request.body).join()).toContain(`${TEST_PUBLIC_URL}/culture`);
  });
});

describe('the queue', () => {
  it('is sent soon after an event, without waiting for the interval, until the worker stops', async () => {
    const receiver = await startReceiver();
    const owner = await admin(t);
    await connectWebhook(t, owner, receiver.url(), ['kudos.given']);
    const loop = startDeliveries(t.db, { ...deps, logger: createLogger('silent') });
    try {
      await emitIntegrationEvent(t.db, owner.company.id, 'kudos.given', kudosData);
      const started = Date.now();
      while (receiver.received.length === 0 && Date.now() - started < 4000)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(receiver.received).toHaveLength(1);
      // Well before the interval's next tick would have sent it.
      expect(Date.now() - started).toBeLessThan(DELIVERY_INTERVAL_MS);
    } finally {
      await loop.stop();
    }
    // Stopped: an event now waits in the queue for the next worker.
    await emitIntegrationEvent(t.db, owner.company.id, 'kudos.given', kudosData);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.received).toHaveLength(1);
  });

  it('survives a restart: what was queued is sent by the next worker', async () => {
    const receiver = await startReceiver();
    const owner = await admin(t);
    const { id } = await connectWebhook(t, owner, receiver.url(), ['kudos.given']);
    await emitIntegrationEvent(t.db, owner.company.id, 'kudos.given', kudosData);
    // A worker that died mid-send: the row is locked for a minute, then anyone's.
    await t.db
      .update(integrationDeliveries)
      .set({ lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(integrationDeliveries.integrationId, id));
    expect(await deliverDue(t.db, deps)).toBe(0);
    await t.db
      .update(integrationDeliveries)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(integrationDeliveries.integrationId, id));
    expect(await deliverDue(t.db, deps)).toBe(1);
    expect(receiver.received).toHaveLength(1);
  });

  it('is worked by two instances at once, each delivery sent once', async () => {
    const database = await createDatabase(inject('databaseServer'), { template: inject('databaseTemplate') });
    const instanceA = await connectPostgres(database.url);
    const instanceB = await connectPostgres(database.url);
    disposeWhenDone(async () => {
      await Promise.all([instanceA.close(), instanceB.close()]);
      await database.drop();
    });
    const shared = testAppOn(instanceA.db);
    // A slow receiver, so that both instances are at work at the same time.
    const receiver = await startReceiver(() => ({ status: 204, delayMs: 20 }));
    const owner = await admin(shared);
    const hooks = [
      await connectWebhook(shared, owner, receiver.url('/a'), ['kudos.given']),
      await connectWebhook(shared, owner, receiver.url('/b'), ['kudos.given']),
    ];
    const events = 30;
    for (let index = 0; index < events; index++)
      await emitIntegrationEvent(instanceA.db, owner.company.id, 'kudos.given', {
        ...kudosData,
        kudosId: `k${index}`,
      });
    const workerA = workerDeps(shared);
    const [triedA, triedB] = await Promise.all([
      deliverDue(instanceA.db, workerA),
      deliverDue(instanceB.db, workerA),
    ]);
    expect(triedA + triedB).toBe(events * hooks.length);
    expect(triedA).toBeGreaterThan(0);
    expect(triedB).toBeGreaterThan(0);
    const seen = receiver.received.map((got) => `${got.path} ${got.headers['webhook-id']}`);
    expect(seen).toHaveLength(events * hooks.length);
    expect(new Set(seen).size).toBe(events * hooks.length);
    const [counts] = await shared.db
      .execute<{ delivered: number }>(
        sql`select count(*) filter (where status = 'delivered' and attempts = 1)::int as delivered from integration_deliveries`,
      )
      .then((result) => (result as unknown as { rows: { delivered: number }[] }).rows);
    expect(counts!.delivered).toBe(events * hooks.length);
  });

  it('keeps the log for 30 days, then forgets delivered and failed ones, never pending ones', async () => {
    const owner = await admin(t);
    const { id } = await connectWebhook(t, owner, 'http://127.0.0.1:9/never', ['kudos.given']);
    for (const status of ['pending', 'delivered', 'failed'] as const) {
      await emitIntegrationEvent(t.db, owner.company.id, 'kudos.given', kudosData);
      await t.db.update(integrationDeliveries).set({ status, createdAt: sql`now() - interval '31 days'` })
        .where(sql`${integrationDeliveries.integrationId} = ${id} and ${integrationDeliveries.status} = 'pending'
          and ${integrationDeliveries.createdAt} > now() - interval '1 day'`);
    }
    await emitIntegrationEvent(t.db, owner.company.id, 'kudos.given', kudosData);
    await t.db
      .update(integrationDeliveries)
      .set({ status: 'failed', createdAt: sql`now() - interval '29 days'` })
      .where(
        sql`${integrationDeliveries.integrationId} = ${id} and ${integrationDeliveries.createdAt} > now() - interval '1 day'`,
      );
    await pruneDeliveries(t.db);
    const left = await t.db
      .select({ status: integrationDeliveries.status })
      .from(integrationDeliveries)
      .where(eq(integrationDeliveries.integrationId, id));
    expect(left.map((row) => row.status).sort()).toEqual(['failed', 'pending']);
  });
});

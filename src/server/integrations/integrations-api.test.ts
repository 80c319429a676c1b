import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, member } from '../../../tests/setup/fixtures';
import { connectWebhook, integrationsApi } from '../../../tests/setup/integrations';
import { createTestApp, errorOf, TEST_PUBLIC_URL } from '../../../tests/setup/test-app';
import { startReceiver } from '../../../tests/setup/webhook-receiver';
import { INTEGRATIONS_PER_COMPANY_MAX } from '../../shared/integration-messages';
import { integrationDeliveries, integrations } from '../db/schema';
import { emitIntegrationEvent } from './events';

/**
 * The Integrations settings' API (decision 047): admins of the company only; an address and a secret
 * never come back once saved, but a webhook's signing secret once, when it is made; addresses are
 * checked by the outbound guard when saved; the delivery log and its replay.
 */
const t = await createTestApp();
const api = integrationsApi(t);
const receiver = await startReceiver();

const hook = (extra: Record<string, unknown> = {}) => ({
  kind: 'webhook',
  name: 'Ops hook',
  url: receiver.url('/hooks/sos?token=abc'),
  events: ['kudos.given', 'goal.closed'],
  ...extra,
});

describe('connecting a destination', () => {
  it('answers a webhook’s signing secret once, and never the address or the secret after', async () => {
    const owner = await admin(t);
    const made = await api.create(owner.token, hook());
    expect(made.status).toBe(201);
    expect(made.body.webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(made.body.webhookSecret!.slice(6), 'base64')).toHaveLength(32);
    const { integration } = made.body;
    expect(integration).toEqual({
      id: expect.any(String),
      kind: 'webhook',
      name: 'Ops hook',
      urlHost: `127.0.0.1:${receiver.port}`,
      urlReadable: true,
      hasSecret: true,
      commandOn: null,
      commandUrl: null,
      events: ['kudos.given', 'goal.closed'],
      enabled: true,
      createdAt: expect.any(String),
      lastDeliveryAt: null,
      lastError: null,
      lastErrorAt: null,
      pending: 0,
    });
    const listed = await api.list(owner.token);
    expect(listed.body.integrations).toEqual([integration]);
    const text = JSON.stringify(listed.body);
    expect(text).not.toContain('token=abc');
    expect(text).not.toContain(made.body.webhookSecret!.slice(6, 20));
    // Sealed at rest, for its own purpose: the row holds neither in plain.
    const [row] = await t.db.select().from(integrations).where(eq(integrations.id, integration.id));
    expect(row!.url).not.toContain('127.0.0.1');
    expect(t.deps.secrets.open(row!.url, `integration-url:${integration.id}`)).toBe(
      receiver.url('/hooks/sos?token=abc'),
    );
    expect(t.deps.secrets.open(row!.secret!, `integration-secret:${integration.id}`)).toBe(
      made.body.webhookSecret,
    );
    expect(row!.createdBy).toBe(owner.session.user.id);
  });

  it('keeps Slack and Teams to the kudos and the digest, and turns Slack’s command on with its secret', async () => {
    const owner = await admin(t);
    const chatUrl = receiver.url('/services/T0/B0/x');
    const refused = await api.create(owner.token, {
      kind: 'teams',
      name: 'Teams',
      url: chatUrl,
      events: ['kudos.given', 'check_in.created'],
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      message: 'Slack and Teams hear kudos.given and digest.weekly only.',
      issues: [{ path: 'events', message: 'Slack and Teams hear kudos.given and digest.weekly only.' }],
    });
    const teams = await api.create(owner.token, {
      kind: 'teams',
      name: 'Teams',
      url: chatUrl,
      events: ['digest.weekly'],
    });
    expect(teams.status).toBe(201);
    expect(teams.body.webhookSecret).toBeNull();
    expect(teams.body.integration).toMatchObject({ hasSecret: false, commandOn: null, commandUrl: null });

    const slack = await api.create(owner.token, {
      kind: 'slack',
      name: 'Slack #kudos',
      url: chatUrl,
      events: ['digest.weekly', 'kudos.given'],
      signingSecret: '5b3c0e8d9f1a2b4c6d7e8f90a1b2c3d4',
    });
    expect(slack.status).toBe(201);
    const id = slack.body.integration.id;
    expect(slack.body).toMatchObject({
      webhookSecret: null,
      integration: {
        // In the list's order, whatever the body's.
        events: ['kudos.given', 'digest.weekly'],
        hasSecret: true,
        commandOn: true,
        commandUrl: `${TEST_PUBLIC_URL}/api/integrations/slack/${id}/commands`,
      },
    });
    const off = await api.update(owner.token, id, { signingSecret: null });
    expect(off.body.integration).toMatchObject({ hasSecret: false, commandOn: false });
    // A signing secret is Slack's alone.
    const wrongKind = await api.update(owner.token, teams.body.integration.id, { signingSecret: 'abc123' });
    expect(wrongKind.status).toBe(400);
    expect(errorOf(wrongKind).issues).toEqual([
      {
        path: 'signingSecret',
        message: 'Only a Slack destination has a signing secret, for its /kudos command.',
      },
    ]);
  });

  it('refuses an address on a private network, or not https, when the server does not allow them', async () => {
    const strict = await createTestApp({ allowPrivateUrls: false });
    const owner = await admin(strict);
    const strictApi = integrationsApi(strict);
    const cases: [string, string][] = [
      ['http://example.com/hook', 'The address must start with https://.'],
      [
        'https://127.0.0.1/hook',
        '127.0.0.1 is on a private, loopback or link-local network, which SOS does not call (OUTBOUND_ALLOW_PRIVATE allows it).',
      ],
      [
        'https://localhost:8443/hook',
        'localhost is on a private, loopback or link-local network, which SOS does not call (OUTBOUND_ALLOW_PRIVATE allows it).',
      ],
      [
        'https://[::ffff:10.0.0.1]/hook',
        '::ffff:a00:1 is on a private, loopback or link-local network, which SOS does not call (OUTBOUND_ALLOW_PRIVATE allows it).',
      ],
      ['https://user:pw@example.com/hook', 'Enter the whole address, starting with https://.'],
      ['ftp://example.com/hook', 'Enter the whole address, starting with https://.'],
    ];
    for (const [url, message] of cases) {
      const refused = await strictApi.create(owner.token, hook({ url }));
      expect(refused.status, url).toBe(400);
      expect(errorOf(refused), url).toEqual({
        code: 'validation_failed',
        message,
        issues: [{ path: 'url', message }],
      });
    }
    // Nothing was saved.
    expect((await strictApi.list(owner.token)).body.integrations).toEqual([]);
  });

  it(`holds a company to ${INTEGRATIONS_PER_COMPANY_MAX} destinations, even when asked at once`, async () => {
    const owner = await admin(t);
    const tries = await Promise.all(
      Array.from({ length: INTEGRATIONS_PER_COMPANY_MAX + 3 }, (_, index) =>
        api.create(owner.token, hook({ name: `Hook ${index}` })),
      ),
    );
    expect(tries.filter((made) => made.status === 201)).toHaveLength(INTEGRATIONS_PER_COMPANY_MAX);
    const refused = tries.filter((made) => made.status !== 201);
    expect(refused).toHaveLength(3);
    for (const answer of refused)
      expect(errorOf(answer)).toEqual({
        code: 'limit_reached',
        message: `A company connects at most ${INTEGRATIONS_PER_COMPANY_MAX} destinations. Delete one first.`,
      });
  });
});

describe('who may use the settings', () => {
  it('is the company’s admins: a member is refused, another company’s admin finds nothing', async () => {
    const owner = await admin(t);
    const crew = await member(t, owner);
    const { id } = await connectWebhook(t, owner, receiver.url());
    expect((await api.list(crew.token)).status).toBe(403);
    expect((await api.create(crew.token, hook())).status).toBe(403);
    expect((await api.update(crew.token, id, { name: 'Mine' })).status).toBe(403);

    const stranger = await admin(t, 'Other Shore');
    expect((await api.list(stranger.token)).body.integrations).toEqual([]);
    for (const answer of [
      await api.update(stranger.token, id, { name: 'Mine' }),
      await api.remove(stranger.token, id),
      await api.rotate(stranger.token, id),
      await api.deliveries(stranger.token, id),
    ]) {
      expect(answer.status).toBe(404);
      expect(errorOf(answer).message).toBe('Destination not found.');
    }
    const [row] = await t.db.select().from(integrations).where(eq(integrations.id, id));
    expect(row!.name).toBe('Ops hook');
  });
});

describe('changing a destination', () => {
  it('changes what it is given, checks a new address, and keeps the rest', async () => {
    const owner = await admin(t);
    const { id } = await connectWebhook(t, owner, receiver.url(), ['kudos.given']);
    const changed = await api.update(owner.token, id, {
      name: 'Data lake',
      events: ['person.left', 'person.joined'],
      url: receiver.url('/v2'),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.integration).toMatchObject({
      name: 'Data lake',
      events: ['person.joined', 'person.left'],
      enabled: true,
      hasSecret: true,
    });
    const [row] = await t.db.select().from(integrations).where(eq(integrations.id, id));
    expect(t.deps.secrets.open(row!.url, `integration-url:${id}`)).toBe(receiver.url('/v2'));
    const empty = await api.update(owner.token, id, { events: [] });
    expect(errorOf(empty).message).toBe('Choose at least one event.');
  });

  it('fails what was waiting when it is turned off, and replays nothing while it is off', async () => {
    const owner = await admin(t);
    const { id } = await connectWebhook(t, owner, receiver.url(), ['kudos.given']);
    await emitIntegrationEvent(t.db, owner.company.id, 'kudos.given', { kudosId: 'k1' });
    const off = await api.update(owner.token, id, { enabled: false });
    expect(off.body.integration).toMatchObject({ enabled: false, pending: 0 });
    const log = await api.deliveries(owner.token, id);
    expect(log.body.items).toEqual([
      expect.objectContaining({
        status: 'failed',
        attempts: 0,
        lastError: 'The destination was turned off before this was sent.',
        nextAttemptAt: null,
      }),
    ]);
    // Off: heard by nothing, and replayed by no one.
    await emitIntegrationEvent(t.db, owner.company.id, 'kudos.given', { kudosId: 'k2' });
    expect((await api.deliveries(owner.token, id)).body.items).toHaveLength(1);
    const replay = await api.replay(owner.token, id, log.body.items[0]!.id);
    expect(replay.status).toBe(409);
    expect(errorOf(replay)).toEqual({
      code: 'integration_disabled',
      message: 'This destination is off: turn it on first.',
    });
    await api.update(owner.token, id, { enabled: true });
    const again = await api.replay(owner.token, id, log.body.items[0]!.id);
    expect(again.status).toBe(200);
    expect(again.body.delivery).toMatchObject({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: expect.any(String),
    });
  });

  it('rotates a webhook’s secret, once answered, and refuses it for chat', async () => {
    const owner = await admin(t);
    const { id, secret } = await connectWebhook(t, owner, receiver.url());
    const rotated = await api.rotate(owner.token, id);
    expect(rotated.status).toBe(200);
    expect(rotated.body.webhookSecret).toMatch(/^whsec_/);
    expect(rotated.body.webhookSecret).not.toBe(secret);
    const [row] = await t.db.select().from(integrations).where(eq(integrations.id, id));
    expect(t.deps.secrets.open(row!.secret!, `integration-secret:${id}`)).toBe(rotated.body.webhookSecret);
    const teams = await api.create(owner.token, {
      kind: 'teams',
      name: 'Teams',
      url: receiver.url('/teams'),
      events: ['kudos.given'],
    });
    const refused = await api.rotate(owner.token, teams.body.integration.id);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe('not_a_webhook');
  });

  it('says when a stored address or secret no longer opens with the server’s key', async () => {
    const owner = await admin(t);
    const { id } = await connectWebhook(t, owner, receiver.url());
    // Sealed under another key, as after a changed SECRETS_KEY.
    await t.db
      .update(integrations)
      .set({
        url: 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        secret: 'v1.AAAAAAAAAAAAAAAA.AAAA',
      })
      .where(eq(integrations.id, id));
    const [listed] = (await api.list(owner.token)).body.integrations;
    expect(listed).toMatchObject({ urlReadable: false, hasSecret: false });
  });

  it('deletes a destination with its log', async () => {
    const owner = await admin(t);
    const { id } = await connectWebhook(t, owner, receiver.url());
    await emitIntegrationEvent(t.db, owner.company.id, 'kudos.given', { kudosId: 'k1' });
    expect((await api.remove(owner.token, id)).status).toBe(204);
    expect((await api.list(owner.token)).body.integrations).toEqual([]);
    const left = await t.db
      .select()
      .from(integrationDeliveries)
      .where(eq(integrationDeliveries.integrationId, id));
    expect(left).toEqual([]);
    expect((await api.remove(owner.token, id)).status).toBe(404);
  });
});

describe('the delivery log', () => {
  it('pages newest first, by status, never with the payload, and never another destination’s', async () => {
    const owner = await admin(t);
    const { id } = await connectWebhook(t, owner, receiver.url(), ['kudos.given']);
    const other = await connectWebhook(t, owner, receiver.url('/other'), ['goal.closed']);
    for (let index = 0; index < 5; index++)
      await emitIntegrationEvent(t.db, owner.company.id, 'kudos.given', {
        kudosId: `k${index}`,
        message: 'secret words',
      });
    await emitIntegrationEvent(t.db, owner.company.id, 'goal.closed', { id: 'g' });
    // Distinct moments, oldest first, and one delivered.
    await t.db
      .execute(sql`update integration_deliveries d set created_at = now() - make_interval(mins => 10 - n.n)
      from (select id, row_number() over (order by message_id)::int as n from integration_deliveries) n
      where n.id = d.id`);
    const [delivered] = await t.db
      .update(integrationDeliveries)
      .set({ status: 'delivered', attempts: 1, lastStatus: 204, deliveredAt: sql`now()` })
      .where(sql`${integrationDeliveries.integrationId} = ${id} and payload->'data'->>'kudosId' = 'k0'`)
      .returning({ id: integrationDeliveries.id });

    const first = await api.deliveries(owner.token, id, '?limit=3');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(3);
    expect(JSON.stringify(first.body)).not.toContain('secret words');
    const second = await api.deliveries(owner.token, id, `?limit=3&cursor=${first.body.nextCursor}`);
    expect(second.body.items).toHaveLength(2);
    expect(second.body.nextCursor).toBeNull();
    const all = [...first.body.items, ...second.body.items];
    expect(all.map((item) => item.createdAt)).toEqual(
      [...all.map((item) => item.createdAt)].sort().reverse(),
    );
    expect(new Set(all.map((item) => item.event))).toEqual(new Set(['kudos.given']));
    expect(all.every((item) => item.messageId.startsWith('msg_'))).toBe(true);

    const done = await api.deliveries(owner.token, id, '?status=delivered');
    expect(done.body.items).toEqual([
      {
        id: delivered!.id,
        messageId: expect.stringMatching(/^msg_/),
        event: 'kudos.given',
        status: 'delivered',
        attempts: 1,
        lastStatus: 204,
        lastError: null,
        createdAt: expect.any(String),
        nextAttemptAt: null,
        deliveredAt: expect.any(String),
      },
    ]);
    // Another destination's delivery is not this one's to replay.
    const [othersDelivery] = (await api.deliveries(owner.token, other.id)).body.items;
    const crossed = await api.replay(owner.token, id, othersDelivery!.id);
    expect(crossed.status).toBe(404);
    expect(errorOf(crossed).message).toBe('Delivery not found.');

    const replayed = await api.replay(owner.token, id, delivered!.id);
    expect(replayed.body.delivery).toMatchObject({
      id: delivered!.id,
      messageId: done.body.items[0]!.messageId,
      status: 'pending',
      attempts: 0,
      deliveredAt: null,
    });
    const bad = await api.deliveries(owner.token, id, '?limit=500');
    expect(errorOf(bad).message).toBe('limit must be a whole number from 1 to 100');
  });
});

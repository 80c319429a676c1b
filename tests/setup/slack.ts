import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { integrations } from '../../src/server/db/schema';
import { slackSignature } from '../../src/server/integrations/slack-signature';
import type { SlackCommandAnswer } from '../../src/shared/contract/slack';
import type { IntegrationEvent } from '../../src/shared/integration-messages';
import { requestToJoin, signUp } from './fixtures';
import type { RequestOptions, TestApp } from './test-app';

/**
 * Slack, as the tests play it (decision 047): a company's Slack connection written straight into
 * `integrations` with its secrets sealed as the app seals them, and slash commands signed as Slack
 * signs them (slack-signature.test.ts pins the signing to Slack's published example).
 */

/** A Slack app's signing secret: 32 hex digits, as Slack shows them. */
export const SLACK_TEST_SECRET = '5b3c0e8d9f1a2b4c6d7e8f90a1b2c3d4';

export interface SlackConnectionRow {
  id: string;
  companyId: string;
  /** The signing secret in plain, to sign with; null for a connection without one. */
  secret: string | null;
}

/** A Slack connection of the company, with its command on unless told otherwise. */
export async function slackConnection(
  t: TestApp,
  companyId: string,
  options: { secret?: string | null; enabled?: boolean; url?: string; events?: IntegrationEvent[] } = {},
): Promise<SlackConnectionRow> {
  const id = randomUUID();
  const url = options.url ?? 'https://hooks.slack.com/services/T0SURF/B0KUDOS/a1b2c3d4e5f6';
  const secret = options.secret === undefined ? SLACK_TEST_SECRET : options.secret;
  await t.db.insert(integrations).values({
    id,
    companyId,
    kind: 'slack',
    name: 'Slack #kudos',
    url: t.deps.secrets.seal(url, `integration-url:${id}`),
    urlHost: new URL(url).host,
    secret: secret === null ? null : t.deps.secrets.seal(secret, `integration-secret:${id}`),
    events: options.events ?? ['kudos.given'],
    enabled: options.enabled ?? true,
  });
  return { id, companyId, secret };
}

/** The form Slack posts for `/kudos`, with the fields given in place of its defaults. */
export function slackForm(fields: Record<string, string>): string {
  return new URLSearchParams({
    token: 'legacy-verification-token',
    team_id: 'T0SURF',
    team_domain: 'surf-crew',
    channel_id: 'C0KUDOS',
    channel_name: 'kudos',
    user_id: 'U0SENDER',
    user_name: 'sender',
    command: '/kudos',
    text: '',
    api_app_id: 'A0SOS',
    response_url: 'https://hooks.slack.com/commands/T0SURF/1/abc',
    trigger_id: '1.2.abc',
    ...fields,
  }).toString();
}

export interface SlackSendOptions {
  /** Seconds since the epoch; now by default. */
  timestamp?: number;
  /** The secret to sign with; the connection's by default. */
  secret?: string;
  /** A signature sent as is, instead of one made. */
  signature?: string;
  /** The raw body, instead of `slackForm(fields)`. */
  body?: string;
  contentType?: string;
  ip?: string;
  token?: RequestOptions['token'];
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** One command to the connection, signed as Slack signs it (or as the options spoil it). */
export function sendSlackCommand(
  t: TestApp,
  connection: { id: string; secret: string | null },
  fields: Record<string, string>,
  options: SlackSendOptions = {},
) {
  const body = options.body ?? slackForm(fields);
  const timestamp = String(options.timestamp ?? nowSeconds());
  const secret = options.secret ?? connection.secret ?? 'no-secret';
  return t.request<SlackCommandAnswer>(
    'POST',
    `/api/integrations/slack/${connection.id}/commands`,
    undefined,
    {
      raw: body,
      ip: options.ip,
      token: options.token,
      headers: {
        'content-type': options.contentType ?? 'application/x-www-form-urlencoded',
        'x-slack-request-timestamp': timestamp,
        'x-slack-signature': options.signature ?? slackSignature(secret, timestamp, body),
      },
    },
  );
}

/** The person's code from SOS, typed in Slack by `slackUserId`: their Slack account is then theirs. */
export async function linkSlack(
  t: TestApp,
  connection: SlackConnectionRow,
  person: { token: string },
  slackUserId: string,
) {
  const made = await t.request<{ code: string }>('POST', '/api/me/slack-link', undefined, {
    token: person.token,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const linked = await sendSlackCommand(t, connection, {
    user_id: slackUserId,
    text: `link ${made.body.code}`,
  });
  expect(linked.status, JSON.stringify(linked.body)).toBe(200);
  expect(linked.body.text).toMatch(/^Linked: /);
}

/** A member of the admin's company with the name (and e-mail, when given) a test types in Slack. */
export async function memberNamed(
  t: TestApp,
  owner: { token: string; company: { companyCode: string } },
  fullName: string,
  email?: string,
) {
  const person = await signUp(t, { fullName, ...(email ? { email } : {}) });
  const asked = await requestToJoin(t, person.token, owner.company.companyCode);
  expect(asked.status).toBe(201);
  const approved = await t.request(
    'POST',
    `/api/join-requests/${asked.body.joinRequest.id}/approve`,
    undefined,
    { token: owner.token },
  );
  expect(approved.status).toBe(200);
  return { ...person, id: person.session.user.id };
}

/**
 * For every-table.ts: the company's Slack connection, the admin and the crew member linked, kudos
 * given from Slack with the company's value (queued for the channel by the event itself), and the crew
 * member's live link code.
 */
export async function fillSlack(
  t: TestApp,
  owner: { token: string; company: { id: string } },
  crew: { token: string },
) {
  const connection = await slackConnection(t, owner.company.id);
  await linkSlack(t, connection, owner, 'U0OWNER');
  await linkSlack(t, connection, crew, 'U0CREW');
  const given = await sendSlackCommand(t, connection, {
    user_id: 'U0OWNER',
    text: '<@U0CREW> Zoë’s “set” 🌊 &amp; עברית\nsecond line #Ōwnership',
  });
  expect(given.body.text, given.body.text).toMatch(/^Kudos sent to /);
  const code = await t.request('POST', '/api/me/slack-link', undefined, { token: crew.token });
  expect(code.status).toBe(201);
}

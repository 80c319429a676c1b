import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { slackLinkCodes, slackPeople } from '../../src/server/db/schema';
import { slackSignature } from '../../src/server/integrations/slack-signature';
import { apiErrors } from '../../src/shared/contract/errors';
import { slackMessages } from '../../src/shared/slack-messages';
import type { admin } from '../setup/fixtures';
import { nowSeconds, slackConnection, type SlackConnectionRow, slackForm } from '../setup/slack';
import type { ApiResponse, TestApp } from '../setup/test-app';
import type { CallerKind, EndpointId } from './authorization-matrix';

/**
 * The authorization matrix's cells of Slack (decision 047), apart from its test so that each module's
 * cells read on their own. Company A has a Slack connection with its command on; company B has none.
 * The caller's own link: its state for anyone signed in, a code for a member of a company whose
 * command is on (another company's admin: 404), unlinking for anyone signed in.
 *
 * The command is public: Slack calls it, with no session, and what opens it is the signature made
 * with the connection's secret, as the secret link opens a calendar feed. So every caller, whatever
 * Authorization header it sends (none, garbage, another's token, an admin's), gets the same answer:
 * 200 for a command signed by A's connection, and 401 invalid_signature for the same command
 * unsigned. Neither writes a link or a code.
 */

export const slackEndpoints: EndpointId[] = [
  'getSlackLink',
  'createSlackLinkCode',
  'unlinkSlack',
  'slackCommand',
  'slackCommandUnsigned',
];

type Owner = Awaited<ReturnType<typeof admin>>;

export interface SlackCellWorld {
  t: TestApp;
  companyA: Owner;
}

/** Company A's connection: made once, by the first cell. */
let connectionOfA: SlackConnectionRow | undefined;

export interface SlackCell {
  path: string;
  raw?: string;
  headers?: Record<string, string>;
}

export async function slackCellFor(world: SlackCellWorld, id: EndpointId, path: string): Promise<SlackCell> {
  connectionOfA ??= await slackConnection(world.t, world.companyA.company.id);
  if (id !== 'slackCommand' && id !== 'slackCommandUnsigned') return { path };
  const raw = slackForm({ user_id: 'U0MATRIX', text: 'help' });
  const timestamp = String(nowSeconds());
  const signature =
    id === 'slackCommand' ? slackSignature(connectionOfA.secret!, timestamp, raw) : 'v0=not-a-signature';
  return {
    path: path.replace(':integrationId', connectionOfA.id),
    raw,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-slack-request-timestamp': timestamp,
      'x-slack-signature': signature,
    },
  };
}

/** Beyond the status: what each answer says, and that the command wrote no link or code. */
export async function checkSlackCell(t: TestApp, id: EndpointId, kind: CallerKind, response: ApiResponse) {
  if (!slackEndpoints.includes(id)) return;
  const name = `${id} × ${kind}`;
  if (id === 'slackCommand') {
    expect(response.body, name).toEqual({ response_type: 'ephemeral', text: slackMessages.usage('/kudos') });
  }
  if (id === 'slackCommandUnsigned') {
    expect(response.body, name).toEqual({
      error: { code: 'invalid_signature', message: apiErrors.invalid_signature.message },
    });
  }
  if (id === 'createSlackLinkCode' && kind === 'otherCompanyAdmin') {
    expect(response.body, name).toEqual({ error: { code: 'not_found', message: slackMessages.unavailable } });
  }
  if (id.startsWith('slackCommand')) {
    expect(
      await t.db.select().from(slackPeople).where(eq(slackPeople.slackUserId, 'U0MATRIX')),
      name,
    ).toEqual([]);
  }
  if (id === 'getSlackLink' && response.status === 200) {
    const available = kind === 'member' || kind === 'teamLead' || kind === 'admin';
    expect(response.body, name).toEqual({ available, linked: false });
  }
  if (id === 'createSlackLinkCode' && response.status !== 201) {
    // A refused caller has no code: the table holds codes of company A alone.
    const codes = await t.db.select({ companyId: slackLinkCodes.companyId }).from(slackLinkCodes);
    for (const code of codes) expect(code.companyId, name).toBe(connectionOfA?.companyId);
  }
}

import {
  createSlackLinkCode,
  getSlackLink,
  slackCommand,
  unlinkSlack as unlinkEndpoint,
} from '../../shared/contract/slack';
import { apiMessages } from '../../shared/messages';
import { slackMessages as m } from '../../shared/slack-messages';
import { type SlackCommandForm, slackCommandFormSchema } from '../../shared/slack-rules';
import { callerOf } from '../auth/caller';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { DomainError } from '../domain-error';
import { clientIp } from '../http/client-ip';
import { contractRoutes } from '../http/contract-routes';
import { validationError } from '../http/errors';
import { consumeRateLimit, refundRateLimit } from '../rate-limits/rate-limits';
import { answerSlackCommand } from './slack-command';
import {
  commandConnection,
  makeLinkCode,
  type SlackConnection,
  slackLinkStatus,
  unlinkSlack,
} from './slack-links';
import { slackSignatureHolds } from './slack-signature';

/**
 * The signed-in person's Slack link, under /api/me: each route with its own guard, as account's are,
 * since a guard on the sub-app would run before every /api/me route.
 */
export function slackLinkRoutes(deps: AppDeps) {
  const { db } = deps;
  const signedIn = [requireUser(deps)];
  return contractRoutes('/api/me')
    .on(getSlackLink, signedIn, async (c) =>
      slackLinkStatus(db, c.get('user').id, c.get('membership')?.companyId ?? null),
    )
    .on(createSlackLinkCode, signedIn, async (c) => makeLinkCode(db, callerOf(c)))
    .on(unlinkEndpoint, signedIn, async (c) => {
      await unlinkSlack(db, c.get('user').id);
      return undefined;
    }).app;
}

/** The sealed signing secret's purpose: the destination's own (db/schema/integrations.ts). */
const secretPurpose = (integrationId: string) => `integration-secret:${integrationId}`;

/**
 * A Slack connection whose command is on, with its signing secret opened; null otherwise. A secret
 * that does not open (sealed under another key) turns the command off, told in the log without it.
 */
async function openConnection(
  deps: AppDeps,
  integrationId: string,
): Promise<(SlackConnection & { signingSecret: string }) | null> {
  const found = await commandConnection(deps.db, integrationId);
  if (!found) return null;
  try {
    const signingSecret = deps.secrets.open(found.sealedSecret, secretPurpose(integrationId));
    return { id: found.id, companyId: found.companyId, signingSecret };
  } catch {
    deps.logger.warn({ integrationId }, 'a Slack connection’s signing secret does not open with this key');
    return null;
  }
}

const FORM = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * The form Slack posted, once signed: its content type, its fields by the shared rules, and no NUL,
 * which PostgreSQL text cannot hold (read-body.ts refuses it in JSON bodies likewise).
 */
function formOf(contentType: string | undefined, body: Uint8Array): SlackCommandForm {
  if (!FORM.test(contentType ?? '')) throw new DomainError('unsupported_media_type');
  const fields = Object.fromEntries(new URLSearchParams(Buffer.from(body).toString('utf8')));
  const parsed = slackCommandFormSchema.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error);
  const withNul = Object.entries(parsed.data).find(([, value]) => value.includes('\u0000'))?.[0];
  if (withNul)
    throw new DomainError('validation_failed', {
      message: apiMessages.textHasNul,
      issues: [{ path: withNul, message: apiMessages.textHasNul }],
    });
  return parsed.data;
}

/**
 * POST /api/integrations/slack/:integrationId/commands, called by Slack (docs/security.md §12). The
 * signature is checked on the body's raw bytes before anything is read from them. A request whose
 * connection or signature fails counts against its address; a signed one gives that hit back and
 * counts against its connection. The answer is written in this request, in one transaction, and
 * anything slow (the post to the channel) is queued: Slack wants an answer within 3 seconds.
 */
export function slackCommandRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const limits = config.rateLimits;
  return contractRoutes('/api/integrations/slack').on(slackCommand, [], async (c, { params }) => {
    const missKey = `slack-command:ip:${clientIp(c, config.trustProxy)}`;
    await consumeRateLimit(db, missKey, limits.slackCommandMissesPerIp);
    const connection = await openConnection(deps, params.integrationId);
    if (!connection) throw new DomainError('not_found', { message: m.integrationNotFound });
    const body = new Uint8Array(await c.req.arrayBuffer());
    const signed = slackSignatureHolds(connection.signingSecret, {
      timestamp: c.req.header('x-slack-request-timestamp'),
      signature: c.req.header('x-slack-signature'),
      body,
    });
    if (!signed) throw new DomainError('invalid_signature');
    await refundRateLimit(db, missKey);
    await consumeRateLimit(
      db,
      `slack-command:integration:${connection.id}`,
      limits.slackCommandsPerIntegration,
    );
    const form = formOf(c.req.header('content-type'), body);
    const { id, companyId } = connection;
    const text = await answerSlackCommand(
      { db, publicUrl: config.publicUrl, connection: { id, companyId } },
      form,
    );
    return { response_type: 'ephemeral' as const, text };
  }).app;
}

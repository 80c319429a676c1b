import { z } from 'zod/mini';
import { SLACK_LINK_CODE_MINUTES, slackMessages } from '../slack-messages';
import { endpoint, idParam } from './endpoint';
import { signedInErrors } from './errors';

/**
 * Slack's /kudos command and the link between a person's Slack account and SOS (decision 047,
 * docs/security.md §12, docs/privacy.md). A Slack connection is a destination of kind `slack` whose
 * signing secret turns its command on.
 */

export const slackLinkStatusSchema = z.object({
  /** Whether the caller's company has a Slack connection whose /kudos command is on. */
  available: z.boolean(),
  /** Whether the caller's Slack account is linked in their company's Slack. */
  linked: z.boolean(),
  /** Since when; absent when not linked. */
  linkedAt: z.optional(z.string()),
});

export const getSlackLink = endpoint({
  method: 'GET',
  path: '/api/me/slack',
  summary:
    'Whether the caller’s company has Slack’s /kudos command on, and whether the caller’s Slack account is linked to give kudos from it.',
  access: 'signed in',
  status: 200,
  response: slackLinkStatusSchema,
  errors: [...signedInErrors],
});

export const createSlackLinkCode = endpoint({
  method: 'POST',
  path: '/api/me/slack-link',
  summary: `A code to type in Slack as \`/kudos link <code>\`, which links the Slack account that types it to the caller: it works once, for ${SLACK_LINK_CODE_MINUTES} minutes, in a Slack connection of the caller’s company, and replaces the caller’s earlier code. Where the company’s command is off: 404, “${slackMessages.unavailable}”`,
  access: 'member of a company',
  status: 201,
  response: z.object({
    code: z.string(),
    expiresAt: z.string(),
    /** The whole command to type, code included. */
    command: z.string(),
  }),
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export const unlinkSlack = endpoint({
  method: 'DELETE',
  path: '/api/me/slack',
  summary:
    'Unlinks the caller’s Slack accounts, in every Slack connection, and drops their link code: Slack then gives no kudos as them. Done when there was none.',
  access: 'signed in',
  status: 204,
  errors: [...signedInErrors],
});

/** What Slack shows the person who typed the command, and no one else. */
export const slackCommandAnswerSchema = z.object({
  response_type: z.literal('ephemeral'),
  text: z.string(),
});

export const slackCommand = endpoint({
  method: 'POST',
  path: '/api/integrations/slack/:integrationId/commands',
  params: z.object({ integrationId: idParam(slackMessages.integrationNotFound) }),
  summary:
    'Slack’s /kudos slash command, called by Slack with its form (`application/x-www-form-urlencoded`: `user_id`, `command`, `text`…) and its request signature (`X-Slack-Signature`, `X-Slack-Request-Timestamp`), checked on the raw body with the connection’s signing secret before anything else; a timestamp more than 5 minutes from now is refused. `/kudos @person message #value` gives kudos as the linked person, `/kudos link <code>` links the Slack account, `/kudos help` says how. Every outcome for the person is a 200 with an ephemeral message; an unknown or disabled connection, or one without a signing secret, is 404.',
  access: 'Slack, signing with the connection’s secret',
  status: 200,
  response: slackCommandAnswerSchema,
  errors: ['not_found', 'invalid_signature', 'unsupported_media_type', 'validation_failed', 'rate_limited'],
});

export type SlackLinkStatus = z.output<typeof slackLinkStatusSchema>;
export type SlackCommandAnswer = z.output<typeof slackCommandAnswerSchema>;

import { z } from 'zod/mini';
import { SLACK_COMMAND, slackMessages as m } from './slack-messages';

/**
 * The form Slack posts for a slash command (`application/x-www-form-urlencoded`), checked once its
 * signature holds: the fields SOS reads, the others (team_id, response_url, trigger_id…) ignored.
 */
export const slackCommandFormSchema = z.object({
  /** The Slack user who typed the command: U… or W…, capitals and digits. */
  user_id: z
    .string({ error: m.userIdInvalid })
    .check(z.regex(/^[A-Z0-9]{1,40}$/, { error: m.userIdInvalid })),
  /** The command's name as the Slack app calls it, `/kudos` unless renamed. */
  command: z._default(
    z.string({ error: m.commandInvalid }).check(z.regex(/^\/[\w-]{1,32}$/, { error: m.commandInvalid })),
    SLACK_COMMAND,
  ),
  text: z._default(z.string({ error: m.textInvalid }), ''),
});
export type SlackCommandForm = z.output<typeof slackCommandFormSchema>;

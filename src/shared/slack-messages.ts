import { KUDOS_RECIPIENTS_MAX } from './culture-messages';

/**
 * Slack's /kudos command and the link between a person's Slack account and SOS (decision 047,
 * docs/privacy.md): the numbers, and the answers the command gives in Slack (Slack's mrkdwn, seen by
 * the person who typed the command alone).
 */

/** The command an admin creates in their Slack app (README, "Slack command"). */
export const SLACK_COMMAND = '/kudos';

/**
 * A link code's characters: capitals and digits without those read as one another (0 and O, 1, I and
 * L), so a code copied by eye is typed right. 31 characters, 8 of them: about 40 bits.
 */
export const SLACK_LINK_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SLACK_LINK_CODE_LENGTH = 8;
/** How long a link code works, once. */
export const SLACK_LINK_CODE_MINUTES = 10;

/** What a person types in Slack to link their account with a code. */
export const slackLinkCommand = (code: string) => `${SLACK_COMMAND} link ${code}`;

/** Names as a sentence lists them: "a", "a and b", "a, b and c". */
const listed = (names: readonly string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export const slackMessages = {
  integrationNotFound: 'Slack connection not found.',
  userIdInvalid: 'user_id must be a Slack user id',
  commandInvalid: 'command must be a slash command’s name',
  textInvalid: 'text must be text',
  unavailable: 'Your company has not connected Slack’s /kudos command.',
  usage: (command: string) =>
    [
      `*${command} @person message* recognises one or more colleagues (up to ${KUDOS_RECIPIENTS_MAX}) in SOS. Add *#value* to name the company value it celebrates, e.g. \`${command} @ana @bo thanks for the night shift #ownership\`.`,
      `*${command} link CODE* links your Slack account to SOS once: get the code on your Account page.`,
      `*${command} help* shows this.`,
    ].join('\n'),
  notLinked: (accountUrl: string) =>
    `Link your Slack account to SOS first: open <${accountUrl}|your Account page>, choose *Link Slack* and type the command it shows here.`,
  codeMissing: (command: string) => `Type the code your Account page shows: \`${command} link CODE\`.`,
  codeInvalid: `That code does not work: a code works once, for ${SLACK_LINK_CODE_MINUTES} minutes, in your company’s Slack. Get a new one on your Account page.`,
  linked: (name: string) => `Linked: the kudos you give from Slack are now given as ${name} in SOS.`,
  noRecipients: (command: string) =>
    `Start with the people you recognise, then your message: \`${command} @person message\`.`,
  recipientsNotLinked: (labels: readonly string[]) =>
    `${listed(labels)} ${labels.length === 1 ? 'has' : 'have'} not linked Slack to SOS: write their SOS name instead, their full name without spaces (@analima) or their e-mail address before the @.`,
  unknownNames: (names: readonly string[]) =>
    `Nobody in your company is ${listed(names)}: write a colleague’s full name without spaces (@analima) or their e-mail address before the @.`,
  ambiguousName: (name: string, people: readonly string[]) =>
    `${name} is ${listed(people)}: write their e-mail address before the @ instead.`,
  valueRequired: (values: readonly string[]) =>
    `Name the value this recognition celebrates: add one of ${listed(values)}.`,
  sent: (names: readonly string[], value: string | null) =>
    `Kudos sent to ${listed(names)}${value ? ` for ${value}` : ''}. They see them in SOS.`,
} as const;

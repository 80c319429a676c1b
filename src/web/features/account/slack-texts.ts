import { SLACK_COMMAND } from '@shared/slack-messages';

/**
 * The Account page's Slack card (docs/product.md#account), spelled once; the tests read them from here.
 * The card shows only where the company has connected Slack's /kudos command.
 */
export const slackTexts = {
  title: 'Slack',
  description: `Link your Slack account once to give kudos from Slack with ${SLACK_COMMAND} @person message.`,
  link: 'Link Slack',
  linking: 'Making a code...',
  commandLabel: 'Type this in Slack',
  copy: 'Copy command',
  copied: 'Command copied',
  expires: (time: string) =>
    `The code works once, until ${time}. This card says Linked as soon as Slack has it.`,
  newCode: 'Get a new code',
  linked: 'Linked',
  linkedSince: (when: string) => `Your kudos from Slack are given as you, since ${when}.`,
  unlink: 'Unlink',
  unlinking: 'Unlinking...',
};

export const slackToasts = {
  unlinked: {
    title: 'Slack unlinked',
    description: 'Kudos from your Slack account are no longer given as you.',
  },
};

/**
 * Culture: kudos, their reactions, the celebrations the system posts, the values wall and the
 * culture figures (docs/product.md#culture-and-recognition). Limits and messages, apart from the zod
 * rules (culture-rules.ts): the API's error table imports these, and with them no form code.
 */

/** What the feed holds: a person's kudos, or a celebration the system posted. */
export const FEED_POST_KINDS = ['kudos', 'anniversary', 'goal_closed'] as const;
export type FeedPostKind = (typeof FEED_POST_KINDS)[number];

/**
 * The six reactions, by the name the API takes (`PUT /api/kudos/:id/reactions/clap`) and the emoji
 * people see. The name keeps URLs plain ASCII; the emoji itself is accepted in the path as well.
 */
export const REACTIONS = {
  clap: '👏',
  tada: '🎉',
  heart: '❤️',
  raised_hands: '🙌',
  rocket: '🚀',
  bulb: '💡',
} as const;
export type Reaction = keyof typeof REACTIONS;
export const REACTION_NAMES = Object.keys(REACTIONS) as [Reaction, ...Reaction[]];

/** The name a path segment means: the name itself, or its emoji (with or without U+FE0F). */
export function reactionOf(segment: string): Reaction | undefined {
  if ((REACTION_NAMES as string[]).includes(segment)) return segment as Reaction;
  const bare = (text: string) => text.replace(/\uFE0F/g, '');
  return REACTION_NAMES.find((name) => bare(REACTIONS[name]) === bare(segment));
}

export const KUDOS_MESSAGE_MAX = 500;
export const KUDOS_RECIPIENTS_MIN = 1;
export const KUDOS_RECIPIENTS_MAX = 6;
/** Kudos a person may give in any 24 hours: recognition, not spam. */
export const KUDOS_PER_DAY = 20;
/** How many people who reacted with one emoji an answer names (the rest are counted). */
export const REACTION_NAMES_SHOWN = 10;

/** A goal closed at this progress or more is celebrated in the feed. */
export const CELEBRATED_GOAL_PROGRESS = 0.7;
/** An anniversary the job finds up to this many days late is still posted (a server that was down). */
export const ANNIVERSARY_GRACE_DAYS = 7;

/** The values wall counts the kudos of this many days, and shows this many of the latest. */
export const VALUES_WALL_DAYS = 90;
export const VALUES_WALL_LATEST = 3;
/** Breadth, per-value and per-team figures look back this many days; the weekly series this many weeks. */
export const CULTURE_METRICS_DAYS = 30;
export const CULTURE_METRICS_WEEKS = 12;

export const KUDOS_PAGE_DEFAULT = 20;
export const KUDOS_PAGE_MAX = 100;

export const cultureMessages = {
  recipientsRequired: 'Choose at least one person to recognise',
  tooManyRecipients: `Recognise at most ${KUDOS_RECIPIENTS_MAX} people at once`,
  recipientRepeated: 'Each person appears once',
  recipientInvalid: 'Choose people of your company',
  recipientIsSelf: 'You cannot recognise yourself',
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${KUDOS_MESSAGE_MAX} characters`,
  messageControls: 'Message must not contain control characters',
  valueRequired: 'Choose the value this recognition celebrates',
  valueInvalid: 'Choose a value of your company',
  valueNotFound: 'Value not found.',
  personInvalid: 'Choose a person of your company',
  teamInvalid: 'Choose a team of your company',
  reactionInvalid: `Reaction must be one of ${REACTION_NAMES.join(', ')}`,
  limitInvalid: `Limit must be a whole number from 1 to ${KUDOS_PAGE_MAX}`,
  cursorInvalid: 'Cursor is not valid',
  kudosNotFound: 'Kudos not found.',
  cannotDelete: 'Only the sender or an admin can delete kudos.',
  tooManyToday: `You have given ${KUDOS_PER_DAY} kudos in the last 24 hours. Recognition means most when it is rare enough to notice: try again later.`,
} as const;

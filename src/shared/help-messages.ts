import {
  HELP_ANSWER_MAX,
  HELP_DETAILS_MAX,
  HELP_REQUEST_OPEN_DAYS,
  HELP_SKILL_MAX,
  HELP_SKILLS_MAX,
  HELP_TAG_MAX,
  HELP_TAGS_MAX,
  HELP_TITLE_MAX,
} from './collaboration-messages';

/** Ask for help and "I can help with" (decision 041, docs/product.md#ask-for-help): its words. */

/** A request's page size on the board. */
export const HELP_PAGE_DEFAULT = 20;
export const HELP_PAGE_MAX = 50;
/** Open requests one person has at once: a board is for a few real questions, not a backlog. */
export const HELP_OPEN_REQUESTS_MAX = 10;
/** Answers one request takes: a thread that long is a meeting. */
export const HELP_ANSWERS_MAX = 100;
/** The months of received kudos read for suggestions. */
export const HELP_KUDOS_MONTHS = 12;

export const HELP_STATES = ['open', 'closed'] as const;
export type HelpState = (typeof HELP_STATES)[number];

/**
 * A skill's or tag's key, as matching compares them: lower case, accents removed (NFD, marks
 * stripped), trimmed, spaces collapsed. "  Postgrés  SQL " and "postgres sql" are one key.
 */
export function skillKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/gu, ' ');
}

export const helpMessages = {
  titleRequired: 'Say in a line what you need help with.',
  titleTooLong: `Keep the title to ${HELP_TITLE_MAX} characters.`,
  titleControls: 'The title cannot contain control characters or line breaks.',
  detailsTooLong: `Keep the details to ${HELP_DETAILS_MAX} characters.`,
  detailsControls: 'The details cannot contain control characters.',
  tagsInvalid: 'Tags are a list of short words.',
  tagsTooMany: `Give at most ${HELP_TAGS_MAX} tags.`,
  tagRequired: 'A tag cannot be empty.',
  tagTooLong: `Keep each tag to ${HELP_TAG_MAX} characters.`,
  tagControls: 'A tag cannot contain control characters or line breaks.',
  answerRequired: 'Write your answer.',
  answerTooLong: `Keep the answer to ${HELP_ANSWER_MAX} characters.`,
  answerControls: 'The answer cannot contain control characters.',
  skillsInvalid: 'Skills are a list of short words.',
  skillsTooMany: `Offer at most ${HELP_SKILLS_MAX} skills.`,
  skillRequired: 'A skill cannot be empty.',
  skillTooLong: `Keep each skill to ${HELP_SKILL_MAX} characters.`,
  skillControls: 'A skill cannot contain control characters or line breaks.',
  stateInvalid: 'Show open or closed requests.',
  cursorInvalid: 'This page of the board no longer exists: reload it.',
  limitInvalid: `Ask for 1 to ${HELP_PAGE_MAX} requests at a time.`,
  requestNotFound: 'This request for help does not exist, or was deleted.',
  requestClosed: `This request is closed: it was solved, or opened more than ${HELP_REQUEST_OPEN_DAYS} days ago.`,
  openLimit: `You have ${HELP_OPEN_REQUESTS_MAX} open requests already: mark one solved first.`,
  answersLimit: `This request has ${HELP_ANSWERS_MAX} answers already.`,
  notAuthor: 'Only the person who asked can mark their request solved.',
  notYours: 'Only the person who asked, or an admin, can delete a request.',
  answerNotFound: 'This answer does not exist, or was deleted.',
  notAnswerAuthor: 'Only the person who wrote an answer can edit it.',
  answerNotYours: 'Only the person who wrote an answer, or an admin, can delete it.',
} as const;

/**
 * Async standups: their limits, defaults and messages (docs/product.md#standups, decision 038), apart
 * from their zod rules (standup-rules.ts): the API's error table imports these, and with them no form code.
 */
export const STANDUP_QUESTION_KINDS = ['done', 'next', 'blocked', 'other'] as const;
export type StandupQuestionKind = (typeof STANDUP_QUESTION_KINDS)[number];

export const STANDUP_QUESTIONS_MIN = 1;
export const STANDUP_QUESTIONS_MAX = 5;
export const STANDUP_QUESTION_MAX = 120;
/** One answer's text. */
export const STANDUP_ANSWER_MAX = 1000;
/** Weeks of the participation figure. */
export const STANDUP_PARTICIPATION_WEEKS = 12;

export const DEFAULT_STANDUP_QUESTIONS: readonly { text: string; kind: StandupQuestionKind }[] = [
  { text: 'What did you get done?', kind: 'done' },
  { text: 'What is next?', kind: 'next' },
  { text: 'Anything blocking you?', kind: 'blocked' },
];
/** ISO weekdays, Monday to Friday. */
export const DEFAULT_STANDUP_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];
export const DEFAULT_STANDUP_DIGEST_TIME = '16:00';

export const standupMessages = {
  teamNotFound: 'Team not found.',
  notMember: 'Only the team’s members read and answer its standup.',
  notLead: 'Only the team’s leads change its standup.',
  questionsCount: `A standup has from ${STANDUP_QUESTIONS_MIN} to ${STANDUP_QUESTIONS_MAX} questions`,
  questionRequired: 'Question is required',
  questionTooLong: `Question must be at most ${STANDUP_QUESTION_MAX} characters`,
  questionControls: 'Question cannot contain control characters',
  kindInvalid: 'Kind must be done, next, blocked or other',
  weekdaysInvalid: 'Days must be from 1 (Monday) to 7 (Sunday), at least one, each once',
  digestTimeInvalid: 'Digest time must be HH:MM, from 00:00 to 23:59',
  pausedInvalid: 'Paused must be true or false',
  answersCount: 'Send one answer per question of today’s standup',
  answerTooLong: `An answer must be at most ${STANDUP_ANSWER_MAX} characters`,
  answerControls: 'An answer cannot contain control characters',
  answerEmpty: 'Answer at least one question',
  dayInvalid: 'Day must be a date, YYYY-MM-DD, not after today',
} as const;

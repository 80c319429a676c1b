import { JOURNAL_ENTRY_MAX } from './learning-messages';
import { JOURNAL_ENTRIES_MAX } from './limits';

/**
 * The reflection journal (decision 040, slice 2): its prompts, numbers and words, apart from its zod
 * rules (journal-rules.ts). No zod here: the tab's texts load these.
 */

/** A page of entries, by default and at most. */
export const JOURNAL_PAGE_DEFAULT = 20;
export const JOURNAL_PAGE_MAX = 50;
/** The search box's text: a few words. */
export const JOURNAL_SEARCH_MAX = 100;

/**
 * The prompts, one a week by the ISO week number (week 1 asks the first, week 13 the first again).
 * Questions to think with, never a test: a person may also write freely.
 */
export const JOURNAL_PROMPTS = [
  'What gave you energy this week, and what drained it?',
  'What is a piece of feedback you received recently, and what will you do with it?',
  'What do you want to learn next, and why now?',
  'When did you feel most like yourself at work this week?',
  'What is something you did better this month than a month ago?',
  'What did you avoid this week, and what would it take to face it?',
  'Who helped you lately, and have you told them?',
  'What surprised you this week, and what does it tell you?',
  'If this week repeated itself for a year, where would you end up?',
  'What is one thing you would do differently if you started this week again?',
  'What are you proud of that nobody else noticed?',
  'What question are you carrying that no one has answered yet?',
] as const;

/** The ISO 8601 week number (1 to 53) of a day, YYYY-MM-DD: the week of its Thursday's year. */
export function isoWeekNumber(day: string): number {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay() === 0 ? 7 : date.getUTCDay();
  const thursday = new Date(date.getTime() + (4 - weekday) * 86_400_000);
  const firstOfYear = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - firstOfYear) / 86_400_000 / 7) + 1;
}

/** The prompt of the week a day falls in. */
export const promptOfWeek = (day: string) =>
  JOURNAL_PROMPTS[(isoWeekNumber(day) - 1) % JOURNAL_PROMPTS.length]!;

export const journalMessages = {
  entryNotFound: 'Journal entry not found.',
  bodyRequired: 'Write something first',
  bodyTooLong: `An entry must be at most ${JOURNAL_ENTRY_MAX.toLocaleString('en')} characters`,
  bodyControls: 'An entry must not contain control characters',
  answersPromptInvalid: 'answersPrompt must be true or false',
  searchTooLong: `Search for at most ${JOURNAL_SEARCH_MAX} characters`,
  limitInvalid: `Limit must be a whole number from 1 to ${JOURNAL_PAGE_MAX}`,
  cursorInvalid: 'Cursor is not valid',
  entriesLimit: `Your journal holds at most ${JOURNAL_ENTRIES_MAX.toLocaleString('en')} entries. Delete an old one first.`,
} as const;

/**
 * Focus blocks and habits (decision 038, slice 3): their limits and messages, apart from their zod
 * rules (focus-rules.ts): the API's error table imports these, and with them no form code.
 */

/** A focus block's length, in minutes: a quarter of an hour to a working day. */
export const FOCUS_MINUTES_MIN = 15;
export const FOCUS_MINUTES_MAX = 480;
export const FOCUS_PURPOSE_MAX = 120;
/** How far ahead a block may be planned, and how far back one may still be added (a forgotten one). */
export const FOCUS_DAYS_AHEAD_MAX = 366;
export const FOCUS_DAYS_BACK_MAX = 7;
/** The widest range one read answers: a planner shows two weeks, the figures a quarter. */
export const FOCUS_RANGE_MAX_DAYS = 93;
/** How many weeks back the calendar feed carries blocks; every future one is in it. */
export const FOCUS_FEED_WEEKS_BACK = 4;

export const HABIT_NAME_MAX = 80;
export const HABIT_PER_WEEK_MIN = 1;
export const HABIT_PER_WEEK_MAX = 7;
/** A habit's record: the share of its weeks met, over this many weeks at most. */
export const HABIT_RECORD_WEEKS = 12;
/** How many days back a day may still be ticked or unticked: a forgotten tick is not lost. */
export const HABIT_TICK_DAYS_BACK = 6;

import { FOCUS_BLOCKS_PER_WEEK_MAX, HABITS_MAX, HABITS_TOTAL_MAX } from './limits';

export const focusMessages = {
  blockNotFound: 'Focus block not found.',
  dayInvalid: 'Day must be a date, YYYY-MM-DD',
  dayTooFar: `Focus blocks can be planned at most ${FOCUS_DAYS_AHEAD_MAX} days ahead`,
  dayTooOld: `Focus blocks can be added at most ${FOCUS_DAYS_BACK_MAX} days back`,
  startInvalid: 'Start must be a time, HH:MM, from 00:00 to 23:59',
  minutesInvalid: `Length must be a whole number of minutes from ${FOCUS_MINUTES_MIN} to ${FOCUS_MINUTES_MAX}`,
  purposeRequired: 'What the block is for is required',
  purposeTooLong: `What the block is for must be at most ${FOCUS_PURPOSE_MAX} characters`,
  purposeControls: 'What the block is for cannot contain control characters',
  keptInvalid: 'Kept must be true, false or null',
  keptTooEarly: 'You can say whether a block was kept once it has started.',
  rangeInvalid: `The range must run forwards and span at most ${FOCUS_RANGE_MAX_DAYS} days`,
  weekInvalid: 'Week must be the Monday it starts on, YYYY-MM-DD',
  weekTooOld: 'Blocks can be copied into this week or a later one.',
  nothingToCopy: 'The week before has no focus blocks to copy.',
  habitNotFound: 'Habit not found.',
  nameRequired: 'Habit name is required',
  nameTooLong: `Habit name must be at most ${HABIT_NAME_MAX} characters`,
  nameControls: 'Habit name cannot contain control characters',
  perWeekInvalid: `Days a week must be a whole number from ${HABIT_PER_WEEK_MIN} to ${HABIT_PER_WEEK_MAX}`,
  archivedInvalid: 'Archived must be true or false',
  tickDayInvalid: `Only today and the ${HABIT_TICK_DAYS_BACK} days before can be ticked`,
  habitArchived: 'This habit is archived: restore it to tick it.',
  blocksLimit: `A week can hold at most ${FOCUS_BLOCKS_PER_WEEK_MAX} focus blocks. Delete one first.`,
  habitsLimit: `You can keep at most ${HABITS_MAX} habits at once. Archive one first.`,
  habitsTotalLimit: `You can have at most ${HABITS_TOTAL_MAX} habits, archived ones included. Delete an archived one first.`,
} as const;

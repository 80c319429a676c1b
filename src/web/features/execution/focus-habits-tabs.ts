/**
 * The Focus and Habits tabs, one chunk for both (they share their hooks, words and rules): loaded
 * when either opens, and with their parts of the Today tab (which loads them after the day itself).
 */
export { FocusTab } from './focus/focus-tab';
export { FocusToday } from './focus/focus-today';
export { HabitsTab } from './habits/habits-tab';
export { HabitsToday } from './habits/habits-today';

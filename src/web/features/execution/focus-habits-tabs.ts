/**
 * The Focus and Habits tabs, one chunk for both (they share their hooks, words and rules): loaded
 * when either opens. Their Today parts are `focus/focus-today.tsx` and `habits/habits-today.tsx`.
 */
export { FocusTab } from './focus/focus-tab';
export { HabitsTab } from './habits/habits-tab';

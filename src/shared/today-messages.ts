import { DAY_CLOSE_FIELD_MAX, DAY_ITEM_MAX } from './limits';

/** The API error table's two messages, apart: the table is on every page, the rest of the words are not. */
export const dayItemPulledMessage = 'This is already on today’s plan.';
export const dayNotClosableMessage = 'Only today or the last working day can be closed.';

/** Today and the day close (decision 038, slice 1): the API's and the forms' words. */
export const todayMessages = {
  itemNotFound: 'Item not found.',
  closeNotFound: 'This day cannot be closed now.',
  textRequired: 'Write what you plan to do',
  textTooLong: `An item must be at most ${DAY_ITEM_MAX} characters`,
  textControls: 'An item must not contain control characters',
  oneSource: 'An item is a text or one link: a key result, a goal, an action item or a growth item',
  sourceNotFound: 'This is not one of your open key results, goals, action items or growth items.',
  alreadyPulled: dayItemPulledMessage,
  linkedText: 'A pulled item keeps its link’s words',
  moveInvalid: 'Move must be up or down',
  doneInvalid: 'Done must be true or false',
  oneThingInvalid: 'The one thing must be true or false',
  fieldTooLong: `Each part of a close must be at most ${DAY_CLOSE_FIELD_MAX} characters`,
  fieldControls: 'A close must not contain control characters',
  dayInvalid: 'Day must be a date, YYYY-MM-DD',
  dayClosed: dayNotClosableMessage,
} as const;

/** How an item moves in the day's order. */
export const DAY_ITEM_MOVES = ['up', 'down'] as const;
export type DayItemMove = (typeof DAY_ITEM_MOVES)[number];

/** What a pulled item links to. */
export const DAY_ITEM_SOURCES = ['key_result', 'goal', 'action_item', 'growth_item'] as const;
export type DayItemSource = (typeof DAY_ITEM_SOURCES)[number];

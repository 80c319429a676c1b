import { GROWTH_ITEM_TITLE_MAX, TIP_MAX } from './learning-messages';
import { GROWTH_ITEMS_OPEN_MAX } from './limits';

/**
 * The growth plan and the weekly tips (decision 040, slice 2): their words, apart from their zod rules
 * (growth-rules.ts): the API's error table and the server import these, and with them no form code.
 */

/** The error table's message for a growth item already on a 1:1's next agenda (spelled there too). */
export const growthItemOnAgendaMessage = 'This is already on the agenda of that 1:1’s next meeting.';

export const growthMessages = {
  itemNotFound: 'Growth item not found.',
  planNotFound: 'Growth plan not found.',
  kindInvalid: 'Kind must be learn, practise, ship or read',
  titleRequired: 'Write what you want to learn, practise, ship or read',
  titleTooLong: `A growth item must be at most ${GROWTH_ITEM_TITLE_MAX} characters`,
  titleControls: 'A growth item must not contain control characters',
  dueOnInvalid: 'Due day must be a date, YYYY-MM-DD',
  competencyNotFound: 'This competency is not one of your track’s.',
  goalNotFound: 'This goal is not one you can see.',
  resourceNotFound: 'This resource is not in your company’s library.',
  doneInvalid: 'Done must be true or false',
  itemsLimit: `You can keep at most ${GROWTH_ITEMS_OPEN_MAX} open growth items. Finish or delete one first.`,
  oneOnOneNotFound: '1:1 not found.',
  onAgenda: growthItemOnAgendaMessage,
  tipTextRequired: 'Write the tip',
  tipTooLong: `A tip must be at most ${TIP_MAX} characters`,
  tipControls: 'A tip must not contain control characters',
  tipNotFound: 'Tip not found.',
  tipCompetencyNotFound: 'Competency not found.',
  trackNotFound: 'Track not found.',
  weekInvalid: 'Week must be the Monday it starts on, YYYY-MM-DD',
  tipWriters: 'Only admins and team leads write the weekly tips.',
} as const;

/** The plan shows every open item and this many of the latest done: a year of done items is history, not a plan. */
export const GROWTH_DONE_SHOWN = 50;
/** The pickers of the item dialog offer at most this many goals, and as many library resources, the newest first. */
export const GROWTH_CHOICES_MAX = 200;

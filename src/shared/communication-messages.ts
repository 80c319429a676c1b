/**
 * 1:1s: their cadences, limits and messages (docs/product.md#1-1s, decision 037), apart from their zod
 * rules (communication-rules.ts): the API's error table imports these, and with them no form code.
 */
export const ONE_ON_ONE_STATUSES = ['proposed', 'active', 'ended'] as const;
export type OneOnOneStatus = (typeof ONE_ON_ONE_STATUSES)[number];

/** Monthly: the same weekday, the first on or after the same date of the next month. */
export const ONE_ON_ONE_CADENCES = ['weekly', 'biweekly', 'monthly'] as const;
export type OneOnOneCadence = (typeof ONE_ON_ONE_CADENCES)[number];

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAY_MIN = 1;
export const WEEKDAY_MAX = 7;

export const AGENDA_POINT_MAX = 500;
export const ONE_ON_ONE_NOTE_MAX = 5000;
export const ACTION_ITEM_MAX = 500;
/** The most points one reorder names: far more than a meeting's agenda holds. */
export const AGENDA_ORDER_MAX = 500;
export const MEETINGS_PAGE_DEFAULT = 10;
export const MEETINGS_PAGE_MAX = 50;

export const oneOnOneMessages = {
  notFound: '1:1 not found.',
  meetingNotFound: 'Meeting not found.',
  pointNotFound: 'Agenda point not found.',
  actionItemNotFound: 'Action item not found.',
  partnerNotFound: 'Person not found in your company.',
  withYourself: 'A 1:1 needs two people.',
  exists: 'You already have a 1:1 with this person.',
  notProposed: 'This 1:1 is not waiting for an answer.',
  notYours: 'Only the person asked can accept or decline this 1:1.',
  notActive: 'This 1:1 is not active.',
  alreadyHeld: 'This meeting is already held.',
  cadenceInvalid: 'Cadence must be weekly, biweekly or monthly',
  weekdayInvalid: `Weekday must be a whole number from ${WEEKDAY_MIN} (Monday) to ${WEEKDAY_MAX} (Sunday)`,
  localTimeInvalid: 'Time must be HH:MM, from 00:00 to 23:59',
  startsOnInvalid: 'Start day must be a date, YYYY-MM-DD',
  pointRequired: 'Agenda point is required',
  pointTooLong: `Agenda point must be at most ${AGENDA_POINT_MAX} characters`,
  pointControls: 'Agenda point must not contain control characters',
  noteTooLong: `Notes must be at most ${ONE_ON_ONE_NOTE_MAX} characters`,
  noteControls: 'Notes must not contain control characters',
  orderInvalid: 'The order must name every point of the meeting once',
  itemRequired: 'Action item is required',
  itemTooLong: `Action item must be at most ${ACTION_ITEM_MAX} characters`,
  itemControls: 'Action item must not contain control characters',
  ownerInvalid: 'The owner must be one of the two people of the 1:1',
  goalNotFound: 'Goal not found.',
  dueOnInvalid: 'Due day must be a date, YYYY-MM-DD',
  cursorInvalid: 'This page link is not valid',
  limitInvalid: `Limit must be a whole number from 1 to ${MEETINGS_PAGE_MAX}`,
} as const;

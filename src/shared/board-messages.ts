import { BOARD_CARDS_MAX, BOARD_COLUMNS_MAX } from './limits';

/**
 * A team's board (decision 038, slice 4): its sizes and messages, apart from its zod rules
 * (board-rules.ts): the API's error table imports these, and with them no form code.
 */
export const BOARD_COLUMN_NAME_MAX = 40;
export const BOARD_CARD_TITLE_MAX = 200;
/** A card that reached the board's last column leaves the board this many days later (archived, not deleted). */
export const BOARD_ARCHIVE_AFTER_DAYS = 14;
/** The columns a board starts with, in order: the last one is where cards are done. */
export const BOARD_DEFAULT_COLUMNS = ['To do', 'Doing', 'Done'] as const;
export const BOARD_EVENT_KINDS = ['created', 'moved', 'edited', 'assigned'] as const;
export type BoardEventKind = (typeof BOARD_EVENT_KINDS)[number];
/** A card's history in one answer: far more than a card lives through. */
export const BOARD_HISTORY_MAX = 200;

export const boardMessages = {
  teamNotFound: 'Team not found.',
  columnNotFound: 'Column not found.',
  cardNotFound: 'Card not found.',
  membersOnly: 'Only the team’s members see and change its board.',
  leadsOnly: 'Only the team’s leads change its columns.',
  columnNotEmpty: 'Move or delete this column’s cards first.',
  cardsLimit: `A board holds at most ${BOARD_CARDS_MAX} cards. Delete some, or let done ones be archived.`,
  columnsLimit: `A board has at most ${BOARD_COLUMNS_MAX} columns.`,
  lastColumn: 'A board keeps at least one column.',
  columnNameRequired: 'Column name is required',
  columnNameTooLong: `Column name must be at most ${BOARD_COLUMN_NAME_MAX} characters`,
  columnNameControls: 'Column name cannot contain control characters',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${BOARD_CARD_TITLE_MAX} characters`,
  titleControls: 'Title cannot contain control characters',
  ownerNotMember: 'The owner must be a member of the team.',
  ownerInvalid: 'Owner not found.',
  dueOnInvalid: 'Due day must be a date, YYYY-MM-DD',
  keyResultInvalid: 'Key result not found among the team’s goals.',
  orderInvalid: 'Name every column once, in the new order.',
  beforeCardInvalid: 'The card to move before is not in that column.',
} as const;

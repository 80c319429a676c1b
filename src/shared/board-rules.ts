import { z } from 'zod/mini';
import { BOARD_CARD_TITLE_MAX, BOARD_COLUMN_NAME_MAX, boardMessages as m } from './board-messages';
import { BOARD_COLUMNS_MAX } from './limits';
import { dayField, requiredText } from './schemas';

/** A team's board: bodies of its columns and cards (decision 038), the forms' rules, checked again by the server. */

const uuidOf = (message: string) => z.string({ error: message }).check(z.uuid({ error: message }));

const columnName = requiredText({
  shape: 'line',
  max: BOARD_COLUMN_NAME_MAX,
  required: m.columnNameRequired,
  tooLong: m.columnNameTooLong,
  controls: m.columnNameControls,
});

const cardTitle = requiredText({
  shape: 'line',
  max: BOARD_CARD_TITLE_MAX,
  required: m.titleRequired,
  tooLong: m.titleTooLong,
  controls: m.titleControls,
});

export const columnSchema = z.object({ name: columnName });
export type ColumnInput = z.input<typeof columnSchema>;

/** Every column of the board, once, in the new order. */
export const orderColumnsSchema = z.object({
  columnIds: z
    .array(uuidOf(m.orderInvalid), { error: m.orderInvalid })
    .check(
      z.minLength(1, { error: m.orderInvalid }),
      z.maxLength(BOARD_COLUMNS_MAX, { error: m.orderInvalid }),
    ),
});

/** Optional fields: null clears them, missing leaves them as they are. */
const cardFields = {
  ownerId: z.optional(z.nullable(uuidOf(m.ownerInvalid))),
  dueOn: z.optional(z.nullable(dayField(m.dueOnInvalid))),
  keyResultId: z.optional(z.nullable(uuidOf(m.keyResultInvalid))),
};

export const createCardSchema = z.object({
  columnId: uuidOf(m.columnNotFound),
  title: cardTitle,
  ...cardFields,
});
export type CreateCardInput = z.input<typeof createCardSchema>;

export const updateCardSchema = z.object({ title: z.optional(cardTitle), ...cardFields });
export type UpdateCardInput = z.input<typeof updateCardSchema>;

/** Where a card goes: a column, before one of its cards, or at its end when `beforeCardId` is null. */
export const moveCardSchema = z.object({
  columnId: uuidOf(m.columnNotFound),
  beforeCardId: z.nullable(uuidOf(m.beforeCardInvalid)),
});
export type MoveCardInput = z.input<typeof moveCardSchema>;

import { z } from 'zod/mini';
import { DAY_CLOSE_FIELD_MAX, DAY_ITEM_MAX } from './limits';
import { dayField, optionalText, requiredText } from './schemas';
import { DAY_ITEM_MOVES, todayMessages as m } from './today-messages';

/** Today's bodies (decision 038, slice 1): the forms' rules, checked again by the server. */

const uuidOf = (message: string) => z.string({ error: message }).check(z.uuid({ error: message }));

export const dayItemText = requiredText({
  shape: 'line',
  max: DAY_ITEM_MAX,
  required: m.textRequired,
  tooLong: m.textTooLong,
  controls: m.textControls,
});

/**
 * A new item of today: a text typed, or one link pulled (its title becomes the item's text). Exactly
 * one of the five.
 */
export const createDayItemSchema = z
  .object({
    text: z.optional(dayItemText),
    keyResultId: z.optional(uuidOf(m.sourceNotFound)),
    goalId: z.optional(uuidOf(m.sourceNotFound)),
    actionItemId: z.optional(uuidOf(m.sourceNotFound)),
    growthItemId: z.optional(uuidOf(m.sourceNotFound)),
  })
  .check(
    z.refine(
      (input) =>
        [input.text, input.keyResultId, input.goalId, input.actionItemId, input.growthItemId].filter(
          (v) => v !== undefined,
        ).length === 1,
      { error: m.oneSource },
    ),
  );
export type CreateDayItemInput = z.input<typeof createDayItemSchema>;

/** An item's change: its text, done or not, the one thing or not, or a move up or down. */
export const updateDayItemSchema = z.object({
  text: z.optional(dayItemText),
  done: z.optional(z.boolean({ error: m.doneInvalid })),
  oneThing: z.optional(z.boolean({ error: m.oneThingInvalid })),
  move: z.optional(z.enum(DAY_ITEM_MOVES, { error: m.moveInvalid })),
});
export type UpdateDayItemInput = z.input<typeof updateDayItemSchema>;

const closeField = optionalText({
  shape: 'lines',
  max: DAY_CLOSE_FIELD_MAX,
  tooLong: m.fieldTooLong,
  controls: m.fieldControls,
});

/** A day's close: what got done, what is next, what is blocked, a note; each may be blank. */
export const dayCloseSchema = z.object({
  done: closeField,
  next: closeField,
  blocked: closeField,
  note: closeField,
});
export type DayCloseInput = z.input<typeof dayCloseSchema>;

export const closeDayParam = dayField(m.dayInvalid);

import { z } from 'zod/mini';
import {
  ACTION_ITEM_MAX,
  AGENDA_ORDER_MAX,
  AGENDA_POINT_MAX,
  MEETINGS_PAGE_DEFAULT,
  MEETINGS_PAGE_MAX,
  ONE_ON_ONE_CADENCES,
  ONE_ON_ONE_NOTE_MAX,
  oneOnOneMessages as m,
  WEEKDAY_MAX,
  WEEKDAY_MIN,
} from './communication-messages';
import { isCursor } from './page-cursor';
import { dayField, optionalText, requiredText } from './schemas';

/** 1:1s' bodies and queries (decision 037): the forms' rules, checked again by the server. */

const uuidOf = (message: string) => z.string({ error: message }).check(z.uuid({ error: message }));

const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const createOneOnOneSchema = z.object({
  partnerId: uuidOf(m.partnerNotFound),
  cadence: z.enum(ONE_ON_ONE_CADENCES, { error: m.cadenceInvalid }),
  weekday: z.number({ error: m.weekdayInvalid }).check(
    z.refine((value: number) => Number.isSafeInteger(value) && value >= WEEKDAY_MIN && value <= WEEKDAY_MAX, {
      error: m.weekdayInvalid,
    }),
  ),
  localTime: z
    .string({ error: m.localTimeInvalid })
    .check(z.regex(LOCAL_TIME, { error: m.localTimeInvalid })),
  startsOn: dayField(m.startsOnInvalid),
});
export type CreateOneOnOneInput = z.input<typeof createOneOnOneSchema>;

const pointText = requiredText({
  shape: 'lines',
  max: AGENDA_POINT_MAX,
  required: m.pointRequired,
  tooLong: m.pointTooLong,
  controls: m.pointControls,
});

/** A point may be made from a goal both people may see (one click on an off-track goal's page). */
export const createPointSchema = z.object({
  text: pointText,
  goalId: z.optional(z.nullable(uuidOf(m.goalNotFound))),
});

/** A point's text, or its tick: true ticks it, false unticks it. */
export const updatePointSchema = z.object({
  text: z.optional(pointText),
  ticked: z.optional(z.boolean({ error: m.pointRequired })),
});

/** Every point of the next meeting, once, in the new order. */
export const orderPointsSchema = z.object({
  pointIds: z
    .array(uuidOf(m.orderInvalid), { error: m.orderInvalid })
    .check(z.maxLength(AGENDA_ORDER_MAX, { error: m.orderInvalid })),
});

/** Notes sent blank are cleared. */
export const putNoteSchema = z.object({
  body: optionalText({
    shape: 'lines',
    max: ONE_ON_ONE_NOTE_MAX,
    tooLong: m.noteTooLong,
    controls: m.noteControls,
  }),
});

const itemText = requiredText({
  shape: 'lines',
  max: ACTION_ITEM_MAX,
  required: m.itemRequired,
  tooLong: m.itemTooLong,
  controls: m.itemControls,
});

export const createActionItemSchema = z.object({
  oneOnOneId: uuidOf(m.notFound),
  ownerId: uuidOf(m.ownerInvalid),
  text: itemText,
  dueOn: z.optional(z.nullable(dayField(m.dueOnInvalid))),
  goalId: z.optional(z.nullable(uuidOf(m.goalNotFound))),
});

export const updateActionItemSchema = z.object({
  text: z.optional(itemText),
  ownerId: z.optional(uuidOf(m.ownerInvalid)),
  dueOn: z.optional(z.nullable(dayField(m.dueOnInvalid))),
  done: z.optional(z.boolean({ error: m.itemRequired })),
});

export const meetingsQuerySchema = z.object({
  limit: z._default(
    z.coerce.number({ error: m.limitInvalid }).check(
      z.refine((value: number) => Number.isSafeInteger(value) && value >= 1 && value <= MEETINGS_PAGE_MAX, {
        error: m.limitInvalid,
      }),
    ),
    MEETINGS_PAGE_DEFAULT,
  ),
  cursor: z.optional(
    z.string({ error: m.cursorInvalid }).check(z.refine(isCursor, { error: m.cursorInvalid })),
  ),
});

import { z } from 'zod/mini';
import {
  FOCUS_MINUTES_MAX,
  FOCUS_MINUTES_MIN,
  FOCUS_PURPOSE_MAX,
  focusMessages as m,
  HABIT_NAME_MAX,
  HABIT_PER_WEEK_MAX,
  HABIT_PER_WEEK_MIN,
} from './focus-messages';
import { dayField, requiredText } from './schemas';
import { isoWeekday } from './weeks';

/** Focus blocks' and habits' bodies and queries (decision 038): the forms' rules, checked again by the server. */

const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const wholeBetween = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(
    z.refine((value: number) => Number.isSafeInteger(value) && value >= min && value <= max, {
      error: message,
    }),
  );

const startTime = z.string({ error: m.startInvalid }).check(z.regex(LOCAL_TIME, { error: m.startInvalid }));
const minutes = wholeBetween(FOCUS_MINUTES_MIN, FOCUS_MINUTES_MAX, m.minutesInvalid);
const purpose = requiredText({
  shape: 'line',
  max: FOCUS_PURPOSE_MAX,
  required: m.purposeRequired,
  tooLong: m.purposeTooLong,
  controls: m.purposeControls,
});

/** A block: its day and start in the company's time zone, its length and what it is for. */
export const createFocusBlockSchema = z.object({
  day: dayField(m.dayInvalid),
  startTime,
  minutes,
  purpose,
});
export type CreateFocusBlockInput = z.input<typeof createFocusBlockSchema>;

/** Any of a block's fields; `kept` once it has started: true, false, or null to take the answer back. */
export const updateFocusBlockSchema = z.object({
  day: z.optional(dayField(m.dayInvalid)),
  startTime: z.optional(startTime),
  minutes: z.optional(minutes),
  purpose: z.optional(purpose),
  kept: z.optional(z.nullable(z.boolean({ error: m.keptInvalid }))),
});
export type UpdateFocusBlockInput = z.input<typeof updateFocusBlockSchema>;

/** The days a read covers, both included; by default this week and the next. */
export const focusRangeQuerySchema = z.object({
  from: z.optional(dayField(m.dayInvalid)),
  to: z.optional(dayField(m.dayInvalid)),
});

/** Copies the week before `week` (a Monday) into it. */
export const copyWeekSchema = z.object({
  week: dayField(m.weekInvalid).check(
    z.refine((value: string) => isoWeekday(value) === 1, { error: m.weekInvalid, abort: true }),
  ),
});

const habitName = requiredText({
  shape: 'line',
  max: HABIT_NAME_MAX,
  required: m.nameRequired,
  tooLong: m.nameTooLong,
  controls: m.nameControls,
});
const perWeek = wholeBetween(HABIT_PER_WEEK_MIN, HABIT_PER_WEEK_MAX, m.perWeekInvalid);

export const createHabitSchema = z.object({ name: habitName, perWeek });
export type CreateHabitInput = z.input<typeof createHabitSchema>;

/** A habit's name, target, or archiving (true) and restoring (false). */
export const updateHabitSchema = z.object({
  name: z.optional(habitName),
  perWeek: z.optional(perWeek),
  archived: z.optional(z.boolean({ error: m.archivedInvalid })),
});
export type UpdateHabitInput = z.input<typeof updateHabitSchema>;

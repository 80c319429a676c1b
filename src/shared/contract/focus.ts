import { z } from 'zod/mini';
import { focusMessages as m } from '../focus-messages';
import {
  copyWeekSchema,
  createFocusBlockSchema,
  createHabitSchema,
  focusRangeQuerySchema,
  updateFocusBlockSchema,
  updateHabitSchema,
} from '../focus-rules';
import { dayField } from '../schemas';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

/**
 * Focus blocks and habits (decision 038, slice 3): level 1, read and written by their person alone,
 * through every endpoint; no path names anyone else, and another person's row is not found.
 */

// ---- Answers ------------------------------------------------------------------------------------

export const focusBlockSchema = z.object({
  id: z.string(),
  /** The day and start, HH:MM, in the company's time zone. */
  day: z.string(),
  startTime: z.string(),
  minutes: z.number(),
  purpose: z.string(),
  /** Null until the person says; only once the block has started. */
  kept: z.nullable(z.boolean()),
  /** Whether the block has started, by the company's clock: when "kept" may be answered. */
  started: z.boolean(),
});

export const habitSchema = z.object({
  id: z.string(),
  name: z.string(),
  perWeek: z.number(),
  createdAt: z.string(),
  archivedAt: z.nullable(z.string()),
  /** The days ticked this week and the last few days (today and HABIT_TICK_DAYS_BACK before it). */
  recentTicks: z.array(z.string()),
  /** Days ticked this week, Monday to today. */
  thisWeek: z.number(),
  /** Of its weeks counted (at most 12, none before it was made, this one once met), those met. */
  weeksMet: z.number(),
  weeksCounted: z.number(),
});

/** The company's clock, which days and times are in. */
const clockSchema = { today: z.string(), timeZone: z.string() };

const blockParams = z.object({ id: idParam(m.blockNotFound) });
const habitParams = z.object({ id: idParam(m.habitNotFound) });
const tickParams = z.object({ id: idParam(m.habitNotFound), day: dayField(m.tickDayInvalid) });

// ---- Focus blocks -------------------------------------------------------------------------------

export const listFocusBlocks = endpoint({
  method: 'GET',
  path: '/api/focus-blocks',
  summary: `The caller’s focus blocks from \`from\` to \`to\` (both included, at most 93 days; by default this week and the next), by day and start, with the company’s today and time zone.`,
  access: 'member of a company',
  query: focusRangeQuerySchema,
  status: 200,
  response: z.object({ items: z.array(focusBlockSchema), ...clockSchema }),
  errors: [...signedInErrors, 'validation_failed', 'forbidden'],
});

export const createFocusBlock = endpoint({
  method: 'POST',
  path: '/api/focus-blocks',
  summary:
    'Plans a focus block for the caller: a day (a week back to a year ahead), a start, 15 to 480 minutes, what for. At most 40 a week.',
  access: 'member of a company',
  body: createFocusBlockSchema,
  status: 201,
  response: z.object({ block: focusBlockSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'limit_reached'],
});

export const copyFocusWeek = endpoint({
  method: 'POST',
  path: '/api/focus-blocks/copy-week',
  summary:
    'Copies the caller’s blocks of the week before `week` (a Monday, this week or later) into it, each on the same weekday and time; a block already there at the same day and start is not copied twice.',
  access: 'member of a company',
  body: copyWeekSchema,
  status: 201,
  response: z.object({ items: z.array(focusBlockSchema) }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'limit_reached'],
});

export const updateFocusBlock = endpoint({
  method: 'PATCH',
  path: '/api/focus-blocks/:id',
  params: blockParams,
  summary: 'Changes a block’s day, start, length or purpose, or says whether it was kept (once started).',
  access: 'the person of the focus block',
  body: updateFocusBlockSchema,
  status: 200,
  response: z.object({ block: focusBlockSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'limit_reached'],
});

export const deleteFocusBlock = endpoint({
  method: 'DELETE',
  path: '/api/focus-blocks/:id',
  params: blockParams,
  summary: 'Deletes one of the caller’s focus blocks.',
  access: 'the person of the focus block',
  status: 204,
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

// ---- Habits -------------------------------------------------------------------------------------

export const listHabits = endpoint({
  method: 'GET',
  path: '/api/habits',
  summary:
    'The caller’s habits, live ones first then archived, each with this week’s ticked days and its record: the weeks met of its last 12 (never a streak).',
  access: 'member of a company',
  status: 200,
  response: z.object({ habits: z.array(habitSchema), ...clockSchema }),
  errors: [...signedInErrors, 'forbidden'],
});

export const createHabit = endpoint({
  method: 'POST',
  path: '/api/habits',
  summary: 'Starts a habit: a name and a target of 1 to 7 days a week. At most 20 live habits.',
  access: 'member of a company',
  body: createHabitSchema,
  status: 201,
  response: z.object({ habit: habitSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'limit_reached'],
});

export const updateHabit = endpoint({
  method: 'PATCH',
  path: '/api/habits/:id',
  params: habitParams,
  summary: 'Renames a habit, changes its target, archives it (`archived: true`) or restores it.',
  access: 'the person of the habit',
  body: updateHabitSchema,
  status: 200,
  response: z.object({ habit: habitSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'limit_reached'],
});

export const deleteHabit = endpoint({
  method: 'DELETE',
  path: '/api/habits/:id',
  params: habitParams,
  summary: 'Deletes a habit and its ticks for good (archiving keeps them).',
  access: 'the person of the habit',
  status: 204,
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export const tickHabit = endpoint({
  method: 'PUT',
  path: '/api/habits/:id/ticks/:day',
  params: tickParams,
  summary: 'Marks a day done (today or one of the 6 days before, company time); done twice is done once.',
  access: 'the person of the habit',
  status: 200,
  response: z.object({ habit: habitSchema }),
  errors: [...signedInErrors, 'validation_failed', 'forbidden', 'not_found', 'habit_archived'],
});

export const untickHabit = endpoint({
  method: 'DELETE',
  path: '/api/habits/:id/ticks/:day',
  params: tickParams,
  summary: 'Takes a day’s tick back (today or one of the 6 days before); done when there was none.',
  access: 'the person of the habit',
  status: 200,
  response: z.object({ habit: habitSchema }),
  errors: [...signedInErrors, 'validation_failed', 'forbidden', 'not_found', 'habit_archived'],
});

export type FocusBlock = z.output<typeof focusBlockSchema>;
export type Habit = z.output<typeof habitSchema>;

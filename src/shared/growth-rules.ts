import { z } from 'zod/mini';
import { growthMessages as m } from './growth-messages';
import { GROWTH_ITEM_KINDS, GROWTH_ITEM_TITLE_MAX, TIP_MAX } from './learning-messages';
import { dayField, requiredText } from './schemas';
import { isoWeekday } from './weeks';

/** The growth plan's and the weekly tips' bodies and queries (decision 040): the forms' rules, checked again by the server. */

const uuidOf = (message: string) => z.string({ error: message }).check(z.uuid({ error: message }));

const kind = z.enum(GROWTH_ITEM_KINDS, { error: m.kindInvalid });
const title = requiredText({
  shape: 'line',
  max: GROWTH_ITEM_TITLE_MAX,
  required: m.titleRequired,
  tooLong: m.titleTooLong,
  controls: m.titleControls,
});

/** Null takes a link (or the due day) away; the form sends null for a field left empty. */
const links = {
  dueOn: z.optional(z.nullable(dayField(m.dueOnInvalid))),
  competencyId: z.optional(z.nullable(uuidOf(m.competencyNotFound))),
  goalId: z.optional(z.nullable(uuidOf(m.goalNotFound))),
  resourceId: z.optional(z.nullable(uuidOf(m.resourceNotFound))),
};

/** A new growth item: its kind and title, and optionally a due day, a competency, a goal, a resource. */
export const createGrowthItemSchema = z.object({ kind, title, ...links });
export type CreateGrowthItemInput = z.input<typeof createGrowthItemSchema>;

/** Any of an item's fields (null takes a link away), or done / not done. */
export const updateGrowthItemSchema = z.object({
  kind: z.optional(kind),
  title: z.optional(title),
  ...links,
  done: z.optional(z.boolean({ error: m.doneInvalid })),
});
export type UpdateGrowthItemInput = z.input<typeof updateGrowthItemSchema>;

/** "Put on next 1:1": which of the person's active 1:1s. */
export const putOnAgendaSchema = z.object({ oneOnOneId: uuidOf(m.oneOnOneNotFound) });
export type PutOnAgendaInput = z.input<typeof putOnAgendaSchema>;

/** A week: the Monday it starts on. */
export const weekField = dayField(m.weekInvalid).check(
  z.refine((value: string) => isoWeekday(value) === 1, { error: m.weekInvalid, abort: true }),
);

/** The tips of a week (this one by default) for a track's competencies (the first track by default). */
export const tipsQuerySchema = z.object({
  trackId: z.optional(uuidOf(m.trackNotFound)),
  week: z.optional(weekField),
});

export const tipText = requiredText({
  shape: 'lines',
  max: TIP_MAX,
  required: m.tipTextRequired,
  tooLong: m.tipTooLong,
  controls: m.tipControls,
});

/** A competency's tip of a week, written or rewritten. */
export const putTipSchema = z.object({ text: tipText });
export type PutTipInput = z.input<typeof putTipSchema>;

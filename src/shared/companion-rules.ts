import { z } from 'zod/mini';
import { companionMessages as m, NUDGE_KINDS } from './companion-messages';

/** The companion's bodies (decision 044): the forms' rules, checked again by the server. */

const kindField = z.enum(NUDGE_KINDS, { error: m.kindInvalid });

/** POST /api/companion/dismissals: one of the caller's nudges of today, by its kind and what it is about. */
export const dismissNudgeSchema = z.object({
  kind: kindField,
  subjectId: z.string({ error: m.subjectInvalid }).check(z.uuid({ error: m.subjectInvalid })),
});
export type DismissNudgeInput = z.input<typeof dismissNudgeSchema>;

/** PUT /api/companion/muted-kinds: the kinds the caller wants no nudge of, the whole list. */
export const mutedKindsSchema = z.object({
  kinds: z
    .array(kindField, { error: m.kindInvalid })
    .check(z.maxLength(NUDGE_KINDS.length, { error: m.kindInvalid })),
});
export type MutedKindsInput = z.input<typeof mutedKindsSchema>;

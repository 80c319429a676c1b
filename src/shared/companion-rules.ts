import { z } from 'zod/mini';
import {
  ASK_HISTORY_TURNS_MAX,
  ASK_TURN_MAX,
  companionMessages as m,
  NUDGE_KINDS,
  QUESTION_MAX,
} from './companion-messages';

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

const turn = z.object({
  role: z.enum(['user', 'assistant'], { error: m.historyInvalid }),
  content: z
    .string({ error: m.historyInvalid })
    .check(z.maxLength(ASK_TURN_MAX, { error: m.historyInvalid })),
});

/**
 * POST /api/companion/ask: a question about the caller's own work, with the conversation's last turns
 * (kept in the person's browser, never on the server), which the server trims to its bound.
 */
export const askSchema = z.object({
  question: z
    .string({ error: m.questionRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: m.questionRequired }),
      z.maxLength(QUESTION_MAX, { error: m.questionTooLong }),
    ),
  history: z._default(
    z
      .array(turn, { error: m.historyInvalid })
      .check(z.maxLength(ASK_HISTORY_TURNS_MAX, { error: m.historyInvalid })),
    [],
  ),
});
export type AskInput = z.input<typeof askSchema>;

/** PUT /api/companion/model: an admin turns the model on or off for the company. */
export const companionModelSchema = z.object({
  on: z.boolean({ error: 'Choose on or off' }),
});
export type CompanionModelInput = z.input<typeof companionModelSchema>;

/** POST /api/companion/drafts: what to draft, a check-in note on a goal or kudos to a colleague. */
export const draftSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('check_in'),
      goalId: z.string({ error: m.draftSubjectInvalid }).check(z.uuid({ error: m.draftSubjectInvalid })),
    }),
    z.object({
      kind: z.literal('kudos'),
      recipientId: z.string({ error: m.draftSubjectInvalid }).check(z.uuid({ error: m.draftSubjectInvalid })),
    }),
  ],
  { error: m.draftKindInvalid },
);
export type DraftInput = z.input<typeof draftSchema>;

import { z } from 'zod/mini';
import { NUDGE_KINDS, NUDGES_PER_DAY } from '../companion-messages';
import { dismissNudgeSchema, mutedKindsSchema } from '../companion-rules';
import { endpoint } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

/**
 * The AI Companion (decision 044): the day's nudges, rules over the caller's own data decided by the
 * server (level 1: the person's alone), each dismissible and each kind mutable.
 */

const person = z.object({ id: z.string(), fullName: z.nullable(z.string()) });

/** One nudge: its kind, what it is about (`subjectId`, the row it names) and the facts its words use. */
export const nudgeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('standup_blocked'),
    subjectId: z.string(),
    team: z.object({ id: z.string(), name: z.string() }),
    person,
    day: z.string(),
  }),
  z.object({
    kind: z.literal('agenda_empty'),
    /** The meeting's id: the next meeting of the same 1:1 is another nudge. */
    subjectId: z.string(),
    oneOnOneId: z.string(),
    with: z.nullable(person),
    startsAt: z.string(),
  }),
  z.object({
    kind: z.literal('growth_due'),
    subjectId: z.string(),
    title: z.string(),
    dueOn: z.string(),
  }),
  z.object({
    kind: z.literal('key_result_off_track'),
    subjectId: z.string(),
    goal: z.object({ id: z.string(), title: z.string() }),
    title: z.string(),
    /** Whole percent: how far the key result has come, and how far its goal's schedule has. */
    progress: z.number(),
    expected: z.number(),
  }),
  z.object({
    kind: z.literal('goal_quiet'),
    subjectId: z.string(),
    title: z.string(),
    /** Whole days since its last check-in (or since it was set, when it has none). */
    days: z.number(),
  }),
  z.object({
    kind: z.literal('recognise'),
    /** The teammate's id. */
    subjectId: z.string(),
    fullName: z.string(),
    team: z.string(),
  }),
]);

export const companionSchema = z.object({
  /** The day's nudges, most pressing first: at most NUDGES_PER_DAY less those dismissed today. */
  nudges: z.array(nudgeSchema),
  mutedKinds: z.array(z.enum(NUDGE_KINDS)),
});

const companionResponse = z.object({ companion: companionSchema });

export const getCompanion = endpoint({
  method: 'GET',
  path: '/api/companion',
  summary: `The caller’s nudges of the day (at most ${NUDGES_PER_DAY}, fewer after a dismissal) and the kinds they muted. Decided by rules over what the caller may see; the caller’s alone.`,
  access: 'member of a company',
  status: 200,
  response: companionResponse,
  errors: [...signedInErrors, 'forbidden'],
});

export const dismissNudge = endpoint({
  method: 'POST',
  path: '/api/companion/dismissals',
  summary:
    'Dismisses one of the caller’s nudges of the day: it stays away for 14 days, and its place stays empty until tomorrow.',
  access: 'member of a company',
  body: dismissNudgeSchema,
  status: 200,
  response: companionResponse,
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found'],
});

export const putMutedKinds = endpoint({
  method: 'PUT',
  path: '/api/companion/muted-kinds',
  summary: 'The kinds of nudge the caller wants none of, the whole list (an empty list unmutes every kind).',
  access: 'member of a company',
  body: mutedKindsSchema,
  status: 200,
  response: companionResponse,
  errors: [...signedInErrors, ...bodyErrors, 'forbidden'],
});

export type Nudge = z.output<typeof nudgeSchema>;
export type Companion = z.output<typeof companionSchema>;

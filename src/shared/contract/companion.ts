import { z } from 'zod/mini';
import { oneOnOneMessages } from '../communication-messages';
import { NUDGE_KINDS, NUDGES_PER_DAY } from '../companion-messages';
import {
  askSchema,
  companionModelSchema,
  dismissNudgeSchema,
  draftSchema,
  mutedKindsSchema,
} from '../companion-rules';
import { endpoint, idParam } from './endpoint';
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

/**
 * Whether the caller may ask the model: `off` says why not: no AI_BASE_URL on the server
 * (`not_configured`), or the company's admin turned it off (`turned_off`).
 */
export const modelStateSchema = z.object({
  on: z.boolean(),
  off: z.nullable(z.enum(['not_configured', 'turned_off'])),
});

export const companionSchema = z.object({
  /** The day's nudges, most pressing first: at most NUDGES_PER_DAY less those dismissed today. */
  nudges: z.array(nudgeSchema),
  mutedKinds: z.array(z.enum(NUDGE_KINDS)),
  model: modelStateSchema,
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

/** A source the model was given, numbered as its answer cites it (`[1]`), and where it opens. */
export const companionSourceSchema = z.object({
  n: z.number(),
  kind: z.enum(['goal', 'one_on_one', 'growth_item', 'kudos']),
  title: z.string(),
  href: z.string(),
});

/**
 * The events of a companion's streamed answer, in order: `sources` once, then `text` pieces, then
 * `done`, or `error` (the model gave no whole answer: its message says what to do) in their place.
 */
export const companionEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sources'), sources: z.array(companionSourceSchema) }),
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('done') }),
  z.object({
    type: z.literal('error'),
    failure: z.enum(['timeout', 'unavailable', 'busy', 'refused', 'broken']),
    message: z.string(),
  }),
]);

export const askSurfer = endpoint({
  method: 'POST',
  path: '/api/companion/ask',
  summary:
    'Asks The Surfer about the caller’s own work. The answer streams as server-sent events: the sources the server chose from what the caller may open (their goals, 1:1 agendas and action items, growth plan, kudos received), then the model’s words, which cite them by number. Counts against the caller’s and the company’s calls of the day; nothing of it is stored.',
  access: 'member of a company',
  body: askSchema,
  status: 200,
  mediaType: 'text/event-stream',
  events: companionEventSchema,
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'model_off', 'rate_limited'],
});

export const briefOneOnOne = endpoint({
  method: 'POST',
  path: '/api/companion/one-on-ones/:id/brief',
  summary:
    'A short brief before the 1:1’s next meeting, streamed as Ask the Surfer’s answers are: from what both people already see (the shared agenda and carried points, the open action items, the company-visible goals either owns or their shared teams hold, the kudos between them in 30 days), each sentence citing its source. Never the private notes.',
  access: 'the two people of the 1:1',
  params: z.object({ id: idParam(oneOnOneMessages.notFound) }),
  status: 200,
  mediaType: 'text/event-stream',
  events: companionEventSchema,
  errors: [...signedInErrors, 'forbidden', 'not_found', 'model_off', 'rate_limited'],
});

export const draftText = endpoint({
  method: 'POST',
  path: '/api/companion/drafts',
  summary:
    'Drafts a check-in note on a goal the caller may check in on (from the goal’s own history), or kudos to a colleague (from their recent work the caller can see), streamed as Ask the Surfer’s answers are. The person edits the draft and sends it themself; nothing is stored.',
  access: 'member of a company',
  body: draftSchema,
  status: 200,
  mediaType: 'text/event-stream',
  events: companionEventSchema,
  errors: [
    ...signedInErrors,
    ...bodyErrors,
    'forbidden',
    'not_found',
    'goal_closed',
    'model_off',
    'rate_limited',
  ],
});

/** The company's use of the model in a month: the calls, those that failed, and the characters sent. */
const useSchema = z.object({ calls: z.number(), failures: z.number(), charactersSent: z.number() });

export const companionModelSettingsSchema = z.object({
  /** Whether the server has a model (AI_BASE_URL), and its name (AI_MODEL). */
  configured: z.boolean(),
  name: z.nullable(z.string()),
  /** The company's own switch: on unless an admin turned it off. */
  on: z.boolean(),
  /** Calls a day: for each person, and for the whole company. */
  limits: z.object({ perPerson: z.number(), perCompany: z.number() }),
  /** This month (YYYY-MM, in the company's time zone), in all and day by day. */
  month: z.string(),
  use: useSchema,
  days: z.array(z.extend(useSchema, { day: z.string() })),
});

const modelSettingsResponse = z.object({ model: companionModelSettingsSchema });

export const getCompanionModel = endpoint({
  method: 'GET',
  path: '/api/companion/model',
  summary:
    'The company’s AI model: whether the server has one, whether the company has it on, the daily limits, and this month’s use (calls, failures, characters sent; never who asked what).',
  access: 'admin of the company',
  status: 200,
  response: modelSettingsResponse,
  errors: [...signedInErrors, 'forbidden'],
});

export const putCompanionModel = endpoint({
  method: 'PUT',
  path: '/api/companion/model',
  summary: 'Turns the AI model on or off for the company (nudges work either way).',
  access: 'admin of the company',
  body: companionModelSchema,
  status: 200,
  response: modelSettingsResponse,
  errors: [...signedInErrors, ...bodyErrors, 'forbidden'],
});

export type Nudge = z.output<typeof nudgeSchema>;
export type Companion = z.output<typeof companionSchema>;
export type CompanionEvent = z.output<typeof companionEventSchema>;
export type CompanionSource = z.output<typeof companionSourceSchema>;
export type CompanionModelSettings = z.output<typeof companionModelSettingsSchema>;
export type ModelState = z.output<typeof modelStateSchema>;

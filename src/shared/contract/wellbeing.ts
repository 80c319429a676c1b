import { z } from 'zod/mini';
import { dayField } from '../schemas';
import { MOOD_FIELDS, PULSE_CADENCES, PULSE_QUESTION_KEYS, SUPPRESSION_REASONS } from '../wellbeing-messages';
import { wellbeingMessages } from '../wellbeing-messages';
import {
  moodDaySchema,
  moodEntrySchema,
  moodRangeQuerySchema,
  pulseResponseSchema,
  pulseResultsQuerySchema,
  pulseSettingsSchema,
} from '../wellbeing-rules';
import { endpoint } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

// ---- Answers ------------------------------------------------------------------------------------

/** One day's private check-in. */
export const moodEntrySchemaOut = z.object({
  day: z.string(),
  mood: z.number(),
  energy: z.number(),
  stress: z.number(),
  note: z.nullable(z.string()),
  updatedAt: z.string(),
});

/** A pulse period: calendar days in UTC, both included. It closes when `endsOn` is over. */
export const pulsePeriodSchema = z.object({
  startsOn: z.string(),
  endsOn: z.string(),
  cadence: z.enum(PULSE_CADENCES),
});

const pulseSettingsOutSchema = z.object({ cadence: z.enum(PULSE_CADENCES), threshold: z.number() });

/** A withheld figure: the API never sends what it withholds, only why. */
const suppressedSchema = z.object({ suppressed: z.literal(true), reason: z.enum(SUPPRESSION_REASONS) });

/**
 * A segment's (the company's, a team's) answers for one period: the five scores, or why they are
 * withheld. eNPS is −100 to 100; the others are means on 1–5, to one decimal.
 */
export const pulseFiguresSchema = z.union([
  z.object({
    suppressed: z.literal(false),
    /** Distinct people who answered in the segment: at least the threshold. */
    respondents: z.number(),
    scores: z.record(z.enum(PULSE_QUESTION_KEYS), z.number()),
  }),
  suppressedSchema,
]);

/** The two scores /stress shows, or why they are withheld. */
export const stressFiguresSchema = z.union([
  z.object({
    suppressed: z.literal(false),
    respondents: z.number(),
    stress: z.number(),
    workload: z.number(),
  }),
  suppressedSchema,
]);

const teamRefSchema = z.object({ id: z.string(), name: z.string() });

export const pulseStatusSchema = z.object({
  /** The period open now. */
  period: pulsePeriodSchema,
  /** Whether the caller answered in it (only that: never what). */
  answered: z.boolean(),
  settings: pulseSettingsOutSchema,
  questions: z.array(
    z.object({
      key: z.enum(PULSE_QUESTION_KEYS),
      text: z.string(),
      min: z.number(),
      max: z.number(),
      low: z.string(),
      high: z.string(),
    }),
  ),
  /** Admins read every segment's results, leads their teams'; the sealed periods, whose results are out. */
  canReadResults: z.boolean(),
  closedPeriods: z.array(pulsePeriodSchema),
});

export const pulseResultsSchema = z.object({
  period: pulsePeriodSchema,
  /** The threshold this period's figures were decided with at its seal: the highest in force until then. */
  threshold: z.number(),
  /** The company (null) or the team the figures are for. */
  team: z.nullable(teamRefSchema),
  /** People who answered, of the segment's members at the seal. */
  participation: z.object({ answered: z.nullable(z.number()), members: z.number() }),
  figures: pulseFiguresSchema,
});

export const stressOverviewSchema = z.object({
  /** The last sealed periods, oldest first, each with the company's and the caller's teams' figures. */
  periods: z.array(
    z.extend(pulsePeriodSchema, {
      company: stressFiguresSchema,
      teams: z.array(z.extend(teamRefSchema, { figures: stressFiguresSchema })),
    }),
  ),
  /** The caller's own check-ins' stress over the last 90 days, oldest first: theirs alone. */
  mine: z.array(z.object({ day: z.string(), stress: z.number() })),
});

export { moodDaySchema, moodEntrySchema, pulseResponseSchema, pulseSettingsSchema };
export type { MoodEntryInput, PulseResponseInput, PulseSettingsInput } from '../wellbeing-rules';

const memberErrors = [...signedInErrors, 'forbidden'] as const;

// ---- The private check-in ------------------------------------------------------------------------

export const listMood = endpoint({
  method: 'GET',
  path: '/api/mood',
  summary: `The caller’s own check-ins from \`from\` to \`to\` (YYYY-MM-DD, both included; the last 90 days by default), oldest first. No endpoint reads anyone else’s, and none enters an aggregate.`,
  access: 'signed in',
  query: moodRangeQuerySchema,
  status: 200,
  response: z.object({ items: z.array(moodEntrySchemaOut) }),
  errors: [...signedInErrors, 'validation_failed'],
});

/** A day one may check in for; deleting also takes an older one, any calendar day. */
const checkInDayParams = z.object({ day: moodDaySchema });
const anyDayParams = z.object({ day: dayField(wellbeingMessages.dayInvalid) });

export const putMood = endpoint({
  method: 'PUT',
  path: '/api/mood/:day',
  params: checkInDayParams,
  summary: `The caller’s check-in for a day (${MOOD_FIELDS.join(', ')} 1–5, an optional private note): one per day, a second one replaces the first.`,
  access: 'signed in',
  body: moodEntrySchema,
  status: 200,
  response: z.object({ entry: moodEntrySchemaOut }),
  errors: [...signedInErrors, ...bodyErrors],
});

export const deleteMood = endpoint({
  method: 'DELETE',
  path: '/api/mood/:day',
  params: anyDayParams,
  summary: 'Deletes the caller’s check-in for a day.',
  access: 'signed in',
  status: 204,
  errors: [...signedInErrors, 'validation_failed', 'not_found'],
});

// ---- The pulse ------------------------------------------------------------------------------------

export const pulseStatus = endpoint({
  method: 'GET',
  path: '/api/pulse',
  summary:
    'The pulse open now: its period, its five questions, whether the caller answered, the company’s cadence and threshold, and the sealed periods, whose results are out.',
  access: 'member of a company',
  status: 200,
  response: pulseStatusSchema,
  errors: memberErrors,
});

export const answerPulse = endpoint({
  method: 'POST',
  path: '/api/pulse/responses',
  summary:
    'Answers the open pulse: the answers are stored with no person and no time finer than the period, the fact that the caller answered apart, both in one transaction. Once per period (409 already_answered).',
  access: 'member of a company',
  body: pulseResponseSchema,
  status: 201,
  response: z.object({ period: pulsePeriodSchema, answered: z.literal(true) }),
  errors: [...memberErrors, ...bodyErrors, 'already_answered'],
});

export const pulseResults = endpoint({
  method: 'GET',
  path: '/api/pulse/results',
  summary:
    'One sealed period’s figures (`period`: its first day; the latest sealed one by default), as its seal published them, for the company (admins) or a live team (`teamId`: admins, and the team’s leads). A segment fewer than the threshold answered in, or whose complement in a shown parent would be, comes back as `{suppressed: true, reason}`. Nothing shows before a period is over and sealed, and nothing published ever changes.',
  access: 'admin of the company; lead of the team',
  query: pulseResultsQuerySchema,
  status: 200,
  response: pulseResultsSchema,
  errors: [...memberErrors, 'validation_failed', 'not_found'],
});

export const updatePulseSettings = endpoint({
  method: 'PATCH',
  path: '/api/pulse/settings',
  summary:
    'The pulse’s cadence (weekly, biweekly, monthly: from the next period) and anonymity threshold (3 to 10; a period is decided with the highest in force from its opening to its seal, and a sealed one never changes).',
  access: 'admin of the company',
  body: pulseSettingsSchema,
  status: 200,
  response: z.object({ settings: pulseSettingsOutSchema }),
  errors: [...memberErrors, ...bodyErrors],
});

export const stressOverview = endpoint({
  method: 'GET',
  path: '/api/stress',
  summary:
    'Reducing Stress in one answer: the company’s and the caller’s teams’ stress and workload pulse scores over the last sealed periods (withheld where their seals decided), and the caller’s own check-ins’ stress beside them.',
  access: 'member of a company',
  status: 200,
  response: stressOverviewSchema,
  errors: memberErrors,
});

export type MoodEntry = z.output<typeof moodEntrySchemaOut>;
export type PulsePeriod = z.output<typeof pulsePeriodSchema>;
export type PulseFigures = z.output<typeof pulseFiguresSchema>;
export type StressFigures = z.output<typeof stressFiguresSchema>;
export type PulseStatus = z.output<typeof pulseStatusSchema>;
export type PulseResults = z.output<typeof pulseResultsSchema>;
export type StressOverview = z.output<typeof stressOverviewSchema>;

import { z } from 'zod/mini';
import { valuesAnswerSchema, valuesInPracticeQuerySchema } from '../values-in-practice-rules';
import { SUPPRESSION_REASONS } from '../wellbeing-messages';
import { endpoint } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';
import { pulsePeriodSchema } from './wellbeing';

/**
 * Values in practice (decision 040, slice 4; docs/privacy.md): an anonymous assessment of how strongly
 * each company value is lived, 1 to 5, asked once per member in each pulse period and published, at the
 * pulse's seal, as each value's figures for the company and each team, under the period's threshold.
 */

// ---- Answers ------------------------------------------------------------------------------------

/** A value as the form asks it. */
const valueSchema = z.object({ id: z.string(), name: z.string(), description: z.nullable(z.string()) });

/**
 * A value's published figures for one segment and period: how many answered and the mean score (1 to
 * 5, to one decimal), or why they are withheld (the API never sends what it withholds).
 */
export const valueFiguresSchema = z.union([
  z.object({ suppressed: z.literal(false), respondents: z.number(), score: z.number() }),
  z.object({ suppressed: z.literal(true), reason: z.enum(SUPPRESSION_REASONS) }),
]);

const teamRefSchema = z.object({ id: z.string(), name: z.string() });

export const valuesInPracticeSchema = z.object({
  /** The pulse period open now: the assessment is asked in it, once. */
  open: z.object({
    period: pulsePeriodSchema,
    /** Whether the caller answered in it (only that: never what). */
    answered: z.boolean(),
    /** The threshold the period will be sealed with, as things stand (it may only go up). */
    threshold: z.number(),
    /** The company's values now, in their order: each is scored. Empty when it has none. */
    values: z.array(valueSchema),
  }),
  /** The sealed periods shown, oldest first: the newest VALUES_PERIODS_SHOWN. */
  periods: z.array(pulsePeriodSchema),
  /** The segment the results are for: null for the company. */
  team: z.nullable(teamRefSchema),
  /** The live teams whose results the caller may read: every one for admins, their own for others. */
  teams: z.array(teamRefSchema),
  /**
   * Each value of the company now, with one entry per period of `periods`: its figures for the segment
   * (null: nobody scored it that period) and the kudos given with it in the period, company-wide.
   */
  results: z.array(
    z.extend(valueSchema, {
      periods: z.array(z.object({ figures: z.nullable(valueFiguresSchema), kudos: z.number() })),
    }),
  ),
});

export { valuesAnswerSchema };

// ---- Endpoints ------------------------------------------------------------------------------------

export const getValuesInPractice = endpoint({
  method: 'GET',
  path: '/api/values-in-practice',
  summary:
    'Values in practice: the pulse period open now (its values to score, whether the caller answered) and each value’s published figures over the last sealed periods, beside the kudos given with it in each, for the company or a team (`teamId`: admins, and the team’s members). Withheld figures carry only their reason.',
  access: 'member of a company',
  query: valuesInPracticeQuerySchema,
  status: 200,
  response: valuesInPracticeSchema,
  errors: [...signedInErrors, 'validation_failed', 'forbidden', 'not_found'],
});

export const answerValuesInPractice = endpoint({
  method: 'POST',
  path: '/api/values-in-practice/responses',
  summary:
    'Scores every value of the company, 1 to 5, in the open pulse period: the scores are stored with no person and no time finer than the period, the fact that the caller answered apart, both in one transaction. Once per period (409 already_answered).',
  access: 'member of a company',
  body: valuesAnswerSchema,
  status: 201,
  response: z.object({ period: pulsePeriodSchema, answered: z.literal(true) }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'already_answered'],
});

export type ValueFigures = z.output<typeof valueFiguresSchema>;
export type ValuesInPractice = z.output<typeof valuesInPracticeSchema>;

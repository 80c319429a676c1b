import { z } from 'zod/mini';
import { VALUES_MAX } from './limits';
import { VALUE_SCORE_MAX, VALUE_SCORE_MIN, valuesInPracticeMessages as m } from './purpose-messages';

/**
 * Values in practice's body and query (decision 040): the form's rules, checked again by the server.
 * Whether the ids are the company's values, and all of them, only the server knows.
 */

const uuidOf = (message: string) => z.string({ error: message }).check(z.uuid({ error: message }));

// A refine rather than z.int and z.gte, whose number formats would weigh on the form.
const score = z
  .number({ error: m.scoreInvalid })
  .check(
    z.refine(
      (value: number) => Number.isSafeInteger(value) && value >= VALUE_SCORE_MIN && value <= VALUE_SCORE_MAX,
      { error: m.scoreInvalid },
    ),
  );

/** One score per value of the company, keyed by the value's id; a company has at most VALUES_MAX. */
export const valuesAnswerSchema = z.object({
  scores: z
    .record(uuidOf(m.valueInvalid), score, {
      // A key that is no uuid names no value; anything else is not a set of scores.
      error: (issue) => (issue.code === 'invalid_key' ? m.valueInvalid : m.scoresInvalid),
    })
    .check(z.refine((scores) => Object.keys(scores).length <= VALUES_MAX, { error: m.unknownValue })),
});
export type ValuesAnswerInput = z.input<typeof valuesAnswerSchema>;

/** GET /api/values-in-practice: the company's figures, and a team's (`teamId`) when the caller may read it. */
export const valuesInPracticeQuerySchema = z.object({
  teamId: z.optional(uuidOf(m.teamInvalid)),
});
export type ValuesInPracticeQuery = z.input<typeof valuesInPracticeQuerySchema>;

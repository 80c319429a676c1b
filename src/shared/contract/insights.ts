import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { signedInErrors } from './errors';
import { pulseFiguresSchema, pulsePeriodSchema } from './wellbeing';

// ---- Answers ------------------------------------------------------------------------------------

/** Recognition's breadth over the last 30 days: the share of members recognised at least once. */
const breadthSchema = z.object({
  members: z.number(),
  recognised: z.number(),
  /** recognised / members, 0 to 1; null with no members. */
  breadth: z.nullable(z.number()),
});

/** Open goals of a level, and their mean progress (0 to 1; null with none). */
const goalProgressSchema = z.object({ openGoals: z.number(), progress: z.nullable(z.number()) });

/** One segment over the periods: its answers per period, in the order of `periods`. */
const segmentSchema = z.object({
  /** Current members. */
  members: z.number(),
  /** Per period: how many answered (the company's figure only; a team's is its respondents when shown). */
  answered: z.array(z.nullable(z.number())),
  figures: z.array(pulseFiguresSchema),
  goals: goalProgressSchema,
  recognition: breadthSchema,
});

export const insightsSchema = z.object({
  /** `company` for an admin (the company and every team); `teams` for a lead (the teams they lead). */
  scope: z.enum(['company', 'teams']),
  /** The threshold the latest period's figures are held to. */
  threshold: z.number(),
  /** The last sealed pulse periods, oldest first (PULSE_PERIODS_SHOWN at most). */
  periods: z.array(pulsePeriodSchema),
  /** The company as a whole; null for a lead. */
  company: z.nullable(segmentSchema),
  /** Every live team for an admin, the teams they lead for a lead, by name. */
  teams: z.array(z.extend(segmentSchema, { id: z.string(), name: z.string() })),
});

export const insights = endpoint({
  method: 'GET',
  path: '/api/insights',
  summary:
    'Insights & Analytics in one answer: per sealed pulse period (as its seal published it), participation, eNPS and the five scores for the company and each team (withheld below the threshold, and where a complement would be), goal progress by team and recognition’s breadth. Admins see the company and every team; leads their teams.',
  access: 'admin of the company; lead of a team',
  status: 200,
  response: insightsSchema,
  errors: [...signedInErrors, 'forbidden'],
});

export type Insights = z.output<typeof insightsSchema>;
export type InsightsSegment = z.output<typeof segmentSchema>;

import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { signedInErrors } from './errors';

/** One week of a person's own figures (decision 038), Monday to Sunday in the company's time zone. */
export const figureWeekSchema = z.object({
  /** The week's Monday, YYYY-MM-DD. */
  week: z.string(),
  /** Items of Today ticked done that week. */
  itemsDone: z.number(),
  /** Days of the week that had a one thing, and of those, the days it was done that same day. */
  oneThingDays: z.number(),
  oneThingHits: z.number(),
  /** Minutes of focus blocks planned that week, and of those, the minutes of blocks marked kept. */
  focusPlannedMinutes: z.number(),
  focusKeptMinutes: z.number(),
  /** Habits live that week, and of those, the ones whose weekly target was met. */
  habitsDue: z.number(),
  habitsMet: z.number(),
});

export const getMyFigures = endpoint({
  method: 'GET',
  path: '/api/me/figures',
  summary:
    'The caller’s own productivity figures, week by week over the last 12 weeks, oldest first: items done, the one thing done on its day, focus planned and kept, habits met. No endpoint gives another person’s.',
  access: 'member of a company',
  status: 200,
  response: z.object({ figures: z.object({ weeks: z.array(figureWeekSchema) }) }),
  errors: [...signedInErrors, 'forbidden'],
});

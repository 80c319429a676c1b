import { z } from 'zod/mini';
import { calendarFeedMessages as m } from '../calendar-feed';
import { endpoint } from './endpoint';
import { signedInErrors } from './errors';

/**
 * The calendar feed of a person's 1:1s (decision 037): a secret link a calendar app subscribes to.
 * The secret is shown once, when the link is made; afterwards the server keeps only its hash.
 */

export const calendarFeedStatusSchema = z.object({
  /** Whether the person has a live link; never the link itself. */
  exists: z.boolean(),
  createdAt: z.nullable(z.string()),
});

export const getCalendarFeed = endpoint({
  method: 'GET',
  path: '/api/calendar-feed',
  summary: 'Whether the caller has a calendar link for their 1:1s, and since when; never the link.',
  access: 'signed in',
  status: 200,
  response: z.object({ feed: calendarFeedStatusSchema }),
  errors: [...signedInErrors],
});

export const createCalendarFeed = endpoint({
  method: 'POST',
  path: '/api/calendar-feed',
  summary:
    'Makes a new secret calendar link for the caller’s 1:1s, replacing any earlier one (which stops working), and answers it this once.',
  access: 'signed in',
  status: 201,
  response: z.object({ feed: calendarFeedStatusSchema, url: z.string() }),
  errors: [...signedInErrors],
});

export const deleteCalendarFeed = endpoint({
  method: 'DELETE',
  path: '/api/calendar-feed',
  summary: 'Turns the caller’s calendar link off: it answers 404 from now on. Done when there was none.',
  access: 'signed in',
  status: 204,
  errors: [...signedInErrors],
});

export const calendarFeed = endpoint({
  method: 'GET',
  path: '/api/calendar/:file',
  params: z.object({ file: z.string() }),
  summary: `The calendar (\`text/calendar\`) at a secret link, \`/api/calendar/<secret>.ics\`: one event per active 1:1 of the link’s owner, repeating by its cadence in the company’s time zone, refreshed hourly. ${m.unknownLink}`,
  access: 'anyone with the secret link',
  status: 200,
  mediaType: 'text/calendar',
  errors: ['not_found', 'rate_limited'],
});

export type CalendarFeedStatus = z.output<typeof calendarFeedStatusSchema>;

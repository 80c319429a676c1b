import { z } from 'zod/mini';
import { RITUAL_CADENCES, RITUAL_KINDS, RITUALS_PER_TEAM_MAX } from '../collaboration-messages';
import { ritualMessages as m } from '../rituals-messages';
import {
  createRitualSchema,
  reviewRitualSchema,
  ritualListQuerySchema,
  updateRitualSchema,
} from '../rituals-rules';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

/**
 * A team's rituals (decision 041, slice 3): read by the team's members and admins, written by its
 * leads and admins; each member's calendar feed carries them.
 */

export const ritualSchema = z.object({
  id: z.string(),
  team: z.object({ id: z.string(), name: z.string() }),
  kind: z.enum(RITUAL_KINDS),
  title: z.string(),
  notes: z.nullable(z.string()),
  cadence: z.enum(RITUAL_CADENCES),
  startsOn: z.string(),
  time: z.string(),
  durationMinutes: z.number(),
  /** Null once they left SOS or the team: a lead names another. */
  owner: z.nullable(z.object({ id: z.string(), fullName: z.nullable(z.string()) })),
  reviewOn: z.string(),
  /** The review day has come (by the company's today). */
  dueForReview: z.boolean(),
  /** The day it is next held, on or after the company's today. */
  nextOn: z.string(),
  timeZone: z.string(),
  canEdit: z.boolean(),
});

const ritualParams = z.object({ id: idParam(m.ritualNotFound) });

export const listRituals = endpoint({
  method: 'GET',
  path: '/api/rituals',
  summary:
    'The rituals of the caller’s current teams, or of one `team` (its members and admins), by their next day. Whether the caller may change each.',
  access: 'member of the team or admin',
  query: ritualListQuerySchema,
  status: 200,
  response: z.object({ items: z.array(ritualSchema) }),
  errors: [...signedInErrors, 'validation_failed', 'forbidden', 'not_found'],
});

export const createRitual = endpoint({
  method: 'POST',
  path: '/api/rituals',
  summary: `Adds a ritual to a team, from a template (retro, demo, planning, health check) or its own: cadence, first day, local time in the company’s zone, duration, an owner of the team, a review day. At most ${RITUALS_PER_TEAM_MAX} a team.`,
  access: 'lead of the team or admin',
  body: createRitualSchema,
  status: 201,
  response: z.object({ ritual: ritualSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'team_archived', 'limit_reached'],
});

export const updateRitual = endpoint({
  method: 'PUT',
  path: '/api/rituals/:id',
  params: ritualParams,
  summary: 'Rewrites a ritual whole (its team stays).',
  access: 'lead of the team or admin',
  body: updateRitualSchema,
  status: 200,
  response: z.object({ ritual: ritualSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'team_archived'],
});

export const reviewRitual = endpoint({
  method: 'POST',
  path: '/api/rituals/:id/review',
  params: ritualParams,
  summary: 'Marks a ritual reviewed: a new review day (on or after its first day).',
  access: 'lead of the team or admin',
  body: reviewRitualSchema,
  status: 200,
  response: z.object({ ritual: ritualSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'team_archived'],
});

export const deleteRitual = endpoint({
  method: 'DELETE',
  path: '/api/rituals/:id',
  params: ritualParams,
  summary: 'Deletes a ritual: it leaves the members’ calendar feeds at their next refresh.',
  access: 'lead of the team or admin',
  status: 204,
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export type Ritual = z.output<typeof ritualSchema>;

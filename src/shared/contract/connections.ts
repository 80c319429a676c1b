import { z } from 'zod/mini';
import { CONNECTION_BLOCKS_MAX, MEETING_ANSWERS } from '../collaboration-messages';
import {
  CONNECTION_BANDS,
  CONNECTION_FIGURES_ROUNDS,
  CONNECTION_MAP_DAYS,
  CONNECTION_MAP_PEOPLE_MAX,
  CONNECTION_MAP_TEAM_PAIRS_MAX,
  connectionMessages as m,
} from '../connections-messages';
import {
  connectionAnswerSchema,
  connectionBlockSchema,
  connectionSettingsSchema,
} from '../connections-rules';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

/**
 * Connections (decision 041, slice 3): a person's settings and "don't pair me with" list are theirs
 * alone (level 1); their pair is the pair's (level 2); "did you meet?" is counted apart from who
 * answered, and a round's figure shows once it is over and enough answered (level 5).
 */

const personSchema = z.object({ id: z.string(), fullName: z.nullable(z.string()) });

export const connectionPartnerSchema = z.object({
  ...personSchema.shape,
  /** The partner's current teams' names. */
  teams: z.array(z.string()),
});

export const connectionFigureSchema = z.object({
  startsOn: z.string(),
  endsOn: z.string(),
  /** Null when withheld: fewer than the company's threshold answered. */
  met: z.nullable(z.number()),
  notMet: z.nullable(z.number()),
  withheld: z.boolean(),
});

export const connectionsSchema = z.object({
  settings: z.object({ optedIn: z.boolean(), snoozedUntil: z.nullable(z.string()) }),
  /** "Don't pair me with": the caller's alone, never shown to the people on it. */
  blocks: z.array(personSchema),
  /** The company's local day, and the current round's days. */
  today: z.string(),
  round: z.object({ startsOn: z.string(), endsOn: z.string(), secondWeekFrom: z.string() }),
  /** The caller's pair this round, if they have one. */
  pair: z.nullable(
    z.object({
      partners: z.array(connectionPartnerSchema),
      /** The round's second week, and they have not answered yet. */
      canAnswer: z.boolean(),
      answered: z.boolean(),
    }),
  ),
  /** Past rounds, newest first: the company's anonymous "did you meet?" figure. */
  figures: z.array(connectionFigureSchema),
  /** The company's anonymity threshold: a figure shows once at least this many answered. */
  threshold: z.number(),
});

export const connectionLinks = ['team', 'one_on_one', 'kudos', 'pairing'] as const;

export const connectionMapSchema = z.object({
  /** The colleagues the caller is connected with, and by what (never message text). */
  people: z.array(
    z.object({
      ...personSchema.shape,
      links: z.array(z.enum(connectionLinks)),
    }),
  ),
  /** For admins: pairs of teams that rarely connect, in bands; null for anyone else. */
  teamPairs: z.nullable(
    z.array(
      z.object({
        first: z.object({ id: z.string(), name: z.string() }),
        second: z.object({ id: z.string(), name: z.string() }),
        band: z.enum(CONNECTION_BANDS),
      }),
    ),
  ),
  /** More pairs of teams rarely connect than the list holds. */
  teamPairsMore: z.boolean(),
});

export const getConnections = endpoint({
  method: 'GET',
  path: '/api/connections',
  summary: `The caller’s connections: whether they take part and “not now”, their own “don’t pair me with” list, their pair this round with the partners’ teams, whether “did you meet?” is open to them, and the company’s anonymous figure of the last ${CONNECTION_FIGURES_ROUNDS} past rounds (withheld under the pulse’s threshold).`,
  access: 'member of a company',
  status: 200,
  response: z.object({ connections: connectionsSchema }),
  errors: [...signedInErrors, 'forbidden'],
});

export const putConnectionSettings = endpoint({
  method: 'PUT',
  path: '/api/connections/settings',
  summary:
    'Opts the caller in or out of the rounds, and sets “not now” until a day (null: pair me from the next round).',
  access: 'member of a company',
  body: connectionSettingsSchema,
  status: 200,
  response: z.object({ connections: connectionsSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden'],
});

export const addConnectionBlock = endpoint({
  method: 'POST',
  path: '/api/connections/blocks',
  summary: `Adds a person of the company to the caller’s “don’t pair me with” list (at most ${CONNECTION_BLOCKS_MAX}): they are never paired, either way, and never told.`,
  access: 'member of a company',
  body: connectionBlockSchema,
  status: 200,
  response: z.object({ connections: connectionsSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'limit_reached'],
});

export const removeConnectionBlock = endpoint({
  method: 'DELETE',
  path: '/api/connections/blocks/:userId',
  params: z.object({ userId: idParam(m.blockNotFound) }),
  summary: 'Takes a person off the caller’s “don’t pair me with” list.',
  access: 'member of a company',
  status: 200,
  response: z.object({ connections: connectionsSchema }),
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export const answerConnection = endpoint({
  method: 'POST',
  path: '/api/connections/answer',
  summary: `“Did you meet?” for the caller’s pair this round (${MEETING_ANSWERS.join(' or ')}), in the round’s second week, once: the round’s count goes up and that they answered is kept apart from it.`,
  access: 'member of a company',
  body: connectionAnswerSchema,
  status: 200,
  response: z.object({ connections: connectionsSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'already_answered'],
});

export const getConnectionMap = endpoint({
  method: 'GET',
  path: '/api/connections/map',
  summary: `The caller’s relationship map: up to ${CONNECTION_MAP_PEOPLE_MAX} colleagues they share current teams, active 1:1s, kudos (12 months) and pairings with, and by which. For admins, up to ${CONNECTION_MAP_TEAM_PAIRS_MAX} pairs of teams (each of at least the threshold of members) that rarely connected in ${CONNECTION_MAP_DAYS} days, in bands: never people.`,
  access: 'member of a company',
  status: 200,
  response: z.object({ map: connectionMapSchema }),
  errors: [...signedInErrors, 'forbidden'],
});

export type Connections = z.output<typeof connectionsSchema>;
export type ConnectionFigure = z.output<typeof connectionFigureSchema>;
export type ConnectionMap = z.output<typeof connectionMapSchema>;
export type ConnectionLink = (typeof connectionLinks)[number];

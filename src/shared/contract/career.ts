import { z } from 'zod/mini';
import { careerMessages as m } from '../career-messages';
import {
  careerPeopleQuerySchema,
  careerPositionSchema,
  createCompetencySchema,
  createLevelSchema,
  createTrackSchema,
  expectationSchema,
  shareRatingsSchema,
  skillRatingSchema,
  updateCompetencySchema,
  updateLevelSchema,
  updateTrackSchema,
} from '../career-rules';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

/**
 * Career tracks, places and skill ratings (decision 040, slice 1). Tracks, their levels and
 * competencies and what each level asks are the company's (level 4: every member reads them, admins
 * write them). A person's place and skill ratings are level 3: the person and their leads; an admin
 * sets and reads places, but reads no rating of a person they do not lead.
 */

// ---- Answers ------------------------------------------------------------------------------------

const personSchema = z.object({ id: z.string(), fullName: z.nullable(z.string()) });

export const levelSchema = z.object({
  id: z.string(),
  name: z.string(),
  summary: z.nullable(z.string()),
  /** 0 is the first level; the next level is position + 1. */
  position: z.number(),
});

/** A track as the list shows it: its levels and competencies by name, without what they ask. */
export const trackSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  openToMoves: z.boolean(),
  levels: z.array(z.object({ id: z.string(), name: z.string(), position: z.number() })),
  competencies: z.array(z.object({ id: z.string(), name: z.string() })),
});

/** A track whole: its levels in order, and each competency with what each level asks of it. */
export const trackSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  openToMoves: z.boolean(),
  levels: z.array(levelSchema),
  competencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      position: z.number(),
      /** One per level that asks something of it; a level missing here asks nothing yet. */
      expectations: z.array(z.object({ levelId: z.string(), text: z.string() })),
    }),
  ),
});

/** A person's place: their track and level. */
export const placeSchema = z.object({
  track: z.object({ id: z.string(), name: z.string() }),
  level: z.object({ id: z.string(), name: z.string(), position: z.number() }),
});

/** A rating as one of its readers sees it. */
export const ratingSchema = z.object({
  rating: z.number(),
  note: z.nullable(z.string()),
  updatedAt: z.string(),
});

/** A lead's rating (or a former lead's, unnamed once they left SOS). */
export const leadRatingSchema = z.object({
  ...ratingSchema.shape,
  /** Null once the rater has left SOS. */
  rater: z.nullable(personSchema),
  /** The caller wrote it. */
  mine: z.boolean(),
});

/** "My level vs next level", competency by competency, with the ratings the caller may read. */
export const levelViewSchema = z.object({
  person: personSchema,
  /** Null until an admin or a lead places the person on a track. */
  place: z.nullable(
    z.object({
      track: z.object({ id: z.string(), name: z.string() }),
      level: levelSchema,
      /** Null at the top of the track. */
      next: z.nullable(levelSchema),
    }),
  ),
  competencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** What the person's level asks, and the next; null where it asks nothing. */
      current: z.nullable(z.string()),
      next: z.nullable(z.string()),
      /** The next level asks something other than the current one. */
      changed: z.boolean(),
      /** The person's own rating: for a lead, only once the person shares it. */
      self: z.nullable(z.object({ ...ratingSchema.shape, shared: z.boolean() })),
      leads: z.array(leadRatingSchema),
    }),
  ),
  /** The caller is the person (who rates themselves and shares), or one of their leads. */
  viewer: z.enum(['self', 'lead']),
});

/** One of "My people": a person the caller leads (or, for an admin, a member), with their place. */
export const careerPersonSchema = z.object({
  id: z.string(),
  fullName: z.nullable(z.string()),
  place: z.nullable(placeSchema),
  /** The caller leads them: may open their level and rate them. */
  led: z.boolean(),
});

export const careerPathSchema = z.object({
  place: z.nullable(z.object({ ...placeSchema.shape, levelSummary: z.nullable(z.string()) })),
  /** The levels above the person's on their track, lowest first. */
  above: z.array(levelSchema),
  /** The other tracks open to moves, with their levels by name. */
  openTracks: z.array(trackSummarySchema),
});

const trackParams = z.object({ trackId: idParam(m.trackNotFound) });
const levelParams = z.object({ trackId: idParam(m.trackNotFound), levelId: idParam(m.levelNotFound) });
const competencyParams = z.object({
  trackId: idParam(m.trackNotFound),
  competencyId: idParam(m.competencyNotFound),
});
const expectationParams = z.object({
  trackId: idParam(m.trackNotFound),
  competencyId: idParam(m.competencyNotFound),
  levelId: idParam(m.levelNotFound),
});
const personParams = z.object({ userId: idParam(m.personNotFound) });
const ratingParams = z.object({
  userId: idParam(m.personNotFound),
  competencyId: idParam(m.competencyNotFound),
});

const adminErrors = [...signedInErrors, 'forbidden', 'not_found'] as const;

// ---- Tracks (level 4) ---------------------------------------------------------------------------

export const listTracks = endpoint({
  method: 'GET',
  path: '/api/career/tracks',
  summary:
    'The company’s career tracks by name, each with its levels and competencies by name (at most 20 tracks of 12 levels and 20 competencies).',
  access: 'member of a company',
  status: 200,
  response: z.object({ items: z.array(trackSummarySchema) }),
  errors: [...signedInErrors, 'forbidden'],
});

export const createTrack = endpoint({
  method: 'POST',
  path: '/api/career/tracks',
  summary: 'Adds a track: a name unique in the company, a description, open to moves or not. At most 20.',
  access: 'admin of the company',
  body: createTrackSchema,
  status: 201,
  response: z.object({ track: trackSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'track_name_taken', 'limit_reached'],
});

export const getTrack = endpoint({
  method: 'GET',
  path: '/api/career/tracks/:trackId',
  params: trackParams,
  summary: 'A track whole: its levels in order, its competencies, and what each level asks of each.',
  access: 'member of a company',
  status: 200,
  response: z.object({ track: trackSchema }),
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export const updateTrack = endpoint({
  method: 'PATCH',
  path: '/api/career/tracks/:trackId',
  params: trackParams,
  summary: 'Renames a track, changes its description, or opens it to moves or not.',
  access: 'admin of the company',
  body: updateTrackSchema,
  status: 200,
  response: z.object({ track: trackSchema }),
  errors: [...adminErrors, ...bodyErrors, 'track_name_taken'],
});

export const deleteTrack = endpoint({
  method: 'DELETE',
  path: '/api/career/tracks/:trackId',
  params: trackParams,
  summary:
    'Deletes a track with its levels, competencies and what they ask; the places on it and the ratings of its competencies go with it.',
  access: 'admin of the company',
  status: 204,
  errors: adminErrors,
});

export const createLevel = endpoint({
  method: 'POST',
  path: '/api/career/tracks/:trackId/levels',
  params: trackParams,
  summary: 'Adds a level above the track’s last one: a name and a summary. At most 12 a track.',
  access: 'admin of the company',
  body: createLevelSchema,
  status: 201,
  response: z.object({ track: trackSchema }),
  errors: [...adminErrors, ...bodyErrors, 'limit_reached'],
});

export const updateLevel = endpoint({
  method: 'PATCH',
  path: '/api/career/tracks/:trackId/levels/:levelId',
  params: levelParams,
  summary: 'Renames a level, changes its summary, or moves it to `position` (0 is the first level).',
  access: 'admin of the company',
  body: updateLevelSchema,
  status: 200,
  response: z.object({ track: trackSchema }),
  errors: [...adminErrors, ...bodyErrors],
});

export const deleteLevel = endpoint({
  method: 'DELETE',
  path: '/api/career/tracks/:trackId/levels/:levelId',
  params: levelParams,
  summary: 'Deletes a level and what it asks; the places at that level go with it.',
  access: 'admin of the company',
  status: 200,
  response: z.object({ track: trackSchema }),
  errors: adminErrors,
});

export const createCompetency = endpoint({
  method: 'POST',
  path: '/api/career/tracks/:trackId/competencies',
  params: trackParams,
  summary: 'Adds a competency after the track’s last one. At most 20 a track.',
  access: 'admin of the company',
  body: createCompetencySchema,
  status: 201,
  response: z.object({ track: trackSchema }),
  errors: [...adminErrors, ...bodyErrors, 'limit_reached'],
});

export const updateCompetency = endpoint({
  method: 'PATCH',
  path: '/api/career/tracks/:trackId/competencies/:competencyId',
  params: competencyParams,
  summary: 'Renames a competency or moves it to `position` (0 is the first).',
  access: 'admin of the company',
  body: updateCompetencySchema,
  status: 200,
  response: z.object({ track: trackSchema }),
  errors: [...adminErrors, ...bodyErrors],
});

export const deleteCompetency = endpoint({
  method: 'DELETE',
  path: '/api/career/tracks/:trackId/competencies/:competencyId',
  params: competencyParams,
  summary: 'Deletes a competency with what each level asks of it and the ratings of it.',
  access: 'admin of the company',
  status: 200,
  response: z.object({ track: trackSchema }),
  errors: adminErrors,
});

export const putExpectation = endpoint({
  method: 'PUT',
  path: '/api/career/tracks/:trackId/competencies/:competencyId/levels/:levelId',
  params: expectationParams,
  summary: 'Writes what a level asks of a competency (at most 600 characters); empty clears it.',
  access: 'admin of the company',
  body: expectationSchema,
  status: 200,
  response: z.object({ track: trackSchema }),
  errors: [...adminErrors, ...bodyErrors],
});

// ---- Places and ratings (level 3) ---------------------------------------------------------------

export const getMyLevel = endpoint({
  method: 'GET',
  path: '/api/career/me',
  summary:
    'The caller’s level vs the next, competency by competency, with their own ratings and their leads’ (named).',
  access: 'member of a company',
  status: 200,
  response: levelViewSchema,
  errors: [...signedInErrors, 'forbidden'],
});

export const shareMyRatings = endpoint({
  method: 'PUT',
  path: '/api/career/me/sharing',
  summary:
    'Shares the caller’s self-ratings with their leads, or stops sharing: those of `competencyIds`, or all of them.',
  access: 'member of a company',
  body: shareRatingsSchema,
  status: 200,
  response: levelViewSchema,
  errors: [...signedInErrors, ...bodyErrors, 'forbidden'],
});

export const getCareerPath = endpoint({
  method: 'GET',
  path: '/api/career/path',
  summary:
    'The caller’s career path: the levels above theirs on their track, and the other tracks open to moves.',
  access: 'member of a company',
  status: 200,
  response: careerPathSchema,
  errors: [...signedInErrors, 'forbidden'],
});

export const listCareerPeople = endpoint({
  method: 'GET',
  path: '/api/career/people',
  summary:
    'The people the caller leads, each with their place; for an admin, every member of the company (at most 300, filtered by `q`, a part of a name). By name, never ranked.',
  access: 'member of a company',
  query: careerPeopleQuerySchema,
  status: 200,
  response: z.object({ items: z.array(careerPersonSchema), omitted: z.number() }),
  errors: [...signedInErrors, 'validation_failed', 'forbidden'],
});

export const getCareerPerson = endpoint({
  method: 'GET',
  path: '/api/career/people/:userId',
  params: personParams,
  summary:
    'A person’s level vs the next, as one of their leads reads it: the leads’ ratings, and the self-ratings the person shared. Anyone else: 404.',
  access: 'the person’s leads',
  status: 200,
  response: levelViewSchema,
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export const putCareerPosition = endpoint({
  method: 'PUT',
  path: '/api/career/people/:userId/position',
  params: personParams,
  summary: 'Places a person on a track of the company at one of its levels.',
  access: 'admin of the company; the person’s leads',
  body: careerPositionSchema,
  status: 200,
  response: z.object({ person: careerPersonSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found'],
});

export const deleteCareerPosition = endpoint({
  method: 'DELETE',
  path: '/api/career/people/:userId/position',
  params: personParams,
  summary: 'Takes a person off their track; their ratings stay.',
  access: 'admin of the company; the person’s leads',
  status: 200,
  response: z.object({ person: careerPersonSchema }),
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export const putSkillRating = endpoint({
  method: 'PUT',
  path: '/api/career/people/:userId/ratings/:competencyId',
  params: ratingParams,
  summary:
    'Rates a competency of the person’s current track, 1 to 4 with a note: the person themselves, or one of their leads. It replaces the rater’s earlier rating. Anyone else: 404.',
  access: 'the person; their leads',
  body: skillRatingSchema,
  status: 200,
  response: levelViewSchema,
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'not_on_track'],
});

export type TrackSummary = z.output<typeof trackSummarySchema>;
export type Track = z.output<typeof trackSchema>;
export type Level = z.output<typeof levelSchema>;
export type LevelView = z.output<typeof levelViewSchema>;
export type CareerPerson = z.output<typeof careerPersonSchema>;
export type CareerPath = z.output<typeof careerPathSchema>;
export type Place = z.output<typeof placeSchema>;

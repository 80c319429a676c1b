import { z } from 'zod/mini';
import { careerMessages as m } from './career-messages';
import {
  COMPETENCY_NAME_MAX,
  EXPECTATION_MAX,
  LEVEL_NAME_MAX,
  LEVEL_SUMMARY_MAX,
  SKILL_RATING_MAX,
  SKILL_RATING_MIN,
  SKILL_RATING_NOTE_MAX,
  TRACK_DESCRIPTION_MAX,
  TRACK_NAME_MAX,
} from './learning-messages';
import { TRACK_COMPETENCIES_MAX } from './limits';
import { optionalText, requiredText } from './schemas';

/** Career tracks', places' and skill ratings' bodies and queries (decision 040): the forms' rules, checked again by the server. */

const uuidOf = (message: string) => z.string({ error: message }).check(z.uuid({ error: message }));

const wholeBetween = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(
    z.refine((value: number) => Number.isSafeInteger(value) && value >= min && value <= max, {
      error: message,
    }),
  );

const trackName = requiredText({
  shape: 'line',
  max: TRACK_NAME_MAX,
  required: m.trackNameRequired,
  tooLong: m.trackNameTooLong,
  controls: m.trackNameControls,
});
const description = optionalText({
  shape: 'lines',
  max: TRACK_DESCRIPTION_MAX,
  tooLong: m.descriptionTooLong,
  controls: m.descriptionControls,
});
const openToMoves = z.boolean({ error: m.openToMovesInvalid });

/** A new track: its name (unique in the company), a description, and whether people may move to it. */
export const createTrackSchema = z.object({
  name: trackName,
  description,
  openToMoves: z._default(openToMoves, false),
});
export type CreateTrackInput = z.input<typeof createTrackSchema>;

/** Any of a track's fields; an empty description clears it. */
export const updateTrackSchema = z.object({
  name: z.optional(trackName),
  description: z.optional(description),
  openToMoves: z.optional(openToMoves),
});
export type UpdateTrackInput = z.input<typeof updateTrackSchema>;

const levelName = requiredText({
  shape: 'line',
  max: LEVEL_NAME_MAX,
  required: m.levelNameRequired,
  tooLong: m.levelNameTooLong,
  controls: m.levelNameControls,
});
const summary = optionalText({
  shape: 'lines',
  max: LEVEL_SUMMARY_MAX,
  tooLong: m.summaryTooLong,
  controls: m.summaryControls,
});
/** Where a level or competency moves to, 0 first; past the end is the end. */
const position = wholeBetween(0, 1000, m.positionInvalid);

/** A new level, added above the track's last one. */
export const createLevelSchema = z.object({ name: levelName, summary });
export type CreateLevelInput = z.input<typeof createLevelSchema>;

/** A level's name or summary, or its place in the track (0 is the first level). */
export const updateLevelSchema = z.object({
  name: z.optional(levelName),
  summary: z.optional(summary),
  position: z.optional(position),
});
export type UpdateLevelInput = z.input<typeof updateLevelSchema>;

const competencyName = requiredText({
  shape: 'line',
  max: COMPETENCY_NAME_MAX,
  required: m.competencyNameRequired,
  tooLong: m.competencyNameTooLong,
  controls: m.competencyNameControls,
});

/** A new competency, added after the track's last one. */
export const createCompetencySchema = z.object({ name: competencyName });
export type CreateCompetencyInput = z.input<typeof createCompetencySchema>;

/** A competency's name, or its place in the track's order. */
export const updateCompetencySchema = z.object({
  name: z.optional(competencyName),
  position: z.optional(position),
});
export type UpdateCompetencyInput = z.input<typeof updateCompetencySchema>;

/** What one level asks of one competency; empty, blank or null clears it. */
export const expectationSchema = z.object({
  text: optionalText({
    shape: 'lines',
    max: EXPECTATION_MAX,
    tooLong: m.expectationTooLong,
    controls: m.expectationControls,
  }),
});
export type ExpectationInput = z.input<typeof expectationSchema>;

/** A person's place: a track of the company and one of its levels. */
export const careerPositionSchema = z.object({
  trackId: uuidOf(m.trackRequired),
  levelId: uuidOf(m.levelRequired),
});
export type CareerPositionInput = z.input<typeof careerPositionSchema>;

/** A rating of one competency, 1 to 4, with an optional note. */
export const skillRatingSchema = z.object({
  rating: wholeBetween(SKILL_RATING_MIN, SKILL_RATING_MAX, m.ratingInvalid),
  note: optionalText({
    shape: 'lines',
    max: SKILL_RATING_NOTE_MAX,
    tooLong: m.noteTooLong,
    controls: m.noteControls,
  }),
});
export type SkillRatingInput = z.input<typeof skillRatingSchema>;

/**
 * The person's switch: their self-ratings shared with their leads or not, one competency's or, without
 * `competencyIds`, all of them ("Share all").
 */
export const shareRatingsSchema = z.object({
  shared: z.boolean({ error: m.sharedInvalid }),
  competencyIds: z.optional(
    z
      .array(uuidOf(m.competencyIdInvalid), { error: m.competencyIdInvalid })
      .check(z.maxLength(TRACK_COMPETENCIES_MAX, { error: m.competencyIdInvalid })),
  ),
});
export type ShareRatingsInput = z.input<typeof shareRatingsSchema>;

/** "My people": an admin's list, filtered by a part of a name. */
export const careerPeopleQuerySchema = z.object({
  q: z.optional(
    z.string({ error: m.nameQueryTooLong }).check(z.maxLength(100, { error: m.nameQueryTooLong })),
  ),
});

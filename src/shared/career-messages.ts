/**
 * Career tracks, places and skill ratings (decision 040, slice 1): their words and the numbers the
 * database does not check, apart from the zod rules (career-rules.ts). The database's numbers are in
 * learning-messages.ts.
 */
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
import { CAREER_TRACKS_MAX, TRACK_COMPETENCIES_MAX, TRACK_LEVELS_MAX } from './limits';

/**
 * The people an admin's "My people" lists at once, by name: a company of a few thousand is found by
 * the name filter rather than scrolled.
 */
export const CAREER_PEOPLE_MAX = 300;

/** What each rating says, from SKILL_RATING_MIN up: where a person stands against their level. */
export const SKILL_RATING_LABELS = ['Learning', 'Developing', 'Meets the level', 'Beyond the level'] as const;

export const careerMessages = {
  trackNotFound: 'Track not found.',
  levelNotFound: 'Level not found.',
  competencyNotFound: 'Competency not found.',
  personNotFound: 'Person not found.',
  trackNameRequired: 'Track name is required',
  trackNameTooLong: `Track name must be at most ${TRACK_NAME_MAX} characters`,
  trackNameControls: 'Track name cannot contain control characters',
  trackNameTaken: 'Your company already has a track with this name.',
  descriptionTooLong: `Description must be at most ${TRACK_DESCRIPTION_MAX} characters`,
  descriptionControls: 'Description cannot contain control characters',
  openToMovesInvalid: 'Open to moves must be true or false',
  levelNameRequired: 'Level name is required',
  levelNameTooLong: `Level name must be at most ${LEVEL_NAME_MAX} characters`,
  levelNameControls: 'Level name cannot contain control characters',
  summaryTooLong: `Summary must be at most ${LEVEL_SUMMARY_MAX} characters`,
  summaryControls: 'Summary cannot contain control characters',
  positionInvalid: 'Position must be a whole number from 0',
  competencyNameRequired: 'Competency name is required',
  competencyNameTooLong: `Competency name must be at most ${COMPETENCY_NAME_MAX} characters`,
  competencyNameControls: 'Competency name cannot contain control characters',
  expectationTooLong: `What a level asks must be at most ${EXPECTATION_MAX} characters`,
  expectationControls: 'What a level asks cannot contain control characters',
  trackRequired: 'Choose a track',
  levelRequired: 'Choose a level',
  levelNotOnTrack: 'This level is not one of the track’s.',
  ratingInvalid: `Rating must be a whole number from ${SKILL_RATING_MIN} to ${SKILL_RATING_MAX}`,
  noteTooLong: `Note must be at most ${SKILL_RATING_NOTE_MAX} characters`,
  noteControls: 'Note cannot contain control characters',
  sharedInvalid: 'Shared must be true or false',
  competencyIdInvalid: 'Competency must be one of your track’s',
  notOnTrack: 'Only the competencies of the person’s current track can be rated.',
  notPlacer: 'Only an admin or one of the person’s leads sets their track and level.',
  nameQueryTooLong: 'Search by at most 100 characters',
  tracksLimit: `A company can have at most ${CAREER_TRACKS_MAX} tracks. Delete one first.`,
  levelsLimit: `A track can have at most ${TRACK_LEVELS_MAX} levels. Delete one first.`,
  competenciesLimit: `A track can have at most ${TRACK_COMPETENCIES_MAX} competencies. Delete one first.`,
} as const;

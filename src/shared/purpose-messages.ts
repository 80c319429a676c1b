/**
 * Purpose & Alignment (decision 040): its numbers and kinds, apart from the zod rules (purpose-rules.ts).
 */

/** A team's purpose: one sentence its lead writes. */
export const TEAM_PURPOSE_MAX = 300;

/** An entry a person adds to their contribution log by hand. */
export const CONTRIBUTION_TEXT_MAX = 300;

/** What the contribution log is built from: what SOS already knows, and what a person adds. */
export const CONTRIBUTION_KINDS = [
  'key_result_moved',
  'goal_closed',
  'kudos_received',
  'action_item_done',
  'growth_item_done',
  'manual',
] as const;
export type ContributionKind = (typeof CONTRIBUTION_KINDS)[number];

/** A closed goal counts in the log from this progress up (0 to 1). */
export const CONTRIBUTION_GOAL_PROGRESS_MIN = 0.7;

/** Values in practice: how strongly a value is lived, 1 to 5. */
export const VALUE_SCORE_MIN = 1;
export const VALUE_SCORE_MAX = 5;

/** The purpose map and the contribution log (decision 040, slice 3). */

/** Entries a contribution log answers at once, and by default. */
export const CONTRIBUTIONS_PAGE_MAX = 50;
export const CONTRIBUTIONS_PAGE_DEFAULT = 30;
/** Entries a person adds by hand for one day: a day of twenty things done is already a long one. */
export const CONTRIBUTION_ENTRIES_PER_DAY_MAX = 20;

export const purposeMessages = {
  teamNotFound: 'Team not found.',
  notTeamLead: 'Only the team’s leads and admins write its purpose.',
  purposeTooLong: `A team’s purpose is one sentence of at most ${TEAM_PURPOSE_MAX} characters.`,
  purposeControls: 'A team’s purpose is one line, without control characters.',
  purposeInvalid: 'Purpose must be a text, or null to clear it.',
  personInvalid: 'Person must be the id of someone in your company.',
  personNotFound: 'Person not found.',
  notYourLog: 'Only the person and their leads read a contribution log.',
  cursorInvalid: 'Cursor must be the nextCursor of the page before.',
  limitInvalid: `Limit must be a whole number from 1 to ${CONTRIBUTIONS_PAGE_MAX}.`,
  dayInvalid: 'Day must be a date, YYYY-MM-DD',
  dayInFuture: 'A contribution’s day is today or before.',
  textRequired: 'Say what you did.',
  textTooLong: `An entry is at most ${CONTRIBUTION_TEXT_MAX} characters.`,
  textControls: 'An entry is one line, without control characters.',
  entriesPerDay: `You can add at most ${CONTRIBUTION_ENTRIES_PER_DAY_MAX} entries for one day.`,
  entryNotFound: 'Entry not found.',
  kindInvalid: `Kind must be one of: ${CONTRIBUTION_KINDS.join(', ')}.`,
  subjectInvalid: 'Subject must be the id of an entry of your log.',
  hiddenInvalid: 'Hidden must be true or false.',
} as const;

/** Values in practice (decision 040, slice 4): the assessment run in the pulse's periods. */

/** Sealed periods the over-time view shows, newest kept; as the pulse's over-time views. */
export const VALUES_PERIODS_SHOWN = 12;

export const valuesInPracticeMessages = {
  scoreInvalid: `Score each value with a whole number from ${VALUE_SCORE_MIN} to ${VALUE_SCORE_MAX}.`,
  scoresInvalid: 'Scores must be an object of value ids and their scores.',
  valueInvalid: 'Each score must name one of your company’s values by its id.',
  unknownValue: 'One of the values you scored is not one of your company’s values. Reload and answer again.',
  missingValue: 'Score every value of your company: one is missing. Reload and answer again.',
  noValues: 'Your company has no values yet, so there is nothing to assess. An admin adds them in Settings.',
  alreadyAnswered:
    'You have already assessed the values this period. The next assessment opens when this period ends.',
  teamInvalid: 'Choose a team of your company.',
  teamNotFound: 'Team not found.',
  notTeamReader: 'Only admins and the team’s members read a team’s values in practice.',
} as const;

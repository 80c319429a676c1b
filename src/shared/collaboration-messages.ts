/**
 * Collaboration & Connection (decision 041, slice 3): connections between teams, asking for help,
 * a team's rituals. Numbers here; the words and the zod rules are added beside them.
 */

/** Rounds of connections: every two weeks, on the Monday of each fortnight counted from this Monday. */
export const CONNECTION_EPOCH = '2024-01-01';
export const CONNECTION_ROUND_DAYS = 14;
/** "Did you meet?": the answers a person may give. */
export const MEETING_ANSWERS = ['met', 'not_met'] as const;
export type MeetingAnswer = (typeof MEETING_ANSWERS)[number];
/** A person's "don't pair me with" list. */
export const CONNECTION_BLOCKS_MAX = 50;

/** Ask for help: a request, its tags and answers; a request closes 30 days after it was opened. */
export const HELP_TITLE_MAX = 150;
export const HELP_DETAILS_MAX = 2000;
export const HELP_TAGS_MAX = 5;
export const HELP_TAG_MAX = 40;
export const HELP_ANSWER_MAX = 2000;
export const HELP_REQUEST_OPEN_DAYS = 30;
export const HELP_SUGGESTIONS_MAX = 5;
/** "I can help with": the skills a person offers, company-visible by design. */
export const HELP_SKILLS_MAX = 20;
export const HELP_SKILL_MAX = 40;

/** A team's rituals, from a template or written from scratch. */
export const RITUAL_KINDS = ['retro', 'demo', 'planning', 'health_check', 'custom'] as const;
export type RitualKind = (typeof RITUAL_KINDS)[number];
/** Weekly, every two weeks, or monthly (the first given weekday of the month). */
export const RITUAL_CADENCES = ['weekly', 'biweekly', 'monthly'] as const;
export type RitualCadence = (typeof RITUAL_CADENCES)[number];
export const RITUAL_TITLE_MAX = 80;
export const RITUAL_NOTES_MAX = 2000;
export const RITUAL_DURATION_MIN = 5;
export const RITUAL_DURATION_MAX = 480;
export const RITUALS_PER_TEAM_MAX = 20;

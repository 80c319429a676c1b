/**
 * Learning & Growth (decision 040): its numbers and kinds, apart from the zod rules (learning-rules.ts):
 * the database's checks and the API's error table import these, and with them no form code.
 */

export const TRACK_NAME_MAX = 60;
export const TRACK_DESCRIPTION_MAX = 500;
export const LEVEL_NAME_MAX = 60;
export const LEVEL_SUMMARY_MAX = 500;
export const COMPETENCY_NAME_MAX = 60;
/** What one level asks of one competency: a few sentences a person reads beside the next level's. */
export const EXPECTATION_MAX = 600;

/** A skill rating: where a person stands on a competency, at their level. */
export const SKILL_RATING_MIN = 1;
export const SKILL_RATING_MAX = 4;
export const SKILL_RATING_NOTE_MAX = 1000;

export const GROWTH_ITEM_KINDS = ['learn', 'practise', 'ship', 'read'] as const;
export type GrowthItemKind = (typeof GROWTH_ITEM_KINDS)[number];
export const GROWTH_ITEM_TITLE_MAX = 200;

export const RESOURCE_KINDS = ['article', 'course', 'book', 'video'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];
export const RESOURCE_TITLE_MAX = 200;
export const RESOURCE_URL_MAX = 2000;

export const TIP_MAX = 500;

export const JOURNAL_ENTRY_MAX = 10_000;

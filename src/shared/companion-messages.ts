/**
 * The AI Companion, "The Surfer" (decision 044): its nudges are rules over SOS's own data, decided by
 * the server with the model off or on. Numbers, kinds and words here; the zod rules beside them.
 */

/** The kinds of nudge, most pressing first: the day's nudges are chosen in this order. */
export const NUDGE_KINDS = [
  'standup_blocked',
  'agenda_empty',
  'growth_due',
  'key_result_off_track',
  'goal_quiet',
  'recognise',
] as const;
export type NudgeKind = (typeof NUDGE_KINDS)[number];

/** At most this many nudges a day: three at once, and a dismissed one's place stays empty until tomorrow. */
export const NUDGES_PER_DAY = 3;
/** A goal of yours with no check-in for this many days. */
export const NUDGE_GOAL_QUIET_DAYS = 10;
/** A teammate nobody recognised for this many days (Lattice's figure), counted from their joining the team. */
export const NUDGE_RECOGNITION_DAYS = 60;
/** A dismissed nudge stays away this many days for the same thing. */
export const NUDGE_DISMISS_DAYS = 14;

export const companionMessages = {
  nudgeNotFound: 'This nudge is no longer here',
  kindInvalid: 'Choose a kind of nudge',
  subjectInvalid: 'Choose a nudge',
} as const;

/** What each kind is about, as the settings name it. */
export const nudgeKindLabels: Record<NudgeKind, string> = {
  standup_blocked: 'A teammate blocked on your team’s standup (leads)',
  agenda_empty: 'A 1:1 tomorrow with an empty agenda',
  growth_due: 'A growth item due this week',
  key_result_off_track: 'A key result of yours off track',
  goal_quiet: `A goal of yours with no check-in for ${NUDGE_GOAL_QUIET_DAYS} days`,
  recognise: `A teammate not recognised in ${NUDGE_RECOGNITION_DAYS} days`,
};

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

/** Ask the Surfer: a question's length, and how much of the conversation before it goes with it. */
export const QUESTION_MAX = 1000;
export const ASK_HISTORY_TURNS_MAX = 6;
export const ASK_TURN_MAX = 4000;

/**
 * Why the model gave no whole answer, in words a person can act on (the `error` event's message).
 */
export const modelFailureMessages = {
  timeout: 'The AI model took too long to answer. Try again in a moment, or ask a shorter question.',
  unavailable:
    'The AI model could not be reached. Try again later; if it keeps failing, ask your admin to check its settings.',
  busy: 'The AI model is busy right now. Try again in a minute.',
  refused:
    'The AI model refused the request. Ask your admin to check its settings (AI_MODEL and AI_API_KEY).',
  broken: 'The AI model’s answer was cut short. Try again.',
} as const;

export const companionMessages = {
  nudgeNotFound: 'This nudge is no longer here',
  questionRequired: 'Write your question',
  questionTooLong: `Keep your question under ${QUESTION_MAX} characters`,
  historyInvalid: 'The conversation before this question could not be read',
  draftKindInvalid: 'Choose what to draft: a check-in or kudos',
  draftSubjectInvalid: 'Choose the goal or the colleague to draft for',
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

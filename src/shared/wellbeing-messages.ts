/**
 * Well-being (docs/product.md#well-being-and-pulse, docs/privacy.md): the private daily check-in, the
 * anonymous pulse, and the figures /stress and /analytics read from it. Constants and messages, apart
 * from the zod rules (wellbeing-rules.ts): the API's error table imports these, and with them no form
 * code.
 */

// ---- The private check-in -------------------------------------------------------------------------

/** Mood, energy and stress, each on 1–5. Mood and energy: 5 is best; stress: 5 is the most stressed. */
export const MOOD_SCALE_MIN = 1;
export const MOOD_SCALE_MAX = 5;
export const MOOD_NOTE_MAX = 500;
/** The history a person reads at once: /wellbeing offers these spans, /stress shows the longest. */
export const MOOD_HISTORY_SPANS = [30, 90] as const;
/** The widest span `GET /api/mood` answers, in days (a year and a day: the same date a year ago). */
export const MOOD_RANGE_MAX_DAYS = 366;
/** The three figures of a check-in, in the order the form asks them. */
export const MOOD_FIELDS = ['mood', 'energy', 'stress'] as const;
export type MoodField = (typeof MOOD_FIELDS)[number];

// ---- The pulse --------------------------------------------------------------------------------------

/**
 * The five questions, fixed for every company so that periods and teams compare. eNPS is 0–10; the
 * others 1–5. `higherIsBetter` tells a chart which way is good: a heavier workload and more stress are
 * worse.
 */
export const PULSE_QUESTIONS = {
  enps: {
    text: 'How likely are you to recommend working here to a friend?',
    min: 0,
    max: 10,
    low: 'Not at all likely',
    high: 'Extremely likely',
    higherIsBetter: true,
  },
  workload: {
    text: 'How heavy has your workload been?',
    min: 1,
    max: 5,
    low: 'Very light',
    high: 'Overwhelming',
    higherIsBetter: false,
  },
  stress: {
    text: 'How stressed have you felt at work?',
    min: 1,
    max: 5,
    low: 'Not at all',
    high: 'Extremely',
    higherIsBetter: false,
  },
  recognition: {
    text: 'I feel recognised for the work I do.',
    min: 1,
    max: 5,
    low: 'Strongly disagree',
    high: 'Strongly agree',
    higherIsBetter: true,
  },
  clarity: {
    text: 'I know what is expected of me and why it matters.',
    min: 1,
    max: 5,
    low: 'Strongly disagree',
    high: 'Strongly agree',
    higherIsBetter: true,
  },
} as const;
export type PulseQuestion = keyof typeof PULSE_QUESTIONS;
export const PULSE_QUESTION_KEYS = Object.keys(PULSE_QUESTIONS) as [PulseQuestion, ...PulseQuestion[]];

/** eNPS: promoters answer 9–10, detractors 0–6; the score is % promoters − % detractors (−100 to 100). */
export const ENPS_PROMOTER_MIN = 9;
export const ENPS_DETRACTOR_MAX = 6;

/**
 * How often a pulse opens. Periods are calendar ones in UTC: a week from Monday, two weeks from a
 * Monday counted from 1 January 2024 (so every company's fortnights line up), a month from the 1st.
 */
export const PULSE_CADENCES = ['weekly', 'biweekly', 'monthly'] as const;
export type PulseCadence = (typeof PULSE_CADENCES)[number];
export const PULSE_CADENCE_DEFAULT: PulseCadence = 'weekly';
/** The Monday from which fortnights are counted. */
export const BIWEEKLY_EPOCH = '2024-01-01';

/**
 * The anonymity threshold k: a figure is shown only when at least k distinct people answered in its
 * segment. Admins choose 3 to 10; a period keeps the highest k in force since it opened, so lowering k
 * never uncovers what people answered under a higher one.
 */
export const PULSE_THRESHOLD_MIN = 3;
export const PULSE_THRESHOLD_MAX = 10;
export const PULSE_THRESHOLD_DEFAULT = 5;

/** Why a figure is withheld. */
export const SUPPRESSION_REASONS = [
  /** Fewer than k people answered in the segment. */
  'too_few_respondents',
  /** Shown beside a larger segment, it would let the rest of that segment (fewer than k) be worked out. */
  'complement_too_small',
] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** Closed periods the over-time views show (/stress, /analytics), oldest first. */
export const PULSE_PERIODS_SHOWN = 12;

export const wellbeingMessages = {
  moodInvalid: `Mood must be a whole number from ${MOOD_SCALE_MIN} to ${MOOD_SCALE_MAX}`,
  energyInvalid: `Energy must be a whole number from ${MOOD_SCALE_MIN} to ${MOOD_SCALE_MAX}`,
  stressInvalid: `Stress must be a whole number from ${MOOD_SCALE_MIN} to ${MOOD_SCALE_MAX}`,
  noteTooLong: `Note must be at most ${MOOD_NOTE_MAX} characters`,
  noteControls: 'Note must not contain control characters',
  dayInvalid: 'Day must be a date (YYYY-MM-DD)',
  dayInFuture: 'Day must not be in the future',
  dayTooOld: `Day must be within the last ${MOOD_RANGE_MAX_DAYS} days`,
  rangeInvalid: `Choose a range of at most ${MOOD_RANGE_MAX_DAYS} days, from before to`,
  moodNotFound: 'No check-in on that day.',
  enpsInvalid: 'Answer how likely you are to recommend working here, from 0 to 10',
  workloadInvalid: 'Answer how heavy your workload has been, from 1 to 5',
  stressAnswerInvalid: 'Answer how stressed you have felt, from 1 to 5',
  recognitionInvalid: 'Answer whether you feel recognised, from 1 to 5',
  clarityInvalid: 'Answer whether you know what is expected of you, from 1 to 5',
  alreadyAnswered: 'You have already answered this pulse. The next one opens when this period ends.',
  cadenceInvalid: `Cadence must be one of ${PULSE_CADENCES.join(', ')}`,
  thresholdInvalid: `Threshold must be a whole number from ${PULSE_THRESHOLD_MIN} to ${PULSE_THRESHOLD_MAX}`,
  settingsEmpty: 'Choose a cadence or a threshold to change',
  periodInvalid: 'Period must be the first day of a pulse period (YYYY-MM-DD)',
  periodNotFound: 'No closed pulse period starts on that day.',
  teamInvalid: 'Choose a team of your company',
  notLead: 'Only admins and team leads can read pulse results.',
} as const;

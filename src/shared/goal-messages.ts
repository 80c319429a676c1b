import { DAY_FIRST_YEAR, DAY_LAST_YEAR, HISTORY_PAGE_MAX, KEY_RESULTS_MAX } from './limits';

/**
 * Goals, key results and check-ins: their limits, kinds and messages (docs/product.md#goals), apart
 * from their zod rules (goal-rules.ts): the API's error table imports these, and with them no form code.
 */
export const GOAL_LEVELS = ['company', 'team', 'personal'] as const;
export type GoalLevel = (typeof GOAL_LEVELS)[number];

/** `private`: seen by the goal's owner and the company's admins only. */
export const GOAL_VISIBILITIES = ['company', 'private'] as const;
export type GoalVisibility = (typeof GOAL_VISIBILITIES)[number];

export const GOAL_STATUSES = ['open', 'closed'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

/** `binary` is done or not done: its start is 0, its target 1. */
export const KEY_RESULT_KINDS = ['number', 'percent', 'currency', 'binary'] as const;
export type KeyResultKind = (typeof KEY_RESULT_KINDS)[number];

/** What a check-in says of its goal. */
export const CHECK_IN_STATUSES = ['on_track', 'at_risk', 'off_track'] as const;
export type CheckInStatus = (typeof CHECK_IN_STATUSES)[number];

/**
 * A goal's health: new (not judged yet), a check-in's status, or overdue for one, or closed
 * (docs/product.md#goal-health).
 */
export const GOAL_HEALTHS = ['new', ...CHECK_IN_STATUSES, 'check_in_overdue', 'closed'] as const;
export type GoalHealth = (typeof GOAL_HEALTHS)[number];

export const GOAL_TITLE_MAX = 200;
export const GOAL_DESCRIPTION_MAX = 2000;
export const KEY_RESULT_TITLE_MAX = 200;
export const KEY_RESULT_UNIT_MAX = 20;
export const KEY_RESULTS_MIN = 1;
export const KEY_RESULT_WEIGHT_MAX = 10;
/** A key result's values stay within ± this: a trillion fits any currency a team counts in. */
export const KEY_RESULT_VALUE_LIMIT = 1e12;
export const GOAL_PARENTS_MAX = 10;
/** A goal's period: at most three years. */
export const GOAL_PERIOD_MAX_DAYS = 1096;
export const CHECK_IN_TEXT_MAX = 2000;
export const CONFIDENCE_MAX = 10;

/**
 * Health from progress: how far behind the share of the period already elapsed a goal may be and
 * still read on track, or at risk (Engagedly's thresholds).
 */
export const HEALTH_AT_RISK_BEHIND = 0.165;
export const HEALTH_OFF_TRACK_BEHIND = 0.33;
/** An open goal with no check-in for this many days is "check-in overdue", whatever it last said. */
export const CHECK_IN_OVERDUE_DAYS = 14;
/**
 * Goals check in weekly: after this many days without one, the owner is reminded. Until its first
 * check-in is due, a goal without one is "new" rather than judged on its progress.
 */
export const CHECK_IN_DUE_DAYS = 7;

export const GOALS_PAGE_DEFAULT = 20;
export const GOALS_PAGE_MAX = 100;

export const goalMessages = {
  titleRequired: 'Goal title is required',
  titleTooLong: `Goal title must be at most ${GOAL_TITLE_MAX} characters`,
  titleControls: 'Goal title must not contain line breaks or control characters',
  descriptionTooLong: `Description must be at most ${GOAL_DESCRIPTION_MAX} characters`,
  descriptionControls: 'Description must not contain control characters',
  levelInvalid: 'Level must be company, team or personal',
  teamRequired: 'Choose the team this goal belongs to',
  teamOnlyForTeamGoals: 'Only a team goal belongs to a team',
  visibilityInvalid: 'Visibility must be company or private',
  statusInvalid: 'Status must be open or closed',
  personInvalid: 'Choose a person of your company',
  dateInvalid: `Dates must be real days from ${DAY_FIRST_YEAR} to ${DAY_LAST_YEAR}, written YYYY-MM-DD`,
  startRequired: 'Start date is required',
  dueRequired: 'Due date is required',
  dueBeforeStart: 'Due date must not be before the start date',
  periodTooLong: `A goal's period must be at most ${GOAL_PERIOD_MAX_DAYS} days`,
  keyResultsCount: `A goal has from ${KEY_RESULTS_MIN} to ${KEY_RESULTS_MAX} key results`,
  keyResultTitleRequired: 'Key result title is required',
  keyResultTitleTooLong: `Key result title must be at most ${KEY_RESULT_TITLE_MAX} characters`,
  keyResultTitleControls: 'Key result title must not contain line breaks or control characters',
  kindInvalid: 'Kind must be number, percent, currency or done/not done',
  unitTooLong: `Unit must be at most ${KEY_RESULT_UNIT_MAX} characters`,
  unitControls: 'Unit must not contain line breaks or control characters',
  valueNotNumber: 'Values must be numbers',
  valueTooLarge: 'Values must be between minus and plus one trillion',
  targetRequired: 'Target is required',
  targetEqualsStart: 'Target must differ from the start value',
  binaryValue: 'A done/not done key result is 0 (not done) or 1 (done)',
  weightInvalid: `Weight must be a whole number from 1 to ${KEY_RESULT_WEIGHT_MAX}`,
  keyResultInvalid: 'Key result not found in this goal',
  keyResultRepeated: 'Each key result appears once',
  parentsInvalid: 'Parent goals must be goals of your company',
  tooManyParents: `A goal supports at most ${GOAL_PARENTS_MAX} goals`,
  parentIsSelf: 'A goal cannot support itself',
  checkInStatusInvalid: 'Status must be on track, at risk or off track',
  confidenceInvalid: `Confidence must be a whole number from 0 to ${CONFIDENCE_MAX}`,
  noteTooLong: `Note must be at most ${CHECK_IN_TEXT_MAX} characters`,
  noteControls: 'Note must not contain control characters',
  blockersTooLong: `Blockers must be at most ${CHECK_IN_TEXT_MAX} characters`,
  blockersControls: 'Blockers must not contain control characters',
  limitInvalid: `Limit must be a whole number from 1 to ${GOALS_PAGE_MAX}`,
  historyLimitInvalid: `Limit must be a whole number from 1 to ${HISTORY_PAGE_MAX}`,
  cursorInvalid: 'Cursor is not valid',
  healthInvalid: 'Health must be new, on_track, at_risk, off_track, check_in_overdue or closed',
  goalNotFound: 'Goal not found.',
  cycle: 'This alignment would make a goal support itself through others. Choose another parent.',
  closed: 'This goal is closed. Reopen it to check in.',
  cannotChange: 'Only the goal’s owner, a lead of its team or an admin can change this goal.',
  companyGoalsAdminOnly: 'Only admins set company goals.',
  teamGoalsLeadOnly: 'Only a lead of this team or an admin sets its goals.',
  privateForSomeoneElse:
    'Only its owner and the admins see a private goal, so you cannot make someone else’s goal private or give them a private goal. Ask an admin.',
} as const;

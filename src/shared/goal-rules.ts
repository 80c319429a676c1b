import { z } from 'zod/mini';
import {
  CHECK_IN_STATUSES,
  CHECK_IN_TEXT_MAX,
  CONFIDENCE_MAX,
  GOAL_DESCRIPTION_MAX,
  GOAL_HEALTHS,
  GOAL_LEVELS,
  GOAL_PARENTS_MAX,
  GOAL_PERIOD_MAX_DAYS,
  GOAL_STATUSES,
  GOAL_TITLE_MAX,
  GOAL_VISIBILITIES,
  goalMessages as m,
  GOALS_PAGE_DEFAULT,
  GOALS_PAGE_MAX,
  KEY_RESULT_KINDS,
  KEY_RESULT_TITLE_MAX,
  KEY_RESULT_UNIT_MAX,
  KEY_RESULT_VALUE_LIMIT,
  KEY_RESULT_WEIGHT_MAX,
  KEY_RESULTS_MIN,
} from './goal-messages';
import { HISTORY_PAGE_MAX, KEY_RESULTS_MAX } from './limits';
import { isCursor } from './page-cursor';
import { dayField } from './schemas';
import { optionalText, requiredText } from './schemas';

/**
 * The goals' bodies and queries: the forms' rules, checked again by the server. Apart from the
 * contract so that the goals' pages load these and not the API's error table.
 */

const uuidOf = (message: string) => z.string({ error: message }).check(z.uuid({ error: message }));

// Numbers with refines rather than z.int and z.gte, whose number formats would weigh on the forms.
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(
    z.refine((value: number) => Number.isSafeInteger(value) && value >= min && value <= max, {
      error: message,
    }),
  );

/** A key result's value: a finite number within a trillion either way. */
export const keyResultValue = z.number({ error: m.valueNotNumber }).check(
  z.refine((value: number) => Number.isFinite(value), { error: m.valueNotNumber, abort: true }),
  z.refine((value: number) => Math.abs(value) <= KEY_RESULT_VALUE_LIMIT, { error: m.valueTooLarge }),
);

/** Days from one YYYY-MM-DD to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The period's rules, for a body that holds both dates (the server checks an edit of one of them). */
export function periodProblem(startsOn: string, dueOn: string): string | undefined {
  const days = daysBetween(startsOn, dueOn);
  if (days < 0) return m.dueBeforeStart;
  if (days > GOAL_PERIOD_MAX_DAYS) return m.periodTooLong;
  return undefined;
}

const title = requiredText({
  shape: 'line',
  max: GOAL_TITLE_MAX,
  required: m.titleRequired,
  tooLong: m.titleTooLong,
  controls: m.titleControls,
});
const description = optionalText({
  shape: 'lines',
  max: GOAL_DESCRIPTION_MAX,
  tooLong: m.descriptionTooLong,
  controls: m.descriptionControls,
});
const visibility = z.enum(GOAL_VISIBILITIES, { error: m.visibilityInvalid });
const personId = uuidOf(m.personInvalid);

/**
 * One key result. `id` names an existing one in an edit (kept with its history); without it, a new
 * one. Done/not done takes no start or target (0 and 1); its current value is 0 or 1.
 */
export const keyResultSchema = z
  .object({
    id: z.optional(uuidOf(m.keyResultInvalid)),
    title: requiredText({
      shape: 'line',
      max: KEY_RESULT_TITLE_MAX,
      required: m.keyResultTitleRequired,
      tooLong: m.keyResultTitleTooLong,
      controls: m.keyResultTitleControls,
    }),
    kind: z.enum(KEY_RESULT_KINDS, { error: m.kindInvalid }),
    unit: optionalText({
      shape: 'line',
      max: KEY_RESULT_UNIT_MAX,
      tooLong: m.unitTooLong,
      controls: m.unitControls,
    }),
    startValue: z._default(keyResultValue, 0),
    targetValue: z.optional(keyResultValue),
    /** Where it stands now; the start when left out. */
    currentValue: z.optional(keyResultValue),
    weight: z._default(wholeNumber(1, KEY_RESULT_WEIGHT_MAX, m.weightInvalid), 1),
  })
  .check(
    z.refine((result) => result.kind === 'binary' || result.targetValue !== undefined, {
      error: m.targetRequired,
      path: ['targetValue'],
    }),
    z.refine((result) => result.kind === 'binary' || result.targetValue !== result.startValue, {
      error: m.targetEqualsStart,
      path: ['targetValue'],
    }),
    z.refine(
      (result) =>
        result.kind !== 'binary' || result.currentValue === undefined || [0, 1].includes(result.currentValue),
      { error: m.binaryValue, path: ['currentValue'] },
    ),
  );
export type KeyResultInput = z.input<typeof keyResultSchema>;

const keyResults = z.array(keyResultSchema, { error: m.keyResultsCount }).check(
  z.minLength(KEY_RESULTS_MIN, m.keyResultsCount),
  z.maxLength(KEY_RESULTS_MAX, m.keyResultsCount),
  z.refine(
    (results) =>
      new Set(results.flatMap((result) => result.id ?? [])).size ===
      results.filter((result) => result.id).length,
    {
      error: m.keyResultRepeated,
    },
  ),
);

const parentIds = z.array(uuidOf(m.parentsInvalid), { error: m.parentsInvalid }).check(
  z.maxLength(GOAL_PARENTS_MAX, m.tooManyParents),
  z.refine((ids) => new Set(ids).size === ids.length, { error: m.parentsInvalid }),
);

/** One of the period's two rules, for a body that may hold both dates. */
const periodRule = (problem: string) =>
  z.refine<{ startsOn?: string | undefined; dueOn?: string | undefined }>(
    (goal) =>
      goal.startsOn === undefined ||
      goal.dueOn === undefined ||
      periodProblem(goal.startsOn, goal.dueOn) !== problem,
    { error: problem, path: ['dueOn'] },
  );
const periodChecks = [periodRule(m.dueBeforeStart), periodRule(m.periodTooLong)] as const;

/**
 * A new goal. A team goal names its team; the owner is the caller unless named (admins and leads set
 * goals for others). It supports the parents named.
 */
export const createGoalSchema = z
  .object({
    level: z.enum(GOAL_LEVELS, { error: m.levelInvalid }),
    teamId: z.optional(z.nullable(uuidOf(m.teamRequired))),
    ownerId: z.optional(personId),
    title,
    description,
    startsOn: dayField(m.dateInvalid, m.startRequired),
    dueOn: dayField(m.dateInvalid, m.dueRequired),
    visibility: z._default(visibility, 'company'),
    keyResults,
    parentIds: z._default(parentIds, []),
  })
  .check(
    z.refine((goal) => goal.level !== 'team' || Boolean(goal.teamId), {
      error: m.teamRequired,
      path: ['teamId'],
    }),
    z.refine((goal) => goal.level === 'team' || !goal.teamId, {
      error: m.teamOnlyForTeamGoals,
      path: ['teamId'],
    }),
    ...periodChecks,
  );
export type CreateGoalInput = z.input<typeof createGoalSchema>;

/**
 * An edit: a field left out stays as it is. `keyResults` replaces the list (an entry with an id keeps
 * that key result and its history; one left out is deleted); `parentIds` replaces the alignment;
 * `status` closes or reopens the goal.
 */
export const updateGoalSchema = z
  .object({
    ownerId: z.optional(personId),
    title: z.optional(title),
    description: z.optional(description),
    startsOn: z.optional(dayField(m.dateInvalid, m.startRequired)),
    dueOn: z.optional(dayField(m.dateInvalid, m.dueRequired)),
    visibility: z.optional(visibility),
    keyResults: z.optional(keyResults),
    parentIds: z.optional(parentIds),
    status: z.optional(z.enum(GOAL_STATUSES, { error: m.statusInvalid })),
  })
  .check(...periodChecks);
export type UpdateGoalInput = z.input<typeof updateGoalSchema>;

const checkInText = (tooLong: string, controls: string) =>
  optionalText({ shape: 'lines', max: CHECK_IN_TEXT_MAX, tooLong, controls });

/** A check-in: how the goal stands, how sure its owner is, and the key results' new values. */
export const checkInSchema = z.object({
  status: z.enum(CHECK_IN_STATUSES, { error: m.checkInStatusInvalid }),
  confidence: wholeNumber(0, CONFIDENCE_MAX, m.confidenceInvalid),
  note: checkInText(m.noteTooLong, m.noteControls),
  blockers: checkInText(m.blockersTooLong, m.blockersControls),
  values: z._default(
    z
      .array(z.object({ keyResultId: uuidOf(m.keyResultInvalid), value: keyResultValue }), {
        error: m.keyResultInvalid,
      })
      .check(
        z.maxLength(KEY_RESULTS_MAX, m.keyResultRepeated),
        z.refine((values) => new Set(values.map((entry) => entry.keyResultId)).size === values.length, {
          error: m.keyResultRepeated,
        }),
      ),
    [],
  ),
});
export type CheckInInput = z.input<typeof checkInSchema>;

const pageLimitOf = (max: number, byDefault: number, message: string) =>
  z._default(
    z.coerce.number({ error: message }).check(
      z.refine((value: number) => Number.isSafeInteger(value) && value >= 1 && value <= max, {
        error: message,
      }),
    ),
    byDefault,
  );
const pageLimit = pageLimitOf(GOALS_PAGE_MAX, GOALS_PAGE_DEFAULT, m.limitInvalid);

/** The `nextCursor` of the page before, as the server wrote it (src/shared/page-cursor.ts). */
const cursor = z.optional(
  z.string({ error: m.cursorInvalid }).check(z.refine(isCursor, { error: m.cursorInvalid })),
);

/**
 * GET /api/goals: newest first, a page at a time. `ownerId=me` is the caller's own goals; `teamId=mine`
 * the goals of the teams the caller belongs to.
 */
export const goalListQuerySchema = z.object({
  level: z.optional(z.enum(GOAL_LEVELS, { error: m.levelInvalid })),
  teamId: z.optional(z.union([z.literal('mine'), uuidOf(m.teamRequired)], { error: m.teamRequired })),
  ownerId: z.optional(z.union([z.literal('me'), personId], { error: m.personInvalid })),
  status: z._default(z.enum(GOAL_STATUSES, { error: m.statusInvalid }), 'open'),
  health: z.optional(z.enum(GOAL_HEALTHS, { error: m.healthInvalid })),
  limit: pageLimit,
  cursor,
});
export type GoalListQuery = z.input<typeof goalListQuerySchema>;

export const checkInListQuerySchema = z.object({
  limit: pageLimit,
  cursor,
});

/** GET /api/goals/:goalId/key-results/:keyResultId/history: a key result's values, newest first. */
export const historyQuerySchema = z.object({
  limit: pageLimitOf(HISTORY_PAGE_MAX, HISTORY_PAGE_MAX, m.historyLimitInvalid),
  cursor,
});

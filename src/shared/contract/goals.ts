import { z } from 'zod/mini';
import {
  CHECK_IN_STATUSES,
  GOAL_HEALTHS,
  GOAL_LEVELS,
  GOAL_STATUSES,
  GOAL_VISIBILITIES,
  goalMessages,
  KEY_RESULT_KINDS,
} from '../goal-messages';
import {
  checkInListQuerySchema,
  checkInSchema,
  createGoalSchema,
  goalListQuerySchema,
  historyQuerySchema,
  updateGoalSchema,
} from '../goal-rules';
import { GOAL_TREE_MAX, HISTORY_PAGE_MAX } from '../limits';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

// ---- Answers ------------------------------------------------------------------------------------

const personSchema = z.object({ id: z.string(), fullName: z.nullable(z.string()) });
const teamRefSchema = z.object({ id: z.string(), name: z.string() });

/**
 * Progress travels as a fraction from 0 to 1 (0.3 is 30 %), as it is stored and computed
 * (src/shared/goal-progress.ts); pages and docs/product.md speak in percent and multiply by 100 to
 * show it. The bounds are stated here so that docs/api.md says so beside each such field.
 */
const fraction = () => z.number().check(z.minimum(0), z.maximum(1));

const lastCheckInSchema = z.object({
  createdAt: z.string(),
  status: z.enum(CHECK_IN_STATUSES),
  confidence: z.number(),
});

/** A goal as lists show it. Progress and expected progress are fractions from 0 to 1, not percent. */
export const goalSummarySchema = z.object({
  id: z.string(),
  level: z.enum(GOAL_LEVELS),
  /** The team of a team goal; null for the others. */
  team: z.nullable(teamRefSchema),
  /** Null once the owner has left SOS. */
  owner: z.nullable(personSchema),
  title: z.string(),
  /** YYYY-MM-DD, both days included. */
  startsOn: z.string(),
  dueOn: z.string(),
  visibility: z.enum(GOAL_VISIBILITIES),
  status: z.enum(GOAL_STATUSES),
  closedAt: z.nullable(z.string()),
  progress: fraction(),
  /**
   * The share of the goal's schedule elapsed (from when it was set, or its period's start when later,
   * to its due day's end): where it should be by now (docs/product.md#goal-health).
   */
  expectedProgress: fraction(),
  health: z.enum(GOAL_HEALTHS),
  lastCheckIn: z.nullable(lastCheckInSchema),
  keyResultCount: z.number(),
  /** The goals this one supports. */
  parentIds: z.array(z.string()),
  createdAt: z.string(),
  /** What the caller may do: edit, close, reopen and delete; check in. */
  canEdit: z.boolean(),
  canCheckIn: z.boolean(),
});

const valuePointSchema = z.object({ value: z.number(), createdAt: z.string() });

export const keyResultAnswerSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(KEY_RESULT_KINDS),
  unit: z.nullable(z.string()),
  startValue: z.number(),
  targetValue: z.number(),
  currentValue: z.number(),
  weight: z.number(),
  position: z.number(),
  progress: fraction(),
  /**
   * Its latest values (HISTORY_PAGE_MAX at most), oldest first: the start when it was set, then each
   * check-in's value.
   */
  history: z.array(valuePointSchema),
  /** The cursor to the values before these (GET …/key-results/:keyResultId/history); null when none. */
  historyCursor: z.nullable(z.string()),
});

/** A goal another one supports or is supported by, as the goal page links it. */
const relatedGoalSchema = z.object({
  id: z.string(),
  title: z.string(),
  level: z.enum(GOAL_LEVELS),
  status: z.enum(GOAL_STATUSES),
  progress: fraction(),
  health: z.enum(GOAL_HEALTHS),
});

export const goalSchema = z.extend(goalSummarySchema, {
  description: z.nullable(z.string()),
  keyResults: z.array(keyResultAnswerSchema),
  /** The goals it supports, and those that support it, that the caller may see. */
  parents: z.array(relatedGoalSchema),
  children: z.array(relatedGoalSchema),
});

export const checkInAnswerSchema = z.object({
  id: z.string(),
  author: z.nullable(personSchema),
  createdAt: z.string(),
  status: z.enum(CHECK_IN_STATUSES),
  confidence: z.number(),
  note: z.nullable(z.string()),
  blockers: z.nullable(z.string()),
  /** The key results' values this check-in set; a key result deleted since is left out. */
  values: z.array(z.object({ keyResultId: z.string(), keyResultTitle: z.string(), value: z.number() })),
});

/** One node of the alignment tree: the client hangs it under each of its parents. */
export const goalNodeSchema = z.object({
  id: z.string(),
  level: z.enum(GOAL_LEVELS),
  team: z.nullable(teamRefSchema),
  owner: z.nullable(personSchema),
  title: z.string(),
  progress: fraction(),
  health: z.enum(GOAL_HEALTHS),
  parentIds: z.array(z.string()),
});

export type {
  CheckInInput,
  CreateGoalInput,
  GoalListQuery,
  KeyResultInput,
  UpdateGoalInput,
} from '../goal-rules';
export { checkInSchema, createGoalSchema, updateGoalSchema };

const goalErrors = [...signedInErrors, 'forbidden', 'not_found'] as const;

export const listGoals = endpoint({
  method: 'GET',
  path: '/api/goals',
  summary:
    'The goals of the caller’s company they may see, newest first, a page at a time (`cursor`: the last id of the page before). Filters: level, teamId (an id, or `mine`: the caller’s teams), ownerId (an id, or `me`), status (open by default), health.',
  access: 'member of a company',
  query: goalListQuerySchema,
  status: 200,
  response: z.object({ items: z.array(goalSummarySchema), nextCursor: z.nullable(z.string()) }),
  errors: [...signedInErrors, 'forbidden', 'validation_failed'],
});

export const createGoal = endpoint({
  method: 'POST',
  path: '/api/goals',
  summary:
    'Sets a goal with its key results and the goals it supports. Company goals: admins; team goals: the team’s leads and admins; personal goals: anyone, for themself.',
  access: 'member of a company; company goals admins, team goals leads',
  body: createGoalSchema,
  status: 201,
  response: z.object({ goal: goalSchema }),
  errors: [...goalErrors, ...bodyErrors, 'goal_cycle', 'limit_reached'],
});

export const goalTree = endpoint({
  method: 'GET',
  path: '/api/goals/tree',
  summary: `The company’s open goals the caller may see, each with the ids of the goals it supports, and the company’s mission above them: the alignment tree, in one answer of at most ${GOAL_TREE_MAX} goals. Company goals come first, then team goals, then personal ones; within a level, the caller’s own and their teams’ first, then the oldest. \`omitted\` counts the open goals the caller may see that did not fit.`,
  access: 'member of a company',
  status: 200,
  response: z.object({
    mission: z.nullable(z.string()),
    items: z.array(goalNodeSchema),
    omitted: z.number(),
  }),
  errors: [...signedInErrors, 'forbidden'],
});

// Another company's goal, or a private goal of someone else, is not found: 404, never 403.
const goalParams = z.object({ goalId: idParam(goalMessages.goalNotFound) });

export const getGoal = endpoint({
  method: 'GET',
  path: '/api/goals/:goalId',
  params: goalParams,
  summary: `One goal with its progress, health, key results (each with its latest ${HISTORY_PAGE_MAX} values at most, and the cursor to the earlier ones), the goals it supports and those supporting it.`,
  access: 'member of a company',
  status: 200,
  response: z.object({ goal: goalSchema }),
  errors: goalErrors,
});

export const updateGoal = endpoint({
  method: 'PATCH',
  path: '/api/goals/:goalId',
  params: goalParams,
  summary:
    'Edits a goal: its fields, its key results (the list is replaced; an entry with an id keeps that one and its history), its alignment, or its status (close, reopen).',
  access: 'owner of a personal goal, lead of a team goal’s team, or admin',
  body: updateGoalSchema,
  status: 200,
  response: z.object({ goal: goalSchema }),
  errors: [...goalErrors, ...bodyErrors, 'goal_cycle', 'limit_reached'],
});

export const deleteGoal = endpoint({
  method: 'DELETE',
  path: '/api/goals/:goalId',
  params: goalParams,
  summary: 'Deletes a goal with its key results and check-ins; the goals it supported lose that support.',
  access: 'owner of a personal goal, lead of a team goal’s team, or admin',
  status: 204,
  errors: goalErrors,
});

export const listCheckIns = endpoint({
  method: 'GET',
  path: '/api/goals/:goalId/check-ins',
  params: goalParams,
  summary: 'A goal’s check-ins, newest first, a page at a time, each with the values it set.',
  access: 'member of a company',
  query: checkInListQuerySchema,
  status: 200,
  response: z.object({ items: z.array(checkInAnswerSchema), nextCursor: z.nullable(z.string()) }),
  errors: [...goalErrors, 'validation_failed'],
});

export const listKeyResultHistory = endpoint({
  method: 'GET',
  path: '/api/goals/:goalId/key-results/:keyResultId/history',
  params: z.extend(goalParams, { keyResultId: idParam(goalMessages.keyResultInvalid) }),
  summary: `A key result’s values, newest first, a page at a time (at most ${HISTORY_PAGE_MAX}): the goal’s answer holds the latest ones and its \`historyCursor\` reads on from there.`,
  access: 'member of a company',
  query: historyQuerySchema,
  status: 200,
  response: z.object({ items: z.array(valuePointSchema), nextCursor: z.nullable(z.string()) }),
  errors: [...goalErrors, 'validation_failed'],
});

export const createCheckIn = endpoint({
  method: 'POST',
  path: '/api/goals/:goalId/check-ins',
  params: goalParams,
  summary:
    'Checks in on an open goal: status, confidence, note, blockers and new key-result values, in one transaction. Answers the check-in and the goal as it now stands.',
  access: 'owner of the goal, lead of a team goal’s team, or admin',
  body: checkInSchema,
  status: 201,
  response: z.object({ checkIn: checkInAnswerSchema, goal: goalSchema }),
  errors: [...goalErrors, ...bodyErrors, 'goal_closed'],
});

export type GoalSummary = z.output<typeof goalSummarySchema>;
export type Goal = z.output<typeof goalSchema>;
export type KeyResult = z.output<typeof keyResultAnswerSchema>;
export type CheckIn = z.output<typeof checkInAnswerSchema>;
export type GoalNode = z.output<typeof goalNodeSchema>;

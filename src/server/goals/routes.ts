import type { Context } from 'hono';
import { z } from 'zod';
import {
  createCheckIn as createCheckInEndpoint,
  createGoal as createGoalEndpoint,
  deleteGoal as deleteGoalEndpoint,
  getGoal as getGoalEndpoint,
  goalTree as goalTreeEndpoint,
  listCheckIns as listCheckInsEndpoint,
  listGoals as listGoalsEndpoint,
  listKeyResultHistory as listKeyResultHistoryEndpoint,
  updateGoal as updateGoalEndpoint,
} from '../../shared/contract/goals';
import { goalMessages } from '../../shared/goal-messages';
import { requireUser } from '../auth/require-user';
import type { AppDeps, AppEnv } from '../context';
import { DomainError } from '../domain-error';
import { contractRoutes } from '../http/contract-routes';
import { createCheckIn, listCheckIns } from './check-ins';
import { createGoal, deleteGoal, listGoals, updateGoal } from './goals';
import { listKeyResultHistory } from './history';
import { goalNotFound, readGoal } from './read';
import { goalTree } from './tree';
import { callerOf } from '../auth/caller';

const idSchema = z.uuid();

/** The goal the path names; an id that cannot be one is as unknown as another company's goal. */
function goalIdOf(c: Context<AppEnv>): string {
  const goalId = c.req.param('goalId') ?? '';
  if (!idSchema.safeParse(goalId).success) throw goalNotFound();
  return goalId;
}

/** The key result the path names; an id that cannot be one is as unknown as another goal's. */
function keyResultIdOf(c: Context<AppEnv>): string {
  const keyResultId = c.req.param('keyResultId') ?? '';
  if (!idSchema.safeParse(keyResultId).success)
    throw new DomainError('not_found', { message: goalMessages.keyResultInvalid });
  return keyResultId;
}

/** /api/goals: goals, their key results, check-ins and alignment (docs/product.md#goals). */
export function goalRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/goals');
  routes.app.use(requireUser(deps));
  return (
    routes
      .on(listGoalsEndpoint, [], async (c, { query }) => listGoals(db, callerOf(c), query))
      .on(createGoalEndpoint, [], async (c, { body }) => ({ goal: await createGoal(db, callerOf(c), body) }))
      // Before /:goalId, which would take `tree` for an id.
      .on(goalTreeEndpoint, [], async (c) => goalTree(db, callerOf(c)))
      .on(getGoalEndpoint, [], async (c) => ({ goal: await readGoal(db, callerOf(c), goalIdOf(c)) }))
      .on(updateGoalEndpoint, [], async (c, { body }) => ({
        goal: await updateGoal(db, callerOf(c), goalIdOf(c), body),
      }))
      .on(deleteGoalEndpoint, [], async (c) => {
        await deleteGoal(db, callerOf(c), goalIdOf(c));
        return undefined;
      })
      .on(listCheckInsEndpoint, [], async (c, { query }) => listCheckIns(db, callerOf(c), goalIdOf(c), query))
      .on(createCheckInEndpoint, [], async (c, { body }) => createCheckIn(db, callerOf(c), goalIdOf(c), body))
      .on(listKeyResultHistoryEndpoint, [], async (c, { query }) =>
        listKeyResultHistory(db, callerOf(c), goalIdOf(c), keyResultIdOf(c), query),
      ).app
  );
}

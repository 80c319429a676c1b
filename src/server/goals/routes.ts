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
import { callerOf } from '../auth/caller';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { createCheckIn, listCheckIns } from './check-ins';
import { createGoal, deleteGoal, listGoals, updateGoal } from './goals';
import { listKeyResultHistory } from './history';
import { readGoal } from './read';
import { goalTree } from './tree';

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
      .on(getGoalEndpoint, [], async (c, { params }) => ({
        goal: await readGoal(db, callerOf(c), params.goalId),
      }))
      .on(updateGoalEndpoint, [], async (c, { params, body }) => ({
        goal: await updateGoal(db, callerOf(c), params.goalId, body),
      }))
      .on(deleteGoalEndpoint, [], async (c, { params }) => {
        await deleteGoal(db, callerOf(c), params.goalId);
        return undefined;
      })
      .on(listCheckInsEndpoint, [], async (c, { params, query }) =>
        listCheckIns(db, callerOf(c), params.goalId, query),
      )
      .on(createCheckInEndpoint, [], async (c, { params, body }) =>
        createCheckIn(db, callerOf(c), params.goalId, body),
      )
      .on(listKeyResultHistoryEndpoint, [], async (c, { params, query }) =>
        listKeyResultHistory(db, callerOf(c), params.goalId, params.keyResultId, query),
      ).app
  );
}

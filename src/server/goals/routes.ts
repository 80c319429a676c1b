import type { Context } from 'hono';
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
import { peopleMessages } from '../../shared/messages';
import { requireUser } from '../auth/require-user';
import type { AppDeps, AppEnv } from '../context';
import { DomainError } from '../domain-error';
import { contractRoutes } from '../http/contract-routes';
import { createCheckIn, listCheckIns } from './check-ins';
import { createGoal, deleteGoal, listGoals, updateGoal } from './goals';
import { listKeyResultHistory } from './history';
import { readGoal, type GoalCaller } from './read';
import { goalTree } from './tree';

/** The caller in their company; 403 for someone who belongs to none, as for teams. */
function caller(c: Context<AppEnv>): GoalCaller {
  const membership = c.get('membership');
  if (!membership) throw new DomainError('forbidden', { message: peopleMessages.noCompany });
  return { companyId: membership.companyId, userId: c.get('user').id, isAdmin: membership.role === 'admin' };
}

/** /api/goals: goals, their key results, check-ins and alignment (docs/product.md#goals). */
export function goalRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/goals');
  routes.app.use(requireUser(deps));
  return (
    routes
      .on(listGoalsEndpoint, [], async (c, { query }) => listGoals(db, caller(c), query))
      .on(createGoalEndpoint, [], async (c, { body }) => ({ goal: await createGoal(db, caller(c), body) }))
      // Before /:goalId, which would take `tree` for an id.
      .on(goalTreeEndpoint, [], async (c) => goalTree(db, caller(c)))
      .on(getGoalEndpoint, [], async (c, { params }) => ({
        goal: await readGoal(db, caller(c), params.goalId),
      }))
      .on(updateGoalEndpoint, [], async (c, { params, body }) => ({
        goal: await updateGoal(db, caller(c), params.goalId, body),
      }))
      .on(deleteGoalEndpoint, [], async (c, { params }) => {
        await deleteGoal(db, caller(c), params.goalId);
        return undefined;
      })
      .on(listCheckInsEndpoint, [], async (c, { params, query }) =>
        listCheckIns(db, caller(c), params.goalId, query),
      )
      .on(createCheckInEndpoint, [], async (c, { params, body }) =>
        createCheckIn(db, caller(c), params.goalId, body),
      )
      .on(listKeyResultHistoryEndpoint, [], async (c, { params, query }) =>
        listKeyResultHistory(db, caller(c), params.goalId, params.keyResultId, query),
      ).app
  );
}

import {
  createGrowthItem as createItemEndpoint,
  deleteGrowthItem as deleteItemEndpoint,
  deleteLearningTip as deleteTipEndpoint,
  getGrowthChoices as choicesEndpoint,
  getGrowthPlan as planEndpoint,
  getPersonGrowthPlan as personPlanEndpoint,
  listLearningTips as listTipsEndpoint,
  putGrowthItemOnAgenda as agendaEndpoint,
  putLearningTip as putTipEndpoint,
  updateGrowthItem as updateItemEndpoint,
} from '../../shared/contract/growth';
import { callerOf } from '../auth/caller';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import {
  createGrowthItem,
  deleteGrowthItem,
  getGrowthChoices,
  getGrowthPlan,
  getPersonGrowthPlan,
  putGrowthItemOnAgenda,
  updateGrowthItem,
} from './growth-items';
import { deleteLearningTip, listLearningTips, putLearningTip } from './tips';

/** /api/growth-plan: the caller's own plan, and what its items may link to (decision 040). */
export function growthPlanRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/growth-plan');
  routes.app.use(requireUser(deps));
  return routes
    .on(planEndpoint, [], async (c) => ({ plan: await getGrowthPlan(db, callerOf(c)) }))
    .on(choicesEndpoint, [], async (c) => ({ choices: await getGrowthChoices(db, callerOf(c)) })).app;
}

/** /api/people/:userId/growth-plan: a person's plan, read by them and their leads. */
export function personGrowthPlanRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/people');
  routes.app.use(requireUser(deps));
  return routes.on(personPlanEndpoint, [], async (c, { params }) => ({
    plan: await getPersonGrowthPlan(db, callerOf(c), params.userId),
  })).app;
}

/** /api/growth-items: the caller's own items; no path names anyone else's. */
export function growthItemRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/growth-items');
  routes.app.use(requireUser(deps));
  return routes
    .on(createItemEndpoint, [], async (c, { body }) => ({
      item: await createGrowthItem(db, callerOf(c), body),
    }))
    .on(updateItemEndpoint, [], async (c, { params, body }) => ({
      item: await updateGrowthItem(db, callerOf(c), params.id, body),
    }))
    .on(deleteItemEndpoint, [], async (c, { params }) => {
      await deleteGrowthItem(db, callerOf(c), params.id);
      return undefined;
    })
    .on(agendaEndpoint, [], async (c, { params, body }) => ({
      item: await putGrowthItemOnAgenda(db, callerOf(c), params.id, body.oneOnOneId),
    })).app;
}

/** /api/learning-tips: the company's weekly tips, one per competency and week. */
export function learningTipRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/learning-tips');
  routes.app.use(requireUser(deps));
  return routes
    .on(listTipsEndpoint, [], async (c, { query }) => ({
      tips: await listLearningTips(db, callerOf(c), query),
    }))
    .on(putTipEndpoint, [], async (c, { params, body }) => ({
      tip: await putLearningTip(db, callerOf(c), params.competencyId, params.week, body.text),
    }))
    .on(deleteTipEndpoint, [], async (c, { params }) => {
      await deleteLearningTip(db, callerOf(c), params.competencyId, params.week);
      return undefined;
    }).app;
}

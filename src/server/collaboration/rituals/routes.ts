import {
  createRitual as createEndpoint,
  deleteRitual as deleteEndpoint,
  listRituals as listEndpoint,
  reviewRitual as reviewEndpoint,
  updateRitual as updateEndpoint,
} from '../../../shared/contract/rituals';
import { callerOf } from '../../auth/caller';
import { requireUser } from '../../auth/require-user';
import type { AppDeps } from '../../context';
import { contractRoutes } from '../../http/contract-routes';
import { createRitual, deleteRitual, listRituals, reviewRitual, updateRitual } from './rituals';

/** /api/rituals: a team's rituals (decision 041), read by its members, written by its leads and admins. */
export function ritualRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/rituals');
  routes.app.use(requireUser(deps));
  return routes
    .on(listEndpoint, [], async (c, { query }) => listRituals(db, callerOf(c), query))
    .on(createEndpoint, [], async (c, { body }) => ({ ritual: await createRitual(db, callerOf(c), body) }))
    .on(updateEndpoint, [], async (c, { params, body }) => ({
      ritual: await updateRitual(db, callerOf(c), params.id, body),
    }))
    .on(reviewEndpoint, [], async (c, { params, body }) => ({
      ritual: await reviewRitual(db, callerOf(c), params.id, body.reviewOn),
    }))
    .on(deleteEndpoint, [], async (c, { params }) => {
      await deleteRitual(db, callerOf(c), params.id);
      return undefined;
    }).app;
}

import {
  addReaction as addReactionEndpoint,
  createKudos as createKudosEndpoint,
  cultureMetrics as cultureMetricsEndpoint,
  deleteKudos as deleteKudosEndpoint,
  listKudos as listKudosEndpoint,
  removeReaction as removeReactionEndpoint,
  valuesWall as valuesWallEndpoint,
} from '../../shared/contract/culture';
import { callerOf } from '../auth/caller';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { listFeed } from './feed';
import { createKudos, deleteKudos } from './kudos';
import { cultureMetrics } from './metrics';
import { addReaction, removeReaction } from './reactions';
import { valuesWall } from './wall';

/** /api/kudos: the feed, kudos and their reactions (docs/product.md#culture-and-recognition). */
export function kudosRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/kudos');
  routes.app.use(requireUser(deps));
  return routes
    .on(listKudosEndpoint, [], async (c, { query }) => listFeed(db, callerOf(c), query))
    .on(createKudosEndpoint, [], async (c, { body }) => ({ kudos: await createKudos(db, callerOf(c), body) }))
    .on(deleteKudosEndpoint, [], async (c, { params }) => {
      await deleteKudos(db, callerOf(c), params.kudosId);
      return undefined;
    })
    .on(addReactionEndpoint, [], async (c, { params }) => ({
      reactions: await addReaction(db, callerOf(c), params),
    }))
    .on(removeReactionEndpoint, [], async (c, { params }) => ({
      reactions: await removeReaction(db, callerOf(c), params),
    })).app;
}

/** /api/culture: the values wall and the culture figures. */
export function cultureRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/culture');
  routes.app.use(requireUser(deps));
  return routes
    .on(valuesWallEndpoint, [], async (c) => ({ items: await valuesWall(db, callerOf(c)) }))
    .on(cultureMetricsEndpoint, [], async (c) => cultureMetrics(db, callerOf(c))).app;
}

import type { Context } from 'hono';
import {
  addReaction as addReactionEndpoint,
  createKudos as createKudosEndpoint,
  cultureMetrics as cultureMetricsEndpoint,
  deleteKudos as deleteKudosEndpoint,
  listKudos as listKudosEndpoint,
  removeReaction as removeReactionEndpoint,
  valuesWall as valuesWallEndpoint,
} from '../../shared/contract/kudos';
import { peopleMessages } from '../../shared/messages';
import { requireUser } from '../auth/require-user';
import type { AppDeps, AppEnv } from '../context';
import { DomainError } from '../domain-error';
import { contractRoutes } from '../http/contract-routes';
import { listFeed, type CultureCaller } from './feed';
import { createKudos, deleteKudos } from './kudos';
import { cultureMetrics } from './metrics';
import { addReaction, removeReaction } from './reactions';
import { valuesWall } from './wall';

/** The caller in their company; 403 for someone who belongs to none, as for goals. */
function caller(c: Context<AppEnv>): CultureCaller {
  const membership = c.get('membership');
  if (!membership) throw new DomainError('forbidden', { message: peopleMessages.noCompany });
  return { companyId: membership.companyId, userId: c.get('user').id, isAdmin: membership.role === 'admin' };
}

/** /api/kudos: the feed, kudos and their reactions (docs/product.md#culture-and-recognition). */
export function kudosRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/kudos');
  routes.app.use(requireUser(deps));
  return routes
    .on(listKudosEndpoint, [], async (c, { query }) => listFeed(db, caller(c), query))
    .on(createKudosEndpoint, [], async (c, { body }) => ({ kudos: await createKudos(db, caller(c), body) }))
    .on(deleteKudosEndpoint, [], async (c, { params }) => {
      await deleteKudos(db, caller(c), params.kudosId);
      return undefined;
    })
    .on(addReactionEndpoint, [], async (c, { params }) => ({
      reactions: await addReaction(db, caller(c), params),
    }))
    .on(removeReactionEndpoint, [], async (c, { params }) => ({
      reactions: await removeReaction(db, caller(c), params),
    })).app;
}

/** /api/culture: the values wall and the culture figures. */
export function cultureRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/culture');
  routes.app.use(requireUser(deps));
  return routes
    .on(valuesWallEndpoint, [], async (c) => ({ items: await valuesWall(db, caller(c)) }))
    .on(cultureMetricsEndpoint, [], async (c) => cultureMetrics(db, caller(c))).app;
}

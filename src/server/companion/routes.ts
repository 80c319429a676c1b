import {
  dismissNudge as dismissEndpoint,
  getCompanion as getEndpoint,
  putMutedKinds as mutedKindsEndpoint,
} from '../../shared/contract/companion';
import { callerOf } from '../auth/caller';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { companionOf, dismissNudge, setMutedKinds } from './companion';

/** /api/companion: the day's nudges, dismissing one, muting kinds (decision 044); the caller's own. */
export function companionRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/companion');
  routes.app.use(requireUser(deps));
  return routes
    .on(getEndpoint, [], async (c) => ({ companion: await companionOf(db, callerOf(c)) }))
    .on(dismissEndpoint, [], async (c, { body }) => ({
      companion: await dismissNudge(db, callerOf(c), body),
    }))
    .on(mutedKindsEndpoint, [], async (c, { body }) => ({
      companion: await setMutedKinds(db, callerOf(c), body.kinds),
    })).app;
}

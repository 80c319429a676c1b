import { me } from '../../shared/contract/me';
import { invalidToken, requireAccessClaims } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { findMe } from './me';

/**
 * GET /api/me: the dashboard's one request, answered with one statement. It checks the session in
 * that statement itself instead of through requireUser, which would cost a second one.
 */
export function meRoutes(deps: AppDeps) {
  return contractRoutes('/api/me').on(me, [], async (c) => {
    const claims = await requireAccessClaims(deps, c);
    const found = await findMe(deps.db, claims);
    if (!found) throw invalidToken();
    return found;
  }).app;
}

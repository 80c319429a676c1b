import { Hono } from 'hono';
import { invalidToken, requireAccessClaims } from '../auth/require-user';
import type { AppDeps, AppEnv } from '../context';
import { findMe } from './me';

/**
 * GET /api/me: the dashboard's one request, answered with one statement. It checks the session in
 * that statement itself instead of through requireUser, which would cost a second one.
 */
export function meRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const claims = await requireAccessClaims(deps, c);
    const me = await findMe(deps.db, claims);
    if (!me) throw invalidToken();
    return c.json(me);
  });
}

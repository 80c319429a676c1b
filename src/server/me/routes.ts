import { Hono } from 'hono';
import { requireUser } from '../auth/require-user';
import type { AppDeps, AppEnv } from '../context';
import { getMe } from './me';

/** GET /api/me: the dashboard's one request. */
export function meRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', requireUser(deps), async (c) =>
    c.json(await getMe(deps.db, c.get('user'))),
  );
}

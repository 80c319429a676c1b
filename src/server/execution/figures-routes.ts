import { getMyFigures } from '../../shared/contract/figures';
import { callerOf } from '../auth/caller';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { figuresOf } from './figures';

/** /api/me/figures: the caller's own productivity figures (decision 038, level 1); no person is a parameter. */
export function figuresRoutes(deps: AppDeps) {
  const { db } = deps;
  return contractRoutes('/api/me/figures').on(getMyFigures, [requireUser(deps)], async (c) => ({
    figures: { weeks: await figuresOf(db, callerOf(c)) },
  })).app;
}

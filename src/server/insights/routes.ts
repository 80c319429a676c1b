import { insights as insightsEndpoint } from '../../shared/contract/insights';
import {
  pulseResults as pulseResultsEndpoint,
  stressOverview as stressOverviewEndpoint,
} from '../../shared/contract/wellbeing';
import { callerOf } from '../auth/caller';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { insights } from './insights';
import { pulseResults } from './results';
import { stressOverview } from './stress';

/*
 * What the pulse's answers show (docs/product.md#well-being-and-pulse). Each route has its own
 * requireUser guard, as the account's do: /api/pulse/results sits under /api/pulse, whose sub-app is
 * another's.
 */

/** /api/pulse/results: one closed period's figures for the company or a team. */
export function pulseResultsRoutes(deps: AppDeps) {
  return contractRoutes('/api/pulse/results').on(
    pulseResultsEndpoint,
    [requireUser(deps)],
    async (c, { query }) => pulseResults(deps.db, callerOf(c), query),
  ).app;
}

/** /api/stress: the company's and my teams' stress over time, and my own check-ins'. */
export function stressRoutes(deps: AppDeps) {
  return contractRoutes('/api/stress').on(stressOverviewEndpoint, [requireUser(deps)], async (c) =>
    stressOverview(deps.db, callerOf(c)),
  ).app;
}

/** /api/insights: /analytics in one answer. */
export function insightsRoutes(deps: AppDeps) {
  return contractRoutes('/api/insights').on(insightsEndpoint, [requireUser(deps)], async (c) =>
    insights(deps.db, callerOf(c)),
  ).app;
}

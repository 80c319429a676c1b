import {
  createContribution as createEndpoint,
  deleteContribution as deleteEndpoint,
  getPurposeMap as mapEndpoint,
  hideContribution as hideEndpoint,
  listContributionPeople as peopleEndpoint,
  listContributions as listEndpoint,
  putTeamPurpose as teamPurposeEndpoint,
} from '../../shared/contract/purpose';
import { callerOf } from '../auth/caller';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import {
  createContribution,
  deleteContribution,
  hideContribution,
  listContributions,
  peopleLed,
} from './contributions';
import { purposeMap } from './map';
import { putTeamPurpose } from './team-purposes';

/** /api/purpose: the purpose map and the teams' purposes (decision 040). */
export function purposeRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/purpose');
  routes.app.use(requireUser(deps));
  return routes
    .on(mapEndpoint, [], async (c) => purposeMap(db, callerOf(c)))
    .on(teamPurposeEndpoint, [], async (c, { params, body }) =>
      putTeamPurpose(db, callerOf(c), params.teamId, body),
    ).app;
}

/** /api/contributions: a person's contribution log, read by them and their leads, written by them. */
export function contributionRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/contributions');
  routes.app.use(requireUser(deps));
  return routes
    .on(listEndpoint, [], async (c, { query }) => listContributions(db, callerOf(c), query))
    .on(peopleEndpoint, [], async (c) => peopleLed(db, callerOf(c)))
    .on(createEndpoint, [], async (c, { body }) => createContribution(db, callerOf(c), body))
    .on(hideEndpoint, [], async (c, { body }) => hideContribution(db, callerOf(c), body))
    .on(deleteEndpoint, [], async (c, { params }) => {
      await deleteContribution(db, callerOf(c), params.id);
      return undefined;
    }).app;
}

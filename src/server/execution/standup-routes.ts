import {
  answerStandup as answerEndpoint,
  getStandupDay as getDayEndpoint,
  listStandups as listEndpoint,
  putStandup as putEndpoint,
  standupParticipation as participationEndpoint,
} from '../../shared/contract/standups';
import { callerOf } from '../auth/caller';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { answerStandup, getStandupDay, listStandups, putStandup, standupParticipation } from './standups';

/** /api/standups: a team's async standup, its answers and its participation (decision 038, slice 2). */
export function standupRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/standups');
  routes.app.use(requireUser(deps));
  return routes
    .on(listEndpoint, [], async (c) => listStandups(db, callerOf(c)))
    .on(getDayEndpoint, [], async (c, { params, query }) =>
      getStandupDay(db, callerOf(c), params.teamId, query.day),
    )
    .on(participationEndpoint, [], async (c, { params }) =>
      standupParticipation(db, callerOf(c), params.teamId),
    )
    .on(answerEndpoint, [], async (c, { params, body }) =>
      answerStandup(db, callerOf(c), params.teamId, body.answers),
    )
    .on(putEndpoint, [], async (c, { params, body }) => putStandup(db, callerOf(c), params.teamId, body)).app;
}

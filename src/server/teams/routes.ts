import {
  addTeamMember as addTeamMemberEndpoint,
  archiveTeam as archiveTeamEndpoint,
  createTeam as createTeamEndpoint,
  getTeam as getTeamEndpoint,
  joinTeam as joinTeamEndpoint,
  leaveTeam as leaveTeamEndpoint,
  listTeams as listTeamsEndpoint,
  removeTeamMember as removeTeamMemberEndpoint,
  updateTeam as updateTeamEndpoint,
} from '../../shared/contract/teams';
import { callerOf } from '../auth/caller';
import { adminOnly, requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import {
  addTeamMember,
  archiveTeam,
  createTeam,
  joinTeam,
  leaveTeam,
  listTeams,
  readTeam,
  removeTeamMember,
  updateTeam,
} from './teams';

/** /api/teams: every member sees the company's teams; leads and admins manage one; anyone joins an open one. */
export function teamRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/teams');
  routes.app.use(requireUser(deps));
  return routes
    .on(listTeamsEndpoint, [], async (c, { query }) => ({
      items: await listTeams(db, callerOf(c), query.archived === 'true'),
    }))
    .on(createTeamEndpoint, [adminOnly], async (c, { body }) => ({
      team: await createTeam(db, callerOf(c), body),
    }))
    .on(getTeamEndpoint, [], async (c, { params }) => ({
      team: await readTeam(db, callerOf(c), params.teamId),
    }))
    .on(updateTeamEndpoint, [], async (c, { params, body }) => ({
      team: await updateTeam(db, callerOf(c), params.teamId, body),
    }))
    .on(archiveTeamEndpoint, [], async (c, { params }) => {
      await archiveTeam(db, callerOf(c), params.teamId);
      return undefined;
    })
    .on(addTeamMemberEndpoint, [], async (c, { params, body }) => ({
      team: await addTeamMember(db, callerOf(c), params.teamId, body),
    }))
    .on(removeTeamMemberEndpoint, [], async (c, { params }) => {
      await removeTeamMember(db, callerOf(c), params.teamId, params.userId);
      return undefined;
    })
    .on(joinTeamEndpoint, [], async (c, { params }) => ({
      team: await joinTeam(db, callerOf(c), params.teamId),
    }))
    .on(leaveTeamEndpoint, [], async (c, { params }) => {
      await leaveTeam(db, callerOf(c), params.teamId);
      return undefined;
    }).app;
}

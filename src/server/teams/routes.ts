import type { Context } from 'hono';
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
import { peopleMessages } from '../../shared/messages';
import { adminOnly, requireUser } from '../auth/require-user';
import type { AppDeps, AppEnv } from '../context';
import { DomainError } from '../domain-error';
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
  type TeamCaller,
} from './teams';

/** The caller in their company; 403 for someone who belongs to none, as for the people directory. */
function caller(c: Context<AppEnv>): TeamCaller {
  const membership = c.get('membership');
  if (!membership) throw new DomainError('forbidden', { message: peopleMessages.noCompany });
  return { companyId: membership.companyId, userId: c.get('user').id, isAdmin: membership.role === 'admin' };
}

/** /api/teams: every member sees the company's teams; leads and admins manage one; anyone joins an open one. */
export function teamRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = contractRoutes('/api/teams');
  routes.app.use(requireUser(deps));
  return routes
    .on(listTeamsEndpoint, [], async (c, { query }) => ({
      items: await listTeams(db, caller(c), query.archived === 'true'),
    }))
    .on(createTeamEndpoint, [adminOnly], async (c, { body }) => ({
      team: await createTeam(db, caller(c), body),
    }))
    .on(getTeamEndpoint, [], async (c, { params }) => ({
      team: await readTeam(db, caller(c), params.teamId),
    }))
    .on(updateTeamEndpoint, [], async (c, { params, body }) => ({
      team: await updateTeam(db, caller(c), params.teamId, body),
    }))
    .on(archiveTeamEndpoint, [], async (c, { params }) => {
      await archiveTeam(db, caller(c), params.teamId);
      return undefined;
    })
    .on(addTeamMemberEndpoint, [], async (c, { params, body }) => ({
      team: await addTeamMember(db, caller(c), params.teamId, body),
    }))
    .on(removeTeamMemberEndpoint, [], async (c, { params }) => {
      await removeTeamMember(db, caller(c), params.teamId, params.userId);
      return undefined;
    })
    .on(joinTeamEndpoint, [], async (c, { params }) => ({
      team: await joinTeam(db, caller(c), params.teamId),
    }))
    .on(leaveTeamEndpoint, [], async (c, { params }) => {
      await leaveTeam(db, caller(c), params.teamId);
      return undefined;
    }).app;
}

import type { Context } from 'hono';
import { z } from 'zod';
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
import { teamMessages } from '../../shared/team-messages';
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
  teamNotFound,
  updateTeam,
} from './teams';
import { callerOf } from '../auth/caller';

const idSchema = z.uuid();

/** The team the path names; an id that cannot be one is as unknown as another company's team. */
function teamIdOf(c: Context<AppEnv>): string {
  const teamId = c.req.param('teamId') ?? '';
  if (!idSchema.safeParse(teamId).success) throw teamNotFound();
  return teamId;
}

function memberIdOf(c: Context<AppEnv>): string {
  const userId = c.req.param('userId') ?? '';
  if (!idSchema.safeParse(userId).success)
    throw new DomainError('not_found', { message: teamMessages.memberNotFound });
  return userId;
}

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
    .on(getTeamEndpoint, [], async (c) => ({ team: await readTeam(db, callerOf(c), teamIdOf(c)) }))
    .on(updateTeamEndpoint, [], async (c, { body }) => ({
      team: await updateTeam(db, callerOf(c), teamIdOf(c), body),
    }))
    .on(archiveTeamEndpoint, [], async (c) => {
      await archiveTeam(db, callerOf(c), teamIdOf(c));
      return undefined;
    })
    .on(addTeamMemberEndpoint, [], async (c, { body }) => ({
      team: await addTeamMember(db, callerOf(c), teamIdOf(c), body),
    }))
    .on(removeTeamMemberEndpoint, [], async (c) => {
      await removeTeamMember(db, callerOf(c), teamIdOf(c), memberIdOf(c));
      return undefined;
    })
    .on(joinTeamEndpoint, [], async (c) => ({ team: await joinTeam(db, callerOf(c), teamIdOf(c)) }))
    .on(leaveTeamEndpoint, [], async (c) => {
      await leaveTeam(db, callerOf(c), teamIdOf(c));
      return undefined;
    }).app;
}

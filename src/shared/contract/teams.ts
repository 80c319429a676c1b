import { z } from 'zod/mini';
import { JOIN_POLICIES, teamMessages } from '../team-messages';
import { addTeamMemberSchema, createTeamSchema, teamListQuerySchema, updateTeamSchema } from '../team-rules';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

// ---- Answers ------------------------------------------------------------------------------------

const teamLeadSchema = z.object({ id: z.string(), fullName: z.nullable(z.string()) });

export const teamSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  joinPolicy: z.enum(JOIN_POLICIES),
  memberCount: z.number(),
  leads: z.array(teamLeadSchema),
  /** Whether the caller is a current member, and a lead. */
  isMember: z.boolean(),
  isLead: z.boolean(),
  archivedAt: z.nullable(z.string()),
});

export const teamMemberSchema = z.object({
  id: z.string(),
  fullName: z.nullable(z.string()),
  email: z.string(),
  isLead: z.boolean(),
  joinedAt: z.string(),
});

export const teamSchema = z.extend(teamSummarySchema, { members: z.array(teamMemberSchema) });

export type { AddTeamMemberInput, CreateTeamInput, UpdateTeamInput } from '../team-rules';
export { addTeamMemberSchema, createTeamSchema, updateTeamSchema };

const teamErrors = [...signedInErrors, 'forbidden', 'not_found'] as const;
const changeErrors = [...teamErrors, 'team_archived'] as const;

export const listTeams = endpoint({
  method: 'GET',
  path: '/api/teams',
  summary:
    'The teams of the caller’s company, sorted by name, with their leads and member counts; archived ones only with archived=true.',
  access: 'member of a company',
  query: teamListQuerySchema,
  status: 200,
  response: z.object({ items: z.array(teamSummarySchema) }),
  errors: [...signedInErrors, 'forbidden', 'validation_failed'],
});

export const createTeam = endpoint({
  method: 'POST',
  path: '/api/teams',
  summary:
    'Creates a team; the leads named must be people of the company (not_found). Names are unique per company among live teams, whatever the case.',
  access: 'admin of the company',
  body: createTeamSchema,
  status: 201,
  response: z.object({ team: teamSchema }),
  errors: [...teamErrors, ...bodyErrors, 'team_name_taken', 'limit_reached'],
});

// Another company's team is not found: 404, never 403, which would confirm it exists.
const teamParams = z.object({ teamId: idParam(teamMessages.teamNotFound) });

export const getTeam = endpoint({
  method: 'GET',
  path: '/api/teams/:teamId',
  params: teamParams,
  summary: 'One team of the caller’s company with its current members, leads first.',
  access: 'member of a company',
  status: 200,
  response: z.object({ team: teamSchema }),
  errors: teamErrors,
});

export const updateTeam = endpoint({
  method: 'PATCH',
  path: '/api/teams/:teamId',
  params: teamParams,
  summary: 'Renames a team, changes its description or join policy.',
  access: 'lead of the team or admin',
  body: updateTeamSchema,
  status: 200,
  response: z.object({ team: teamSchema }),
  errors: [...changeErrors, ...bodyErrors, 'team_name_taken'],
});

export const archiveTeam = endpoint({
  method: 'DELETE',
  path: '/api/teams/:teamId',
  params: teamParams,
  summary: 'Archives a team: it leaves the lists, keeps its history and frees its name.',
  access: 'lead of the team or admin',
  status: 204,
  errors: changeErrors,
});

export const addTeamMember = endpoint({
  method: 'POST',
  path: '/api/teams/:teamId/members',
  params: teamParams,
  summary:
    'Adds a person of the company to the team, or sets a current member’s lead flag. Adding someone twice keeps one membership.',
  access: 'lead of the team or admin',
  body: addTeamMemberSchema,
  status: 200,
  response: z.object({ team: teamSchema }),
  errors: [...changeErrors, ...bodyErrors],
});

export const removeTeamMember = endpoint({
  method: 'DELETE',
  path: '/api/teams/:teamId/members/:userId',
  params: z.extend(teamParams, { userId: idParam(teamMessages.memberNotFound) }),
  summary: 'Ends a person’s membership (kept as history). A member may remove themself: that is leaving.',
  access: 'lead of the team or admin; the member themself',
  status: 204,
  errors: changeErrors,
});

export const joinTeam = endpoint({
  method: 'POST',
  path: '/api/teams/:teamId/join',
  params: teamParams,
  summary: 'The caller joins an open team (forbidden on a closed one; already_team_member when in it).',
  access: 'member of a company',
  status: 200,
  response: z.object({ team: teamSchema }),
  errors: [...changeErrors, 'already_team_member'],
});

export const leaveTeam = endpoint({
  method: 'POST',
  path: '/api/teams/:teamId/leave',
  params: teamParams,
  summary: 'The caller leaves a team they are a member of; the membership stays as history.',
  access: 'member of the team',
  status: 204,
  errors: changeErrors,
});

export type TeamSummary = z.output<typeof teamSummarySchema>;
export type Team = z.output<typeof teamSchema>;
export type TeamMember = z.output<typeof teamMemberSchema>;

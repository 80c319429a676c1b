import { z } from 'zod/mini';
import { optionalText, requiredText } from './schemas';
import {
  JOIN_POLICIES,
  TEAM_DESCRIPTION_MAX,
  TEAM_LEADS_MAX,
  TEAM_NAME_MAX,
  teamMessages as m,
} from './team-messages';

/**
 * The teams' bodies: the forms' rules, checked again by the server. Apart from the contract so that the
 * teams' pages load these and not the API's error table.
 */

const teamName = requiredText({
  shape: 'line',
  max: TEAM_NAME_MAX,
  required: m.nameRequired,
  tooLong: m.nameTooLong,
  controls: m.nameControls,
});
const teamDescription = optionalText({
  shape: 'lines',
  max: TEAM_DESCRIPTION_MAX,
  tooLong: m.descriptionTooLong,
  controls: m.descriptionControls,
});
const joinPolicy = z.enum(JOIN_POLICIES, { error: m.joinPolicyInvalid });
const personId = z.string({ error: m.personInvalid }).check(z.uuid({ error: m.personInvalid }));

export const createTeamSchema = z.object({
  name: teamName,
  description: teamDescription,
  joinPolicy: z._default(joinPolicy, 'open'),
  leadIds: z._default(
    z.array(personId, { error: m.personInvalid }).check(z.maxLength(TEAM_LEADS_MAX, m.tooManyLeads)),
    [],
  ),
});
export type CreateTeamInput = z.input<typeof createTeamSchema>;

/** A missing field stays as it is; a blank description clears it. */
export const updateTeamSchema = z.object({
  name: z.optional(teamName),
  description: z.optional(teamDescription),
  joinPolicy: z.optional(joinPolicy),
});
export type UpdateTeamInput = z.input<typeof updateTeamSchema>;

/** Adds a person, or changes a current member's lead flag when isLead is given. */
export const addTeamMemberSchema = z.object({
  userId: personId,
  isLead: z.optional(z.boolean({ error: 'isLead must be true or false' })),
});
export type AddTeamMemberInput = z.input<typeof addTeamMemberSchema>;

export const teamListQuerySchema = z.object({
  /** `true` lists the archived teams too. */
  archived: z.optional(z.enum(['true', 'false'])),
});

/**
 * The teams' rules and messages (docs/product.md#teams), apart from messages.ts, which the sign-in page
 * loads: only the contract's error table and the teams' own screens import this.
 */
export const JOIN_POLICIES = ['open', 'closed'] as const;
export type JoinPolicy = (typeof JOIN_POLICIES)[number];

export const TEAM_NAME_MAX = 80;
export const TEAM_DESCRIPTION_MAX = 500;
/** Leads named when a team is created; more are added one by one. */
export const TEAM_LEADS_MAX = 20;

export const teamMessages = {
  nameRequired: 'Team name is required',
  nameTooLong: `Team name must be less than ${TEAM_NAME_MAX} characters`,
  nameControls: 'Team name must not contain line breaks or control characters',
  descriptionTooLong: `Description must be less than ${TEAM_DESCRIPTION_MAX} characters`,
  descriptionControls: 'Description must not contain control characters',
  joinPolicyInvalid: 'Join policy must be open or closed',
  personInvalid: 'Choose a person of your company',
  tooManyLeads: `A team starts with at most ${TEAM_LEADS_MAX} leads`,
  nameTaken: 'A team with this name already exists.',
  teamNotFound: 'Team not found.',
  memberNotFound: 'This person is not a member of the team.',
  archived: 'This team is archived and can no longer be changed.',
  alreadyMember: 'You are already a member of this team.',
  closedTeam: 'This team is closed: a team lead or an admin adds its members.',
  leadOnly: 'Only a lead of this team or an admin can do this.',
} as const;

import type { TeamSummary } from '@shared/contract/teams';
import type { JoinPolicy } from '@shared/team-messages';

/** The teams' words (docs/product.md#teams), spelled once; the tests read them from here. */
export const teamsTexts = {
  title: 'Teams',
  description: (company: string) => `The teams of ${company}.`,
  search: 'Search teams',
  searchPlaceholder: 'Search by name',
  noMatch: (query: string) => `No team matches "${query}".`,
  openOnly: 'Open teams only',
  noOpenTeams: 'No open team to join yet: a lead or an admin adds people to closed teams.',
  emptyTitle: 'No teams yet',
  empty: 'Teams group the people who work together; goals, recognition and pulse results are scoped to them.',
  emptyMember: 'An admin of your company creates teams. Once there is one, you can join it here.',
  create: 'Create team',
  createTitle: 'Create a team',
  creating: 'Creating...',
  policies: { open: 'Open', closed: 'Closed' } satisfies Record<JoinPolicy, string>,
  policyHints: {
    open: 'Anyone in the company can join.',
    closed: 'A lead or an admin adds members.',
  } satisfies Record<JoinPolicy, string>,
  member: 'Member',
  lead: 'Lead',
  members: (count: number) => (count === 1 ? '1 member' : `${count} members`),
  ledBy: (names: string) => `Led by ${names}`,
  noLeads: 'No lead yet',
  join: 'Join',
  joinWho: (team: string) => `Join ${team}`,
  leave: 'Leave team',
  leaveTitle: (team: string) => `Leave ${team}?`,
  leaveDescription: 'You can join again if the team is open, or ask a lead to add you.',
  name: 'Name',
  descriptionLabel: 'Description',
  policy: 'Who can join',
  leads: 'Leads',
  leadsHint: 'Leads rename the team and manage its members.',
  searchPeople: 'Search people',
  noPeople: 'No one matches.',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving...',
  edit: 'Edit team',
  editTitle: 'Edit the team',
  archive: 'Archive team',
  archiveTitle: (team: string) => `Archive ${team}?`,
  archiveDescription: 'The team leaves the list and can no longer be changed. Its history stays.',
  archived: 'Archived',
  addMember: 'Add a member',
  person: 'Person',
  choosePerson: 'Choose a person',
  asLead: 'as a lead',
  add: 'Add',
  everyoneIn: 'Everyone in the company is in this team.',
  makeLead: 'Make lead',
  unmakeLead: 'Remove lead',
  makeLeadWho: (name: string) => `Make ${name} a lead`,
  unmakeLeadWho: (name: string) => `Remove ${name} as a lead`,
  remove: 'Remove',
  removeWho: (name: string) => `Remove ${name} from the team`,
  removeTitle: (name: string) => `Remove ${name}?`,
  removeDescription: 'They leave the team; they can be added again later.',
  membersTitle: 'Members',
  noMembers: 'No one is in this team yet.',
  you: 'You',
  joinedOn: (date: string) => `Joined ${date}`,
  back: 'All teams',
  loadFailed: 'We could not load the teams.',
  loadTeamFailed: 'We could not load this team.',
  // A team's rituals (decision 041), on its page.
  rituals: {
    title: 'Rituals',
    manage: 'Add or change rituals',
    empty:
      'This team has no rituals yet. Its leads add retros, demos or planning from the Collaboration page.',
    loadFailed: 'We could not load the team’s rituals.',
    next: (day: string, time: string, zone: string) => `Next: ${day} at ${time} (${zone})`,
    dueForReview: 'Due for review',
  },
} as const;

/** The teams' toasts; failures use the shared "Error" toast with the server's message. */
export const teamsToasts = {
  created: { title: 'Team created', description: (team: string) => `${team} is ready.` },
  updated: { title: 'Team updated', description: (team: string) => `${team} is saved.` },
  archived: { title: 'Team archived', description: (team: string) => `${team} is archived.` },
  joined: { title: 'Joined the team', description: (team: string) => `You are now in ${team}.` },
  left: { title: 'Left the team', description: (team: string) => `You are no longer in ${team}.` },
  added: { title: 'Member added', description: (name: string) => `${name} is in the team.` },
  madeLead: { title: 'Lead updated', description: (name: string) => `${name} now leads the team.` },
  unmadeLead: { title: 'Lead updated', description: (name: string) => `${name} no longer leads the team.` },
  removed: { title: 'Member removed', description: (name: string) => `${name} left the team.` },
} as const;

/** The team's leads, named; "No lead yet" without one. */
export const leadNames = (team: Pick<TeamSummary, 'leads'>) =>
  team.leads.length === 0
    ? teamsTexts.noLeads
    : teamsTexts.ledBy(team.leads.map((lead) => lead.fullName?.trim() || '…').join(', '));

import type { IdeaTemplate } from '@shared/idea-messages';
import type { DocumentParts } from '@/components/documents/history-dialog';

/** The Ideas tab's words. */
export const ideasTexts = {
  loadFailed: 'We could not load the ideas.',
  ideaLoadFailed: 'We could not load this idea.',
  teamFilter: 'Team',
  allTeams: 'All my teams',
  newIdea: 'New idea',
  emptyTitle: 'No ideas yet',
  emptyText:
    'Think it through as a team before you commit: a SWOT weighs strengths, weaknesses, opportunities and threats; a pre-mortem imagines the project failed and asks why; a plan sets the goal, its milestones with owners, and the risks. Your team fills it together, and every save is kept.',
  noTeamTitle: 'Join a team first',
  noTeamText:
    'Ideas belong to a team: its members and leads fill them together. Join or create a team, then start a SWOT, a pre-mortem or a plan here.',
  emptyFiltered: 'No ideas for this team yet.',
  listLabel: 'Ideas',
  loadMore: 'Show more ideas',
  loadingMore: 'Loading…',
  teamBadge: (team: string) => `Team: ${team}`,
  startedBy: (name: string) => `Started by ${name}`,
  back: 'Back to the ideas',
  createTitle: 'Start an idea',
  editTitle: (title: string) => `Edit “${title}”`,
  editLabel: (title: string) => `Edit ${title}`,
  deleteLabel: (title: string) => `Delete ${title}`,
  deleteTitle: 'Delete this idea?',
  deleteDescription: 'It goes for the whole team, with its history. This cannot be undone.',
  delete: 'Delete',
  edit: 'Edit',
  templateLegend: 'Template',
  titleLabel: 'Title',
  titleHint: 'What it is about: “Winter season”, “The new booking flow”.',
  teamLabel: 'Team',
  teamHint: 'The team that fills it: its members and leads, and admins, read it. This never changes.',
  chooseTeam: 'Choose a team',
  linesHint: 'One item a line.',
  dueLabel: 'Due',
  ownerLabel: 'Owner',
  noOwner: 'No owner yet',
  milestoneLegend: (n: number) => `Milestone ${n}`,
  milestoneTitle: 'Milestone',
  addMilestone: 'Add a milestone',
  removeMilestone: (n: number) => `Remove milestone ${n}`,
  nothingWritten: 'Nothing written yet.',
  noMilestones: 'No milestones yet.',
  start: 'Start',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  close: 'Close',
} as const;

export const ideaToasts = {
  started: { title: 'Idea started' },
  saved: { title: 'Idea saved' },
  deleted: { title: 'Idea deleted' },
} as const;

/** Each template: its name, what it is for, and the names of its parts. */
export const templates: Record<IdeaTemplate, { name: string; about: string }> = {
  swot: { name: 'SWOT', about: 'Strengths, weaknesses, opportunities and threats, side by side.' },
  premortem: {
    name: 'Pre-mortem',
    about: 'Imagine it failed: how, the signs that would warn you, and what you do now.',
  },
  planning: { name: 'Plan', about: 'The goal, its milestones with a due day and an owner, and the risks.' },
};

export const partLabels = {
  strengths: 'Strengths',
  weaknesses: 'Weaknesses',
  opportunities: 'Opportunities',
  threats: 'Threats',
  failure: 'How it failed',
  warningSigns: 'Warning signs',
  actions: 'What we do now',
  goal: 'Goal',
  milestones: 'Milestones',
  risks: 'Risks',
} as const;

/** How the history names an idea's parts. */
export const ideaParts: DocumentParts = { labels: { title: 'Title', ...partLabels } };

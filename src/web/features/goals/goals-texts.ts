import type { GoalHealth, GoalLevel, GoalVisibility, KeyResultKind } from '@shared/goal-messages';

/** The goals' words (docs/product.md#goals), spelled once; the tests read them from here. */
export const goalsTexts = {
  // The module's spec title and description: its page heading.
  title: 'Driving Accountability',
  description: 'Set goals that matter, keep your commitments visible and see how the team is moving.',
  create: 'Set a goal',
  createTitle: 'Set a goal',
  creating: 'Saving...',
  editTitle: 'Edit the goal',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  views: {
    mine: 'My goals',
    team: 'My team’s goals',
    company: 'Company goals',
    alignment: 'Alignment',
  },
  viewsLabel: 'Goal views',
  healthFilter: 'Health',
  allHealths: 'All',
  statusFilter: 'Status',
  statuses: { open: 'Open', closed: 'Closed' },
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  loadFailed: 'We could not load the goals.',
  loadTreeFailed: 'We could not load the alignment.',
  noMatch: 'No goal matches these filters.',
  progressOf: (title: string) => `Progress of ${title}`,
  period: (from: string, to: string) => `${from} – ${to}`,
  noOwner: 'Former member',
  owner: (name: string) => `Owner: ${name}`,
  // Empty states: what a goal is, and the first step.
  emptyMineTitle: 'No goals yet',
  emptyMine:
    'A goal says what you want to achieve by a date; its key results (one to five) say how you will know: numbers you move from a start to a target, or things done. Check in weekly to keep it honest.',
  setFirstGoal: 'Set your first goal',
  emptyTeamTitle: 'No team goals yet',
  emptyTeam: 'Team goals say what a team commits to together. Its leads and the admins set them.',
  setTeamGoal: 'Set a team goal',
  noTeamTitle: 'You are not in a team yet',
  noTeam: 'Join a team to see the goals it is working on.',
  browseTeams: 'Browse teams',
  emptyCompanyTitle: 'No company goals yet',
  emptyCompany:
    'Company goals are the few outcomes everyone works toward; team and personal goals support them.',
  emptyCompanyMember: 'Admins set company goals. Once there is one, it shows here.',
  setCompanyGoal: 'Set a company goal',
  // Alignment.
  mission: 'Mission',
  noMission: 'Your company has not written its mission yet.',
  writeMission: 'Write the mission in Company Settings',
  treeLabel: 'Goals and the goals they support',
  treeTrimmed: (shown: string, total: string) =>
    `Showing ${shown} of ${total} open goals: company goals, then team goals, then personal goals, yours and your teams’ first.`,
  emptyTreeTitle: 'Nothing to align yet',
  emptyTree:
    'Company goals sit at the top; team and personal goals that support them hang beneath, so everyone sees how their work adds up.',
  // The form.
  level: 'Level',
  team: 'Team',
  chooseTeam: 'Choose a team',
  ownerLabel: 'Owner',
  me: (name: string) => `${name} (you)`,
  goalTitle: 'Title',
  descriptionLabel: 'Description',
  periodLabel: 'Period',
  thisQuarter: 'This quarter',
  nextQuarter: 'Next quarter',
  startsOn: 'Start date',
  dueOn: 'Due date',
  visibility: 'Visibility',
  keyResults: 'Key results',
  keyResultsHint: 'One to five measurable results that say the goal is reached.',
  keyResultN: (n: number) => `Key result ${n}`,
  krTitle: 'Key result',
  kind: 'Kind',
  unit: 'Unit',
  start: 'Start',
  target: 'Target',
  weight: 'Weight',
  addKeyResult: 'Add key result',
  keyResultsFull: 'A goal has at most five key results.',
  removeKeyResult: (n: number) => `Remove key result ${n}`,
  supports: 'Supports',
  supportsHint: 'The goals this one helps reach.',
  searchGoals: 'Search goals',
  noGoalsToSupport: 'No open goal to support yet.',
} as const;

export const healthLabels = {
  new: 'New',
  on_track: 'On track',
  at_risk: 'At risk',
  off_track: 'Off track',
  check_in_overdue: 'Check-in overdue',
  closed: 'Closed',
} as const satisfies Record<GoalHealth, string>;

export const levelLabels = {
  company: 'Company',
  team: 'Team',
  personal: 'Personal',
} as const satisfies Record<GoalLevel, string>;

export const kindLabels = {
  number: 'Number',
  percent: 'Percent',
  currency: 'Currency',
  binary: 'Done / not done',
} as const satisfies Record<KeyResultKind, string>;

export const visibilityLabels = {
  company: 'Company',
  private: 'Private',
} as const satisfies Record<GoalVisibility, string>;

export const visibilityHints = {
  company: 'Everyone in the company can see it.',
  private: 'Only its owner and the admins can see it.',
} as const satisfies Record<GoalVisibility, string>;

/** The goals' toasts; failures use the shared "Error" toast with the server's message. */
export const goalsToasts = {
  created: { title: 'Goal set', description: (goal: string) => `${goal} is on its way.` },
  updated: { title: 'Goal updated', description: (goal: string) => `${goal} is saved.` },
} as const;

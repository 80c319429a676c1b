import { tryAgainText } from '@/lib/texts';

/** The dashboard's words (docs/product.md#screens, Dashboard), spelled once; the tests read them from here. */
export const dashboardTexts = {
  title: 'Dashboard',
  nameFallback: 'Surfer',
  greeting: (name: string) => `Welcome, ${name}!`,
  welcome: 'Ready to ride the waves of productivity? Use the sidebar to navigate through your tools.',
  companyCode: 'Company Code',
  companyCodeNote: 'Share this code with your team members',
  codeHint: 'New members ask to join with it; you approve them under Join Requests.',
  copyCode: 'Copy company code',
  codeCopied: 'Copied',
  gettingStarted: 'Getting Started',
  gettingStartedDescription: 'Start building your high-performance team',
  setFirstGoal: 'Set Your First Goal',
  createFirstTeam: 'Create Your First Team',
  joinTeam: 'Join a Team',
  chatWithCompanion: 'Chat with AI Companion',
  loadFailed: 'We could not load your dashboard.',
  tryAgain: tryAgainText,
} as const;

/** The three static stat cards: the spec fixes their values at zeros and a dash. */
export const statTexts = {
  activeTeams: { title: 'Active Teams', value: '0', caption: 'No teams yet' },
  goalsTracked: { title: 'Goals Tracked', value: '0', caption: 'Set your first goal' },
  teamPerformance: { title: 'Team Performance', value: '-', caption: 'No data yet' },
} as const;

/** The Goals Tracked card's caption once there are open goals (the spec gives only the zero's). */
export const goalsTrackedCaption = (count: number) => (count === 1 ? 'One open goal' : `${count} open goals`);

/** The Team Performance card's sentence under its percentage: what the figure counts (/api/me). */
export const teamPerformanceMeaning =
  'Share of open goals on track, counting each after its first week or first check-in.';

/** The "Due for check-in" card: the person's own goals waiting a week or more for a check-in. */
export const dueForCheckInTexts = {
  title: 'Due for check-in',
  description: 'Your goals with no check-in this week. A minute each keeps everyone in the loop.',
  never: 'No check-in yet',
  last: (date: string) => `Last check-in ${date}`,
} as const;

/** Getting Started's steps once done: read after a step's label by screen readers; a check mark shows it. */
export const stepDone = (label: string) => `${label}, done`;

/** What takes Getting Started's place once a person has set a goal and has a team. */
export const nextUpTexts = {
  title: 'Next up',
  description: 'Your first steps are behind you. This is what keeps a team moving.',
  recognise: (name: string) => `Recognise ${name}`,
  recogniseHint: 'A word of thanks for something they did lately, tied to a value.',
  caughtUp: 'Nothing is waiting on you: no goal needs a check-in, and no pulse waits for your answer.',
  goals: 'See how the goals are moving',
} as const;

/** The pulse prompt (`/api/me`'s `pulse`): the period's pulse is open and the person has not answered. */
export const pulsePromptTexts = {
  title: 'This period’s pulse is open',
  description: (day: string) => `Five questions, answered anonymously, in a minute. It closes on ${day}.`,
  answer: 'Answer the pulse',
} as const;

/** The Active Teams card's caption once there are teams (the spec gives only the zero's). */
export const activeTeamsCaption = (count: number) =>
  count === 1 ? 'One team with members' : `${count} teams with members`;

/** docs/product.md#join-requests: the admin's review of join requests. */
export const joinRequestTexts = {
  title: 'Join Requests',
  description: (companyName: string) => `People asking to join ${companyName} with your company code.`,
  approve: 'Approve',
  reject: 'Reject',
  requested: (date: string) => `Requested ${date}`,
  empty: 'No pending requests',
  emptyHint: 'When someone asks to join with your company code, they will show up here.',
  loadFailed: 'We could not load the join requests.',
} as const;

/** "Your next 1:1" and "Your action items", from /api/me. */
export const oneOnOneCardTexts = {
  nextTitle: 'Your next 1:1',
  with: (name: string) => `With ${name}`,
  points: (count: number) => `${count} ${count === 1 ? 'point' : 'points'} on the agenda`,
  someone: 'A former colleague',
  itemsTitle: 'Your action items',
  done: (text: string) => `Done: ${text}`,
  yours: 'Yours',
  due: (day: string) => `due ${day}`,
  inOneOnOne: (name: string) => `1:1 with ${name}`,
} as const;

/** The dashboard's Today card (decision 038): the one thing and the day's progress; never a score. */
export const todayCardTexts = {
  title: 'Today',
  oneThing: 'Your one thing',
  noOneThing: 'No one thing starred yet.',
  progress: (done: number, items: number) => `${done} of ${items} done`,
  emptyText: 'Plan your day: add a few items, or pull in a key result, then star your one thing.',
  open: 'Open today’s plan',
  plan: 'Plan today',
} as const;

export const growthCardTexts = {
  title: 'Your growth',
  next: 'Next on your growth plan',
  kind: { learn: 'Learn', practise: 'Practise', ship: 'Ship', read: 'Read' },
  due: (day: string) =>
    `due ${new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' })}`,
  tip: (competency: string) => `This week’s tip · ${competency}`,
  open: 'Open your growth plan',
} as const;

/** The day's nudges from the companion (decision 044). */
export const nudgesCardTexts = {
  title: 'Nudges from The Surfer',
  open: 'Open the AI Companion',
} as const;

import {
  CULTURE_METRICS_DAYS,
  cultureMessages as m,
  KUDOS_MESSAGE_MAX,
  KUDOS_RECIPIENTS_MAX,
  type Reaction,
  REACTIONS,
  VALUES_WALL_DAYS,
} from '@shared/culture-messages';

/** A list of names as a sentence says it: "Ana", "Ana and Ben", "Ana, Ben and Cy". */
export function namesSentence(names: readonly string[], others = 0): string {
  const all = others > 0 ? [...names, others === 1 ? '1 other' : `${others} others`] : [...names];
  if (all.length <= 1) return all.join('');
  return `${all.slice(0, -1).join(', ')} and ${all.at(-1)}`;
}

/** A share from 0 to 1 as a whole percentage, as the product writes it ("42 %", never broken). */
export const percentText = (share: number) => `${Math.round(Math.min(Math.max(share, 0), 1) * 100)}\u00a0%`;

const years = (count: number) => (count === 1 ? '1 year' : `${count} years`);
const people = (count: number) => (count === 1 ? '1 person' : `${count} people`);

/** Culture's words (docs/product.md#culture-and-recognition), spelled once; the tests read them here. */
export const cultureTexts = {
  // The module's spec title and description: its page heading.
  title: 'Culture & Recognition',
  description: 'Celebrate wins and make the values you share visible every day.',
  giveKudos: 'Give kudos',
  tabsLabel: 'Culture views',
  tabs: { feed: 'Feed', values: 'Values', metrics: 'Culture metrics' },

  // The composer.
  composerTitle: 'Give kudos',
  recipients: 'People to recognise',
  recipientsHint: `Search by name or email. Up to ${KUDOS_RECIPIENTS_MAX} people.`,
  chosenPeople: 'Chosen people',
  removePerson: (name: string) => `Remove ${name}`,
  noPersonFound: 'Nobody of your company matches.',
  // The server's own words (recipientIsSelf), and what to do instead.
  cannotRecogniseSelf: `${m.recipientIsSelf}. Choose a colleague.`,
  recipientsFull: `Recognise at most ${KUDOS_RECIPIENTS_MAX} people at once.`,
  message: 'Message',
  messageHint: 'Say what they did, and why it mattered.',
  chooseFirst: 'Choose who to thank first',
  drafted:
    'Drafted by The Surfer from their recent work you can see: read it and make it yours before sending.',
  characterCount: (count: number) => `${count} / ${KUDOS_MESSAGE_MAX}`,
  characterCountLabel: (count: number) => `${count} of ${KUDOS_MESSAGE_MAX} characters`,
  value: 'Value',
  chooseValue: 'Choose a value',
  valueHint: 'The company value this recognition celebrates.',
  send: 'Send kudos',
  sending: 'Sending...',

  // The feed.
  loadFailed: 'We could not load the feed.',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  feedLabel: 'Kudos and celebrations',
  filtersLabel: 'Filter the feed',
  person: 'Person',
  allPeople: 'Everyone',
  team: 'Team',
  allTeams: 'All teams',
  allValues: 'All values',
  clearFilters: 'Clear filters',
  noMatch: 'No kudos or celebration matches these filters.',
  recognised: 'recognised',
  formerMember: 'A former member',
  noName: 'A colleague',
  celebratesYears: (count: number, company: string) => ` celebrates ${years(count)} at ${company}`,
  closedTheGoal: ' closed the goal ',
  atProgress: (progress: string) => `at ${progress}`,
  yourCompany: 'the company',
  emptyTitle: 'No kudos yet',
  empty:
    'Kudos are a short thank-you the whole company can see: say what a colleague did and which of your values it showed. Work anniversaries and goals closed well are celebrated here too.',
  deleteKudos: 'Delete kudos',
  deleteCelebration: 'Delete celebration',
  confirmDeleteTitle: 'Delete this post?',
  confirmDelete: 'It leaves the feed with its reactions, for everyone. This cannot be undone.',
  delete: 'Delete',
  cancel: 'Cancel',

  // Reactions.
  reactionsLabel: 'Reactions',
  addReaction: 'Add reaction',
  reactWith: (emoji: string) => `React with ${emoji}`,
  reactionName: (emoji: string, count: number, names: readonly string[]) =>
    names.length > 0
      ? `${emoji} ${count}: ${namesSentence(names, count - names.length)}`
      : `${emoji} ${count}`,

  // The values wall.
  loadValuesFailed: 'We could not load the values.',
  valuesLabel: 'Company values',
  valueKudos: (count: number) => `${count} kudos in the last ${VALUES_WALL_DAYS} days`,
  latestKudos: 'Latest kudos',
  noKudosForValue: 'No kudos has celebrated this value yet.',
  noValuesTitle: 'No values yet',
  noValues:
    'Values are what your company stands for. Each kudos names the value it showed, and this wall shows how often each one is lived.',
  defineValues: 'Define your values in Company Settings',
  noValuesMember:
    'An admin defines the company’s values in Company Settings. Once there are some, they show here.',

  // The metrics.
  loadMetricsFailed: 'We could not load the culture metrics.',
  breadthTitle: 'Breadth of recognition',
  breadthOf: `of people recognised in the last ${CULTURE_METRICS_DAYS} days`,
  breadthNone: 'No members yet',
  recognisedOf: (recognised: number, members: number) =>
    `${recognised} of ${members} ${members === 1 ? 'member' : 'members'} recognised`,
  activity: (kudos: number, givers: number) => `${kudos} kudos given by ${people(givers)}`,
  received: (kudos: number, receivers: number) => `${kudos} received by ${people(receivers)}`,
  noLeaderboard:
    'There is deliberately no leaderboard: recognition is for everyone, and ranking people would turn thanks into a contest.',
  weeksTitle: 'Givers and receivers, week by week',
  weeksSummary: (weeks: number, givers: number, receivers: number) =>
    `Over the last ${weeks} weeks; this week so far: ${people(givers)} gave and ${people(receivers)} received.`,
  givers: 'Givers',
  receivers: 'Receivers',
  weekOf: 'Week of',
  kudos: 'Kudos',
  kudosUnit: 'kudos',
  byValueTitle: `Kudos per value, last ${CULTURE_METRICS_DAYS} days`,
  noValue: 'No value',
  teamsTitle: `Teams, last ${CULTURE_METRICS_DAYS} days`,
  teamsTable: 'Teams’ figures',
  teamColumns: {
    name: 'Team',
    members: 'Members',
    recognised: 'Recognised',
    breadth: 'Breadth',
    given: 'Kudos given',
    received: 'Kudos received',
  },
} as const;

/** The six reactions, as people see them. */
export const reactionEmoji = (reaction: Reaction) => REACTIONS[reaction];

/** The composer's and the feed's toasts; failures use the shared "Error" toast with the server's message. */
export const cultureToasts = {
  sent: { title: 'Kudos sent', description: (names: string) => `${names} will be notified.` },
  deleted: { title: 'Post deleted', description: 'It no longer shows in the feed.' },
} as const;

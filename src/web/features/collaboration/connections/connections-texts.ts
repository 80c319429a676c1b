import type { ConnectionBand } from '@shared/connections-messages';
import type { ConnectionLink } from '@shared/contract/connections';
import { formatShortDay } from '@/lib/days';

/** The Connections and Map tabs' words, spelled once; the tests read them from here. */
export const connectionsTexts = {
  loadFailed: 'We could not load your connections.',
  joinTitle: 'Meet someone from another team',
  joinText:
    'Every two weeks, on Monday, SOS pairs the people who take part with a colleague they rarely work with: someone of another team when anyone fits, and not someone you met in a recent round. Have a coffee or a walk, then say whether you met: only the company’s count is ever shown.',
  join: 'Take part',
  joined: 'You take part in connections',
  leave: 'Stop taking part',
  left: 'You no longer take part',
  pairTitle: 'Your pair this round',
  roundDays: (from: string, to: string) => `Round of ${formatShortDay(from)} to ${formatShortDay(to)}`,
  noPairYet: (monday: string) =>
    `You have no pair this round yet. The next round starts on Monday ${formatShortDay(monday)}: you will be told who you are paired with.`,
  partnerLeft: 'Your partner has left the company.',
  teamsOf: (teams: readonly string[]) => (teams.length === 0 ? 'In no team yet' : teams.join(', ')),
  seeProfile: (name: string) => `See ${name}’s profile`,
  proposeOneOnOne: 'Propose a 1:1',
  meetTitle: 'Did you meet?',
  meetText: 'Your answer only adds to the company’s count: nobody sees what you answered.',
  meetLater: (day: string) =>
    `On ${formatShortDay(day)}, in the round’s second week, you will be asked whether you met.`,
  met: 'We met',
  notMet: 'Not this time',
  answered: 'Thanks: your answer was counted.',
  answeredToast: { title: 'Thanks for answering' },
  snoozeTitle: 'Not now',
  snoozeText: 'Busy weeks? Skip the rounds until a day, and you are paired again after it.',
  snoozeUntil: 'Pause until',
  snooze: 'Pause',
  snoozed: (day: string) => `Paused until ${formatShortDay(day)}: you are not paired before then.`,
  resume: 'Pair me again',
  snoozedToast: { title: 'Connections paused' },
  resumedToast: { title: 'You will be paired again' },
  blocksTitle: 'Don’t pair me with',
  blocksText:
    'Private: only you see this list, and the people on it are never told. You are never paired with them, and they are never paired with you.',
  figuresTitle: 'How the last rounds went',
  figuresText: (threshold: number) =>
    `Anonymous: a round’s count shows once it is over and at least ${threshold} people answered.`,
  figuresEmpty: 'No round is over yet. When one is, how many met shows here.',
  figure: (met: number, notMet: number) => `${met} met, ${notMet} did not`,
  withheld: (threshold: number) => `Fewer than ${threshold} answered: not shown`,
  picker: {
    recipients: 'People not to pair me with',
    recipientsHint: 'Type a name or an email.',
    recipientsFull: 'Your list is full.',
    chosenPeople: 'Not paired with',
    removePerson: (name: string) => `Take ${name} off the list`,
    noPersonFound: 'Nobody of your company matches.',
    cannotChooseSelf: 'You are never paired with yourself.',
  },
} as const;

export const mapTexts = {
  loadFailed: 'We could not load your map.',
  peopleTitle: 'Your connections',
  peopleText:
    'The colleagues you share a team, an active 1:1, kudos of the last 12 months or a round of connections with. Only you see it, and nothing of what was written.',
  peopleEmptyTitle: 'No connections yet',
  peopleEmptyText:
    'Join a team, start a 1:1, recognise a colleague or take part in connections: the people you work with show here.',
  links: {
    team: 'Team',
    one_on_one: '1:1',
    kudos: 'Kudos',
    pairing: 'Paired',
  } satisfies Record<ConnectionLink, string>,
  linksOf: (name: string) => `How you are connected with ${name}`,
  teamsTitle: 'Teams that rarely connect',
  teamsText:
    'For admins: pairs of teams (each with at least the pulse’s anonymity threshold of members) with few kudos, 1:1s or pairings between them in the last 90 days. Counts, never people.',
  teamsEmpty:
    'Every pair of teams large enough to show connected several times in the last 90 days, or fewer than two teams are large enough.',
  teamsMore: 'More pairs of teams rarely connect than are listed here.',
  bands: { none: 'No links', a_few: 'A few links', some: 'Some links' } satisfies Record<
    ConnectionBand,
    string
  >,
  pairOf: (first: string, second: string) => `${first} and ${second}`,
} as const;

import { MOOD_NOTE_MAX, type MoodField, type PulseCadence } from '@shared/wellbeing-messages';
import { type Direction, TREND_MIN_ENTRIES } from './trend';

const checkIns = (count: number) => (count === 1 ? '1 check-in' : `${count} check-ins`);

const figureNames: Record<MoodField, string> = { mood: 'mood', energy: 'energy', stress: 'stress' };

const cadenceNames: Record<PulseCadence, string> = {
  weekly: 'week',
  biweekly: 'fortnight',
  monthly: 'month',
};

/** Well-being's words (docs/product.md#well-being-and-pulse), spelled once; the tests read them here. */
export const wellbeingTexts = {
  // The module's spec title and description: its page heading.
  title: 'Well-Being & Energy',
  description: 'Understand your energy and look after yourself between the big waves.',
  tabsLabel: 'Well-being views',
  tabs: { checkin: 'Check-in', pulse: 'Pulse' },
  loadFailed: 'We could not load your check-ins.',

  // The check-in.
  checkInTitle: 'How are you today?',
  today: (day: string) => `Today, ${day}.`,
  checkInPrivate:
    'A minute a day: mood, energy and stress from 1 to 5. Only you can see your check-ins: not an admin, not a lead, and they never count in any figure.',
  replaceNotice: 'You already checked in today. A second check-in replaces the first.',
  scales: {
    mood: { legend: 'Mood', low: 'Very low', high: 'Very good' },
    energy: { legend: 'Energy', low: 'Drained', high: 'Full of energy' },
    stress: { legend: 'Stress', low: 'Calm', high: 'Very stressed' },
  } satisfies Record<MoodField, { legend: string; low: string; high: string }>,
  note: 'Note (optional)',
  noteHint: 'Only you can read it.',
  notePlaceholder: 'What is lifting you up or weighing on you?',
  characterCount: (count: number) => `${count} / ${MOOD_NOTE_MAX}`,
  characterCountLabel: (count: number) => `${count} of ${MOOD_NOTE_MAX} characters`,
  save: 'Save check-in',
  replace: 'Replace today’s check-in',
  saving: 'Saving...',

  // The history.
  historyTitle: 'Your history',
  spanLabel: 'Days shown',
  span: (days: number) => `${days} days`,
  showTable: 'Show as a table',
  showChart: 'Show as a chart',
  chartLabel: (days: number) => `Your mood, energy and stress over the last ${days} days`,
  chartSummary: (count: number, days: number) =>
    count === 0
      ? `No check-in in the last ${days} days.`
      : `${checkIns(count)} in the last ${days} days, each figure from 1 to 5.`,
  day: 'Day',
  figures: { mood: 'Mood', energy: 'Energy', stress: 'Stress' } satisfies Record<MoodField, string>,
  noEntryInSpan: (days: number) => `No check-in in the last ${days} days.`,
  emptyTitle: 'No check-ins yet',
  empty:
    'Check in once a day: how your mood, energy and stress feel, each from 1 to 5, and a note if you like. After a few days a chart shows how they move, and a sentence reads your trend. Only you can see it.',
  trendTitle: 'Your trend',
  trend: (field: MoodField, direction: Direction) =>
    direction === 'steady'
      ? `Your ${figureNames[field]} has been steady.`
      : `Your ${figureNames[field]} is ${direction}.`,
  trendBasis: (recent: number, earlier: number) =>
    `Your last ${checkIns(recent)} against the ${checkIns(earlier)} before.`,
  trendTooFew: (count: number) =>
    `After ${TREND_MIN_ENTRIES - count === 1 ? 'one more check-in' : `${TREND_MIN_ENTRIES - count} more check-ins`}, this reads your trend: whether your mood, energy and stress are rising, falling or steady, from your last check-ins against the ones before.`,
  recentTitle: 'Recent check-ins',
  entryFigures: (mood: number, energy: number, stress: number) =>
    `Mood ${mood} · Energy ${energy} · Stress ${stress}`,
  deleteEntry: (day: string) => `Delete the check-in of ${day}`,
  confirmDeleteTitle: 'Delete this check-in?',
  confirmDelete: (day: string) => `The check-in of ${day} and its note are deleted for good.`,
  delete: 'Delete',
  cancel: 'Cancel',

  // The pulse.
  pulseLoadFailed: 'We could not load the pulse.',
  pulseTitle: 'This period’s pulse',
  pulsePeriod: (cadence: PulseCadence, from: string, to: string) =>
    `This ${cadenceNames[cadence]}’s pulse runs from ${from} to ${to}: five questions, a minute.`,
  storedTitle: 'What is stored',
  storedAnswers: 'Your answers, without your name and without the time you gave them.',
  storedParticipation: 'Apart from them, only that you answered this period, so that you answer once.',
  storedResults: (threshold: number, endsOn: string) =>
    `After the period closes on ${endsOn}, the answers become group results, shown only for groups of at least ${threshold} people, and are deleted.`,
  send: 'Send my answers',
  sending: 'Sending...',
  answeredTitle: 'Thanks — you answered this period’s pulse',
  nextOpens: (day: string) => `The next one opens on ${day}.`,
  alreadyAnswered:
    'You had already answered this period’s pulse: your first answers are the ones that count, once.',
  resultsNote: 'As an admin or a team lead, you read the results of past periods in Insights & Analytics.',
  resultsLink: 'See the pulse results',
} as const;

/** The check-in's and the pulse's toasts; failures use the shared "Error" toast with the server's message. */
export const wellbeingToasts = {
  saved: { title: 'Check-in saved', description: 'Only you can see it.' },
  deleted: { title: 'Check-in deleted', description: (day: string) => `The check-in of ${day} is gone.` },
  answered: { title: 'Answers sent', description: 'Thank you. They are stored without your name.' },
} as const;

import type { CheckInStatus } from '@shared/goal-messages';

/** The goal page's words (docs/product.md#goals), spelled once; the tests read them from here. */
export const goalPageTexts = {
  back: 'All goals',
  loadFailed: 'We could not load this goal.',
  notFoundTitle: 'Goal not found',
  notFound: 'This goal does not exist any more, or it is private to its owner.',
  backToGoals: 'Back to the goals',
  details: 'Details',
  level: 'Level',
  team: 'Team',
  owner: 'Owner',
  noOwner: 'Former member',
  period: 'Period',
  visibility: 'Visibility',
  progress: 'Progress',
  goalProgress: (title: string) => `Progress of ${title}`,
  expectedByNow: (percent: number) => `Expected by now: ${percent}%`,
  expectedMark: 'Where the goal should be by now',
  /** Under the progress of a goal whose health is "new" (docs/product.md#goal-health). */
  newGoal: 'New: this goal is judged from its first check-in, or once its first week is over.',
  keyResults: 'Key results',
  done: 'Done',
  notDone: 'Not done',
  ofTarget: (current: string, target: string) => `${current} / ${target}`,
  keyResultProgress: (title: string) => `Progress of ${title}`,
  weight: (weight: number) => `Weight ${weight}`,
  // The key results' history charts.
  historyOf: (title: string) => `History of ${title}`,
  historySummary: (count: number, first: string, last: string) =>
    count === 1 ? `One value so far: ${first}.` : `${count} values, from ${first} to ${last}.`,
  historyLatest: (count: number) => `Showing the latest ${count} values.`,
  showEarlier: 'Show earlier values',
  loadingEarlier: 'Loading...',
  earlierFailed: 'We could not load the earlier values.',
  tryAgain: 'Try again',
  historyDate: 'Date',
  historyValue: 'Value',
  target: 'Target',
  // Alignment.
  alignment: 'Alignment',
  supports: 'Supports',
  supportedBy: 'Supported by',
  supportsNone: 'This goal does not support another goal yet.',
  supportedByNone: 'No goal supports this one yet.',
  // Actions.
  edit: 'Edit goal',
  close: 'Close goal',
  reopen: 'Reopen goal',
  delete: 'Delete goal',
  deleteTitle: (title: string) => `Delete ${title}?`,
  deleteDescription:
    'Its key results and check-ins go with it, and the goals it supported lose its support. This cannot be undone.',
  cancel: 'Cancel',
  closed: 'Closed',
  closedOn: (date: string) => `Closed on ${date}`,
  checkIn: 'Check in',
} as const;

export const checkInStatusLabels = {
  on_track: 'On track',
  at_risk: 'At risk',
  off_track: 'Off track',
} as const satisfies Record<CheckInStatus, string>;

/** The check-in form. */
export const checkInTexts = {
  title: (goal: string) => `Check in on ${goal}`,
  description: 'How is the goal going this week? Update the key results and say what stands in the way.',
  status: 'How is it going?',
  confidence: 'Confidence',
  confidenceHint: 'How sure are you of reaching the goal, from 0 (not at all) to 10 (certain)?',
  confidenceValue: (value: number) => `${value} / 10`,
  values: 'Key results',
  newValue: (title: string) => `New value of ${title}`,
  doneLabel: (title: string) => `${title}: done`,
  preview: (percent: number) => `${percent}% of the way`,
  note: 'Note',
  notePlaceholder: 'What moved since the last check-in?',
  drafted: 'Drafted by The Surfer from this goal’s history: read it and make it yours before sending.',
  blockers: 'Blockers',
  blockersPlaceholder: 'Anything in the way? Who could help?',
  submit: 'Check in',
  submitting: 'Checking in...',
  cancel: 'Cancel',
} as const;

/** The check-in timeline. */
export const timelineTexts = {
  title: 'Check-ins',
  loadFailed: 'We could not load the check-ins.',
  emptyTitle: 'No check-ins yet',
  empty:
    'A check-in is a short update: how the goal stands, how confident its owner is, the key results’ new values and anything in the way. Checking in once a week keeps the goal honest and everyone in the loop.',
  emptyReader: 'Its owner’s first check-in will show here.',
  checkIn: 'Check in',
  formerMember: 'Former member',
  confidence: (value: number) => `Confidence ${value}/10`,
  note: 'Note',
  blockers: 'Blockers',
  values: 'Values set',
  change: (title: string, from: string, to: string) => `${title}: ${from} → ${to}`,
  set: (title: string, to: string) => `${title}: ${to}`,
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  justNow: 'just now',
} as const;

/** The goal page's toasts; failures use the shared "Error" toast with the server's message. */
export const goalPageToasts = {
  checkedIn: { title: 'Checked in', description: (goal: string) => `${goal} is up to date.` },
  closed: { title: 'Goal closed', description: (goal: string) => `${goal} is closed.` },
  reopened: { title: 'Goal reopened', description: (goal: string) => `${goal} is open again.` },
  deleted: { title: 'Goal deleted', description: (goal: string) => `${goal} is deleted.` },
} as const;

/** The goal's 1:1 parts: its action items, and a point made from it for the next 1:1. */
export const goalOneOnOneTexts = {
  itemsTitle: '1:1 action items',
  itemsDescription: 'Agreed in your 1:1s for this goal.',
  someone: 'A former colleague',
  owner: (name: string) => `Owner: ${name}`,
  due: (day: string) => `Due ${day}`,
  done: 'Done',
  openOneOnOne: 'Open the 1:1',
  addToNext: 'Add to my next 1:1',
  choose: 'Add to the 1:1 with…',
  adding: 'Adding...',
  pointText: (title: string, offTrack: boolean) =>
    offTrack ? `Goal off track: ${title}` : `Goal needs attention: ${title}`,
  added: 'Added to your 1:1',
  addedTo: (name: string) => `On the agenda of your next 1:1 with ${name}.`,
} as const;

import type { OneOnOneCadence } from '@shared/communication-messages';

const points = (count: number) => (count === 1 ? '1 point' : `${count} points`);

/** The 1:1s' words (docs/product.md, 1:1s), spelled once; the tests read them here. */
export const oneOnOneTexts = {
  loadFailed: 'We could not load your 1:1s.',
  loadOneFailed: 'We could not load this 1:1.',
  notFoundTitle: '1:1 not found',
  notFound: 'It does not exist, or it is between two other people: only the two people of a 1:1 can open it.',
  // The empty state teaches what a 1:1 is here.
  emptyTitle: 'No 1:1s yet',
  emptyText:
    'A 1:1 is a regular talk between two people. Both of you add points to a shared agenda during the week, tick them off when you meet, and what you did not cover carries over to the next time.',
  setUp: 'Set up a 1:1',
  listTitle: 'Your 1:1s',
  listLabel: 'Your 1:1s',
  proposalsTitle: 'Waiting for an answer',
  someone: 'A former colleague',
  cadences: {
    weekly: 'Weekly',
    biweekly: 'Every two weeks',
    monthly: 'Monthly',
  } satisfies Record<OneOnOneCadence, string>,
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  schedule: (cadence: string, weekday: string, time: string, zone: string) =>
    `${cadence} on ${weekday} at ${time} (${zone})`,
  next: (when: string) => `Next: ${when}`,
  proposedByYou: 'Proposed by you: waiting for them to accept.',
  proposedToYou: 'Proposed to you.',
  accept: 'Accept',
  decline: 'Decline',
  withdraw: 'Withdraw',
  open: (name: string) => `Open the 1:1 with ${name}`,

  // Setting one up.
  setUpTitle: 'Set up a 1:1',
  partner: 'With',
  choosePartner: 'Choose a colleague',
  cadence: 'How often',
  weekday: 'Day',
  time: 'Time',
  timeHint: (zone: string) => `In the company’s time zone, ${zone}.`,
  startsOn: 'Starting from',
  setUpHint: 'A lead with a member of their team starts at once; anyone else is asked to accept first.',
  create: 'Set up',
  creating: 'Setting up...',
  cancel: 'Cancel',

  // A 1:1's page.
  back: 'All 1:1s',
  title: (name: string) => `1:1 with ${name}`,
  proposedNotice: 'This 1:1 starts once it is accepted.',
  endedNotice: 'This 1:1 has ended. Its history stays here for the two of you.',
  nextMeeting: 'Next meeting',
  agenda: 'Shared agenda',
  agendaHint:
    'Both of you can add points at any time. Points not ticked carry over to the next meeting, once.',
  agendaEmpty: 'No points yet. Add what you want to talk about.',
  addPoint: 'Add a point',
  newPoint: 'New point',
  adding: 'Adding...',
  carried: 'Carried over',
  fromGrowthPlan: 'From the growth plan',
  fromGoal: 'From a goal',
  addedBy: (name: string) => `Added by ${name}`,
  you: 'you',
  youOption: 'You',
  tick: (text: string) => `Done: ${text}`,
  edit: 'Edit',
  editPoint: (text: string) => `Edit “${text}”`,
  save: 'Save',
  moveUp: (text: string) => `Move “${text}” up`,
  moveDown: (text: string) => `Move “${text}” down`,
  remove: (text: string) => `Remove “${text}”`,
  markHeld: 'Mark as held',
  holding: 'Saving...',
  heldHint: 'Ticked points stay with this meeting; the others carry over to the next one.',

  briefTitle: 'Brief from The Surfer',
  briefText:
    'A short brief for your next meeting, from what you both can already see: the agenda, open action items, the goals you share and recent kudos between you. Your private notes are never read.',
  prepareBrief: 'Prepare a brief',
  preparingBrief: 'Preparing…',
  prepareAgain: 'Prepare again',
  briefResult: 'Your brief',

  notes: 'Your private notes',
  notesPrivate: 'Only you can read these notes.',
  notesLabel: 'Private notes for this meeting',
  saveNotes: 'Save notes',
  savingNotes: 'Saving...',

  actionItems: 'Action items',
  actionItemsEmpty: 'No action items yet.',
  newItem: 'New action item',
  owner: 'Owner',
  dueOn: 'Due',
  goal: 'Goal (optional)',
  noGoal: 'No goal',
  addItem: 'Add action item',
  due: (day: string) => `Due ${day}`,
  itemDone: (text: string) => `Done: ${text}`,
  seeGoal: 'See the goal',

  history: 'Meeting history',
  historyEmpty: 'No meetings held yet.',
  historyFailed: 'We could not load the meeting history.',
  held: (when: string) => `Held ${when}`,
  loadMore: 'Show earlier meetings',
  loadingMore: 'Loading...',
  meetingPoints: 'Points of the meeting',
  ticked: 'Ticked',
  notTicked: 'Not ticked',

  end: 'End this 1:1',
  endTitle: 'End this 1:1?',
  endText: 'No more meetings will be planned. The meetings held stay in the history for both of you.',
  endConfirm: 'End 1:1',

  pointsCount: points,
} as const;

export const oneOnOneToasts = {
  started: { title: '1:1 set up', description: 'Your first meeting is planned.' },
  proposed: { title: '1:1 proposed', description: 'It starts once they accept.' },
  accepted: { title: '1:1 accepted', description: 'Your first meeting is planned.' },
  declined: { title: 'Proposal removed' },
  ended: { title: '1:1 ended' },
  held: { title: 'Meeting marked as held', description: 'Points not ticked carried over.' },
  noteSaved: { title: 'Notes saved' },
} as const;

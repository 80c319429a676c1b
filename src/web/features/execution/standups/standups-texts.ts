import type { StandupQuestionKind } from '@shared/standup-messages';

/** The Standups tab's words (docs/product.md#standups), spelled once; the tests read them from here. */
export const standupTexts = {
  tab: 'Standups',
  loadFailed: 'We could not load your standups.',
  dayLoadFailed: 'We could not load this standup.',
  noTeamTitle: 'Standups belong to a team',
  noTeamText:
    'When you are in a team, its standup shows here: you answer a few questions on its days, without a meeting, and read what your teammates wrote.',
  toTeams: 'See the teams',
  team: 'Team',
  offTitle: 'No standup for this team yet',
  offText: (team: string) =>
    `A lead of ${team} turns the standup on. Then, on each of its days, you answer its questions here and read your teammates’ answers.`,
  turnOnTitle: 'Turn on the standup',
  turnOnText: (team: string) =>
    `Members of ${team} answer a few questions on the standup’s days, and everyone gets a digest at its time. You can change it or pause it later.`,
  // Settings.
  settingsTitle: 'Settings',
  settingsReadOnly: 'Set by the team’s leads.',
  questions: 'Questions',
  question: (index: number) => `Question ${index + 1}`,
  kind: (index: number) => `Kind of question ${index + 1}`,
  kinds: {
    done: 'Done',
    next: 'Next',
    blocked: 'Blocked',
    other: 'Other',
  } satisfies Record<StandupQuestionKind, string>,
  kindsHint:
    'A day close fills the Done, Next and Blocked questions; an answer to a Blocked question tells the leads.',
  addQuestion: 'Add a question',
  removeQuestion: (index: number) => `Remove question ${index + 1}`,
  days: 'Days',
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  weekdaysShort: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  digestTime: 'Digest time',
  digestHint: 'Each standup day at this time (company time), every member gets who answered and the blocks.',
  paused: 'Paused: no answers and no digest until you resume',
  pausedBadge: 'Paused',
  change: 'Change settings',
  cancel: 'Cancel',
  save: 'Save settings',
  saving: 'Saving…',
  turnOn: 'Turn on the standup',
  turningOn: 'Turning on…',
  digestAt: (time: string) => `Digest at ${time}`,
  // The day.
  dayNav: 'Standup days',
  previousDay: 'Previous standup day',
  nextDay: 'Next standup day',
  backToToday: 'Today',
  notAStandupDay: 'Not a standup day: nothing to answer.',
  pausedNote: 'The standup is paused: a lead can resume it.',
  yourAnswer: 'Your answer',
  yourAnswerHint: 'Answer what applies; leave the rest empty. Answering again today edits your answer.',
  post: 'Post my answer',
  update: 'Update my answer',
  posting: 'Posting…',
  answerRequired: 'Answer at least one question',
  answered: 'Answered',
  noAnswersYet: 'No answers yet.',
  blocked: 'Blocked',
  fromClose: 'From the day close',
  notAnswered: 'Not answered yet',
  everyoneAnswered: 'Everyone has answered.',
  you: '(you)',
  unnamed: 'Unnamed colleague',
  emptyAnswer: 'No answer',
  // Participation.
  participationTitle: 'Participation',
  participationText: 'The share of answers given each week, for the whole team: never per person.',
  participationWithheld: (threshold: number) =>
    `Shown when the team has at least ${threshold} members, so that no figure points at one person.`,
  weekOf: (day: string) => `Week of ${day}`,
  noStandupThatWeek: 'no standup days',
} as const;

export const standupToasts = {
  saved: { title: 'Standup saved', description: 'The team’s standup settings are saved.' },
  turnedOn: { title: 'Standup on', description: 'Your team can answer it on its days.' },
  posted: { title: 'Answer posted', description: 'Your teammates can read it on the standup page.' },
} as const;

/** A day (YYYY-MM-DD) as people read it: "Friday 27 November". */
export const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

/** A short day: "27 Nov". */
export const formatShortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

import type { ChosenGroup } from '@shared/review-messages';
import { REVIEW_GROUP_MIN, REVIEW_QUESTIONS_MAX } from '@shared/review-messages';

const people = (count: number) => (count === 1 ? '1 person' : `${count} people`);

/** The Reviews tab's words (docs/product.md#360s), spelled once; the tests read them here. */
export const reviewsTexts = {
  title: '360s',
  loadFailed: 'We could not load your 360s.',
  emptyTitle: 'No 360 yet',
  empty: `A 360 is for your own development, and only if you want one: you pick a few leads, peers and reports, and they answer up to ${REVIEW_QUESTIONS_MAX} questions with a score from 1 to 5 and a comment. Peers and reports stay anonymous: their group shows only once at least ${REVIEW_GROUP_MIN} of them answered. Leads are named. No score feeds anything else.`,
  start: 'Start a 360',

  // Lists.
  aboutMe: 'About you',
  yours: 'Your 360',
  toRate: 'Asked of you',
  startedByMe: 'Started by you for your team',
  sharedWithMe: 'Shared with you as a lead',
  about: (name: string) => `About ${name}`,
  closesOn: (day: string) => `Closes on ${day}`,
  closed: 'Closed',
  asked: (lead: number, peer: number, report: number) =>
    `Asked: ${people(lead)} as leads, ${people(peer)} as peers, ${people(report)} as reports`,
  status: { awaiting_agreement: 'Waits for agreement', open: 'Open', closed: 'Closed' },
  answer: 'Answer',
  answered: 'Answered',
  results: 'See the results',
  agree: 'Agree and open it',
  decline: 'Decline',
  withdraw: 'Withdraw',
  agreeShare: 'Share the results with my leads',
  agreeHint: (name: string) =>
    `${name} started this 360 about you. Nobody is asked to rate until you agree; you decide whether your leads see the results.`,

  // Starting.
  startTitle: 'Start a 360 about yourself',
  groups: { lead: 'Your leads', peer: 'Peers', report: 'Your reports' } satisfies Record<ChosenGroup, string>,
  groupHints: {
    lead: 'Named beside their answers: leads are not anonymous.',
    peer: `Anonymous: their answers show only once ${REVIEW_GROUP_MIN} of them answered.`,
    report: `Anonymous: their answers show only once ${REVIEW_GROUP_MIN} of them answered.`,
  } satisfies Record<ChosenGroup, string>,
  searchPeople: 'Search people',
  nobody: 'Nobody to pick here.',
  questions: 'Questions',
  questionLabel: (n: number) => `Question ${n}`,
  addQuestion: 'Add a question',
  removeQuestion: (n: number) => `Remove question ${n}`,
  closesOnLabel: 'Closing day',
  share: 'Share the results with my leads',
  shareHint: 'Your leads then see the same results as you, once it closes.',
  send: 'Start the 360',
  sending: 'Starting…',
  cancel: 'Cancel',

  // Answering.
  yourself: 'yourself',
  you: 'you',
  answerTitle: (name: string) => `Your answers about ${name}`,
  whoSees: {
    self: 'You answer about yourself: your answers show beside the groups, to you (and your leads if you shared the results).',
    lead: 'You answer as a lead: your answers show with your name.',
    peer: `You answer as a peer: your answers show without your name, and only once ${REVIEW_GROUP_MIN} peers answered.`,
    report: `You answer as a report: your answers show without your name, and only once ${REVIEW_GROUP_MIN} reports answered.`,
  },
  scaleLow: 'Not yet',
  scaleHigh: 'Very much',
  comment: 'Comment (optional)',
  sendAnswers: 'Send my answers',
  sendingAnswers: 'Sending…',

  // Results.
  resultsTitle: (name: string) => `Results about ${name}`,
  self: 'Your own answers',
  selfOf: (name: string) => `${name}’s own answers`,
  noSelf: 'No self-assessment was given.',
  leads: 'Leads',
  noLeads: 'No lead answered.',
  groupNames: { peer: 'Peers', report: 'Reports' },
  answeredOf: (answered: number, asked: number) => `${answered} of ${asked} answered`,
  mean: (mean: number) => `Mean ${mean.toFixed(2)} of 5`,
  count: (count: number) => `${count} answers`,
  comments: 'Comments, without names, in a random order',
  noComments: 'No comments.',
  back: 'Back to the list',
} as const;

export const reviewsToasts = {
  started: { title: '360 started', description: 'Your raters see it in their list.' },
  waiting: { title: '360 started', description: 'It opens once the person agrees.' },
  agreed: { title: '360 open', description: 'Your raters are asked now.' },
  declined: { title: '360 removed', description: 'Nobody was asked to rate it.' },
  answered: { title: 'Answers sent', description: 'Thank you: they count once the 360 closes.' },
} as const;

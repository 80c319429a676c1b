import {
  FEEDBACK_ASKED_MAX,
  FEEDBACK_BODY_MAX,
  FEEDBACK_QUESTION_MAX,
  FEEDBACK_REQUEST_DAYS,
  type FeedbackVisibility,
} from '@shared/feedback-messages';

/** The Feedback tab's words (docs/product.md#feedback), spelled once; the tests read them from here. */
export const feedbackTexts = {
  title: 'Feedback',
  intro:
    'Give colleagues feedback, or ask for some about yourself. Who reads it is chosen when it is written and never changes; nothing here is anonymous.',
  give: 'Give feedback',
  ask: 'Ask for feedback',
  boxes: 'Feedback lists',
  received: 'Received',
  given: 'Given',
  team: 'Your team',
  requests: 'Requests',
  loadMore: 'Load more',
  loading: 'Loading…',
  loadFailed: 'We could not load this list.',

  emptyReceivedTitle: 'No feedback yet',
  emptyReceivedText:
    'Feedback colleagues give you lands here, with who wrote it. Asking is the surest way to get some: choose a few colleagues and a question.',
  emptyGivenTitle: 'You have not given feedback yet',
  emptyGivenText:
    'A few concrete sentences about something a colleague did help them most. You choose who reads it: them alone, them and their leads, or their leads only.',
  emptyTeamTitle: 'Nothing about your team',
  emptyTeamText:
    'When someone writes feedback for the leads of a person in a team you lead, you read it here. Only the leads at the time it was written read it: feedback written before you led the team stays with the leads then.',
  emptyToAnswerTitle: 'Nobody is waiting for your answer',
  emptyToAnswerText: `When a colleague asks you for feedback, their question shows here for ${FEEDBACK_REQUEST_DAYS} days.`,
  emptyAskedTitle: 'You have not asked for feedback',
  emptyAskedText: `Ask up to ${FEEDBACK_ASKED_MAX} colleagues one question about your work. You see who answered; a request expires after ${FEEDBACK_REQUEST_DAYS} days and you are told.`,
  toAnswer: 'Waiting for your answer',
  asked: 'What you asked',

  from: (name: string) => `From ${name}`,
  to: (name: string) => `To ${name}`,
  about: (author: string, recipient: string) => `${author} about ${recipient}`,
  answering: (question: string) => `Answering “${question}”`,
  withheld: 'Written for your leads only: you see that it exists, who wrote it and when, never what it says.',
  deleteFeedback: 'Delete',
  deleteLabel: (name: string) => `Delete your feedback to ${name}`,
  deleteTitle: 'Delete this feedback?',
  deleteText: 'It is removed for everyone who could read it. This cannot be undone.',
  deleteConfirm: 'Delete feedback',
  deleted: 'Feedback deleted',
  cancel: 'Cancel',

  askedBy: (name: string) => `${name} asks`,
  expires: (day: string) => `Open until ${day}`,
  expired: 'Expired',
  answer: 'Answer',
  answerLabel: (name: string) => `Answer ${name}`,
  answeredCount: (answered: number, asked: number) => `${answered} of ${asked} answered`,
  answeredBy: 'Who answered',
  hasAnswered: 'answered',
  notAnswered: 'not yet',

  giveTitle: 'Give feedback',
  answerTitle: (name: string) => `Answer ${name}`,
  askTitle: 'Ask for feedback',
  recipient: 'Colleague',
  recipientHint: 'Search by name or email.',
  recipientFull: 'Feedback goes to one colleague at a time.',
  asked_people: 'Colleagues to ask',
  askedHint: `Search by name or email. Up to ${FEEDBACK_ASKED_MAX} colleagues.`,
  askedFull: `Ask at most ${FEEDBACK_ASKED_MAX} colleagues at once.`,
  chosenPeople: 'Chosen colleagues',
  removePerson: (name: string) => `Remove ${name}`,
  noPersonFound: 'Nobody of your company matches.',
  cannotGiveSelf: 'Feedback is for a colleague: to hear about yourself, ask for feedback.',
  cannotAskSelf: 'Ask colleagues, not yourself.',
  body: 'Your feedback',
  bodyHint: 'Concrete and kind: what they did, and what it changed.',
  question: 'Your question',
  questionHint: 'One question, about something they saw you do.',
  characterCount: (count: number, max: number) => `${count} / ${max}`,
  characterCountLabel: (count: number, max: number) => `${count} of ${max} characters`,
  visibility: 'Who reads it',
  askVisibility: 'Who reads the answers',
  visibilityFixed: 'This cannot be changed once it is sent.',
  chooseVisibility: 'Choose who reads it.',
  chooseRecipient: 'Choose the colleague it is for.',
  askedVisibility: (label: string) => `Who reads it: ${label}, as the request says.`,
  value: 'Company value (optional)',
  noValue: 'None',
  send: 'Send feedback',
  sending: 'Sending…',
  sendAsk: 'Ask',
  asking: 'Asking…',
  sent: 'Feedback sent',
  askedToast: 'Request sent',
  bodyMax: FEEDBACK_BODY_MAX,
  questionMax: FEEDBACK_QUESTION_MAX,
};

/** Each visibility's name, and what it means in plain words, for the writer and the asker. */
export const visibilityTexts: Record<FeedbackVisibility, { label: string; explanation: string }> = {
  private: {
    label: 'Private',
    explanation: 'Only the person it is about reads it (and you, who wrote it).',
  },
  recipient_and_leads: {
    label: 'Them and their leads',
    explanation:
      'The person and the leads of their teams today read it. Someone who becomes their lead later does not.',
  },
  leads_only: {
    label: 'Their leads only',
    explanation:
      'Only the leads of their teams today read it. The person is told that it exists and that you wrote it, never what it says.',
  },
};

/**
 * The same visibilities for the person the feedback is about, who reads them on what they received
 * and chooses them when they ask: "Them and their leads" would be themself.
 */
export const ownVisibilityTexts: Record<FeedbackVisibility, { label: string; explanation: string }> = {
  private: {
    label: 'Only you',
    explanation: 'Only you read it (and the colleague who wrote it).',
  },
  recipient_and_leads: {
    label: 'You and your leads',
    explanation:
      'You and the leads of your teams today read it. Someone who becomes your lead later does not.',
  },
  leads_only: {
    label: 'Your leads only',
    explanation:
      'Only the leads of your teams today read it. You are told that it exists and who wrote it, never what it says.',
  },
};

/** A moment as a day people read: "27 Nov 2026". */
export const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

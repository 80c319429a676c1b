/**
 * 360s: their groups, limits and messages (docs/product.md#360s, decision 037), apart from their zod
 * rules (review-rules.ts): the API's error table imports these, and with them no form code.
 */

/** Who rates: the person themself, their leads (named), their peers and their reports (anonymous). */
export const RATER_GROUPS = ['self', 'lead', 'peer', 'report'] as const;
export type RaterGroup = (typeof RATER_GROUPS)[number];

/** The groups a person picks raters from; `self` is the subject, always asked. */
export const CHOSEN_GROUPS = ['lead', 'peer', 'report'] as const;
export type ChosenGroup = (typeof CHOSEN_GROUPS)[number];

/** The groups whose answers carry no person: shown only as an aggregate of REVIEW_GROUP_MIN answers. */
export const ANONYMOUS_GROUPS = ['peer', 'report'] as const;
export type AnonymousGroup = (typeof ANONYMOUS_GROUPS)[number];

/** A group's aggregate shows only when at least this many of its raters answered (docs/privacy.md). */
export const REVIEW_GROUP_MIN = 3;

export const REVIEW_QUESTIONS_MAX = 5;
export const REVIEW_QUESTION_MAX = 300;
export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_RATERS_MAX = 30;
export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
/** The closing day: from tomorrow (UTC) to this many days ahead. */
export const REVIEW_DAYS_MAX = 60;

/** The questions a new 360 starts with; the person edits them. */
export const DEFAULT_REVIEW_QUESTIONS = [
  'How clearly do I communicate what I expect and what I mean?',
  'How well do I listen and take other views into account?',
  'How reliably do I follow through on what I commit to?',
  'How much do I help the people around me grow?',
] as const;

export const reviewMessages = {
  notFound: '360 not found.',
  exists: 'There is already an open 360 about this person.',
  notOpen: 'This 360 is not open for answers.',
  notAgreed: 'This 360 waits for its person to agree.',
  alreadyAgreed: 'This 360 is already agreed.',
  notAwaiting: 'Only a 360 that waits for agreement can be declined.',
  notSubject: 'Only the person the 360 is about can agree to it.',
  answered: 'You already answered this 360.',
  notClosed: 'The results show once the 360 has closed.',
  resultsNotShared: 'This person did not share these results with their leads.',
  notYourMember: 'You can start a 360 about yourself or a member of a team you lead.',
  subjectNotFound: 'Person not found in your company.',
  raterNotFound: 'Person not found in your company.',
  raterIsSubject: 'The person the 360 is about answers it themself: pick others as raters.',
  raterTwice: 'Each person can be picked once.',
  notALead: 'This person does not lead a team the person is in.',
  notAReport: 'This person is not in a team the person leads.',
  notAPeer: 'This person is a lead or a report: pick them in that group.',
  groupInvalid: 'Group must be lead, peer or report',
  ratersInvalid: `Pick from 1 to ${REVIEW_RATERS_MAX} raters`,
  questionsInvalid: `Ask from 1 to ${REVIEW_QUESTIONS_MAX} questions`,
  questionRequired: 'Question is required',
  questionTooLong: `A question must be at most ${REVIEW_QUESTION_MAX} characters`,
  questionControls: 'A question must not contain control characters',
  closesOnInvalid: 'Closing day must be a date, YYYY-MM-DD',
  closesOnRange: `Closing day must be from tomorrow to ${REVIEW_DAYS_MAX} days ahead`,
  shareInvalid: 'Say whether your leads see the results',
  scoreInvalid: `Score must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}`,
  commentTooLong: `A comment must be at most ${REVIEW_COMMENT_MAX} characters`,
  commentControls: 'A comment must not contain control characters',
  answersInvalid: 'Answer every question once',
  withheld: `Withheld: fewer than ${REVIEW_GROUP_MIN} answered.`,
} as const;

/**
 * Feedback and feedback requests: their visibilities, limits and messages (docs/product.md#feedback,
 * decision 037), apart from their zod rules (feedback-rules.ts): the API's error table imports these,
 * and with them no form code.
 */

/**
 * Who reads a piece of feedback, fixed when it is written (docs/privacy.md, level 3):
 * - private: the recipient (and the author);
 * - recipient_and_leads: the recipient, the author and the recipient's leads when it was written;
 * - leads_only: the author and those leads; the recipient sees that it exists, never its text.
 */
export const FEEDBACK_VISIBILITIES = ['private', 'recipient_and_leads', 'leads_only'] as const;
export type FeedbackVisibility = (typeof FEEDBACK_VISIBILITIES)[number];

/** The lists of GET /api/feedback: about the caller, by the caller, about the people they lead. */
export const FEEDBACK_BOXES = ['received', 'given', 'team'] as const;
export type FeedbackBox = (typeof FEEDBACK_BOXES)[number];

/** The lists of GET /api/feedback-requests: asked of the caller and waiting, and what they asked. */
export const FEEDBACK_REQUEST_BOXES = ['to_answer', 'asked'] as const;
export type FeedbackRequestBox = (typeof FEEDBACK_REQUEST_BOXES)[number];

export const FEEDBACK_BODY_MAX = 2000;
export const FEEDBACK_QUESTION_MAX = 500;
/** The most colleagues one request asks. */
export const FEEDBACK_ASKED_MAX = 10;
/** A request not answered by everyone in this many days expires, and its asker is told. */
export const FEEDBACK_REQUEST_DAYS = 14;
export const FEEDBACK_PAGE_DEFAULT = 20;
export const FEEDBACK_PAGE_MAX = 50;

export const feedbackMessages = {
  notFound: 'Feedback not found.',
  requestNotFound: 'Feedback request not found.',
  recipientNotFound: 'Person not found in your company.',
  recipientIsSelf: 'Feedback is for someone else: ask for feedback about yourself instead.',
  askedIsSelf: 'Ask colleagues, not yourself.',
  askedInvalid: `Ask from 1 to ${FEEDBACK_ASKED_MAX} colleagues of your company, each once`,
  onlyAuthor: 'Only its author can delete feedback.',
  requestClosed: 'This request is answered or has expired.',
  requestRecipient: 'The answer to a request is feedback for the person who asked.',
  requestVisibility: 'The answer to a request has the visibility the asker chose.',
  valueNotFound: 'Value not found.',
  bodyRequired: 'Feedback is required',
  bodyTooLong: `Feedback must be at most ${FEEDBACK_BODY_MAX} characters`,
  bodyControls: 'Feedback must not contain control characters',
  questionRequired: 'Question is required',
  questionTooLong: `Question must be at most ${FEEDBACK_QUESTION_MAX} characters`,
  questionControls: 'Question must not contain control characters',
  visibilityInvalid: 'Visibility must be private, recipient_and_leads or leads_only',
  boxInvalid: 'Box must be received, given or team',
  requestBoxInvalid: 'Box must be to_answer or asked',
  cursorInvalid: 'This page link is not valid',
  limitInvalid: `Limit must be a whole number from 1 to ${FEEDBACK_PAGE_MAX}`,
} as const;

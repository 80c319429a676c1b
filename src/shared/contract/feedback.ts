import { z } from 'zod/mini';
import { FEEDBACK_VISIBILITIES, feedbackMessages as m } from '../feedback-messages';
import {
  askFeedbackSchema,
  feedbackQuerySchema,
  feedbackRequestsQuerySchema,
  giveFeedbackSchema,
} from '../feedback-rules';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

// ---- Answers ------------------------------------------------------------------------------------

/** A person as a list names them; the name is null when their profile has none. */
const personSchema = z.object({ id: z.string(), fullName: z.nullable(z.string()) });

export const feedbackItemSchema = z.object({
  id: z.string(),
  /** Nothing is anonymous: feedback always names its author. */
  author: personSchema,
  recipient: personSchema,
  visibility: z.enum(FEEDBACK_VISIBILITIES),
  /**
   * The text; null when the caller is its recipient and it is for their leads only: they are told it
   * exists, who wrote it and when, never what it says.
   */
  body: z.nullable(z.string()),
  /** The company value it is linked to (null without one, or withheld with the text). */
  value: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** The question it answers, when it answers a request. */
  question: z.nullable(z.string()),
  createdAt: z.string(),
  /** The caller wrote it, and so may delete it. */
  mine: z.boolean(),
});

export const feedbackRequestSchema = z.object({
  id: z.string(),
  asker: personSchema,
  question: z.string(),
  visibility: z.enum(FEEDBACK_VISIBILITIES),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Past its day with someone who did not answer: nobody may answer it any more. */
  expired: z.boolean(),
  /** Everyone asked, and whether they answered. */
  asked: z.array(z.object({ person: personSchema, answered: z.boolean() })),
});

const page = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.nullable(z.string()) });

// ---- Endpoints ----------------------------------------------------------------------------------

export const listFeedback = endpoint({
  method: 'GET',
  path: '/api/feedback',
  query: feedbackQuerySchema,
  summary:
    'Feedback, newest first, a page at a time: `received` (about the caller; leads-only feedback without its text), `given` (by the caller), `team` (feedback the caller may read as a lead of its recipient when it was written).',
  access: 'member of a company',
  status: 200,
  response: page(feedbackItemSchema),
  errors: [...signedInErrors, 'forbidden', 'validation_failed'],
});

export const giveFeedback = endpoint({
  method: 'POST',
  path: '/api/feedback',
  summary:
    'Gives feedback to a colleague, with a visibility that never changes; with `requestId`, answers a request the caller was asked (to its asker, with its visibility). The recipient is told, and the leads who may read it.',
  access: 'member of a company',
  body: giveFeedbackSchema,
  status: 201,
  response: z.object({ feedback: feedbackItemSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'feedback_request_closed'],
});

export const deleteFeedback = endpoint({
  method: 'DELETE',
  path: '/api/feedback/:id',
  params: z.object({ id: idParam(m.notFound) }),
  summary: 'Deletes feedback the caller wrote; those it told are no longer told.',
  access: 'the author of the feedback',
  status: 204,
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export const listFeedbackRequests = endpoint({
  method: 'GET',
  path: '/api/feedback-requests',
  query: feedbackRequestsQuerySchema,
  summary:
    'Feedback requests, newest first, a page at a time: `to_answer` (asked of the caller, not answered by them, not expired), `asked` (by the caller, with who answered).',
  access: 'member of a company',
  status: 200,
  response: page(feedbackRequestSchema),
  errors: [...signedInErrors, 'forbidden', 'validation_failed'],
});

export const askFeedback = endpoint({
  method: 'POST',
  path: '/api/feedback-requests',
  summary:
    'Asks one or more colleagues for feedback about the caller, with a question and the visibility their answers will have; it expires in 14 days.',
  access: 'member of a company',
  body: askFeedbackSchema,
  status: 201,
  response: z.object({ request: feedbackRequestSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden'],
});

export type FeedbackItem = z.output<typeof feedbackItemSchema>;
export type FeedbackRequest = z.output<typeof feedbackRequestSchema>;

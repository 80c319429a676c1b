import { z } from 'zod/mini';
import {
  FEEDBACK_ASKED_MAX,
  FEEDBACK_BODY_MAX,
  FEEDBACK_BOXES,
  FEEDBACK_PAGE_DEFAULT,
  FEEDBACK_PAGE_MAX,
  FEEDBACK_QUESTION_MAX,
  FEEDBACK_REQUEST_BOXES,
  FEEDBACK_VISIBILITIES,
  feedbackMessages as m,
} from './feedback-messages';
import { isCursor } from './page-cursor';
import { requiredText } from './schemas';

/** Feedback's bodies and queries (decision 037): the forms' rules, checked again by the server. */

const uuidOf = (message: string) => z.string({ error: message }).check(z.uuid({ error: message }));

const visibility = z.enum(FEEDBACK_VISIBILITIES, { error: m.visibilityInvalid });

/**
 * Feedback for a colleague. Answering a request (`requestId`), the recipient is the asker and the
 * request's visibility applies: `visibility` may then be left out.
 */
export const giveFeedbackSchema = z.object({
  recipientId: uuidOf(m.recipientNotFound),
  body: requiredText({
    shape: 'lines',
    max: FEEDBACK_BODY_MAX,
    required: m.bodyRequired,
    tooLong: m.bodyTooLong,
    controls: m.bodyControls,
  }),
  visibility: z.optional(visibility),
  valueId: z.optional(z.nullable(uuidOf(m.valueNotFound))),
  requestId: z.optional(z.nullable(uuidOf(m.requestNotFound))),
});
export type GiveFeedbackInput = z.input<typeof giveFeedbackSchema>;

/** Feedback about the caller, asked of one to FEEDBACK_ASKED_MAX colleagues. */
export const askFeedbackSchema = z.object({
  recipientIds: z.array(uuidOf(m.askedInvalid), { error: m.askedInvalid }).check(
    z.minLength(1, { error: m.askedInvalid }),
    z.maxLength(FEEDBACK_ASKED_MAX, { error: m.askedInvalid }),
    z.refine((ids: string[]) => new Set(ids).size === ids.length, { error: m.askedInvalid }),
  ),
  question: requiredText({
    shape: 'lines',
    max: FEEDBACK_QUESTION_MAX,
    required: m.questionRequired,
    tooLong: m.questionTooLong,
    controls: m.questionControls,
  }),
  visibility,
});
export type AskFeedbackInput = z.input<typeof askFeedbackSchema>;

const pageFields = {
  limit: z._default(
    z.coerce.number({ error: m.limitInvalid }).check(
      z.refine((value: number) => Number.isSafeInteger(value) && value >= 1 && value <= FEEDBACK_PAGE_MAX, {
        error: m.limitInvalid,
      }),
    ),
    FEEDBACK_PAGE_DEFAULT,
  ),
  cursor: z.optional(
    z.string({ error: m.cursorInvalid }).check(z.refine(isCursor, { error: m.cursorInvalid })),
  ),
};

export const feedbackQuerySchema = z.object({
  box: z.enum(FEEDBACK_BOXES, { error: m.boxInvalid }),
  ...pageFields,
});

export const feedbackRequestsQuerySchema = z.object({
  box: z.enum(FEEDBACK_REQUEST_BOXES, { error: m.requestBoxInvalid }),
  ...pageFields,
});

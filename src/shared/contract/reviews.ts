import { z } from 'zod/mini';
import { ANONYMOUS_GROUPS, RATER_GROUPS, reviewMessages as m } from '../review-messages';
import { agreeReviewSchema, answerReviewSchema, startReviewSchema } from '../review-rules';
import { putStyleSchema, STYLE_CHOICES } from '../style-rules';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

// ---- Answers ------------------------------------------------------------------------------------

/** Null once the person has left SOS. */
const personSchema = z.nullable(z.object({ id: z.string(), fullName: z.nullable(z.string()) }));

export const REVIEW_STATUSES = ['awaiting_agreement', 'open', 'closed'] as const;

export const reviewQuestionSchema = z.object({ id: z.string(), position: z.number(), text: z.string() });

/** A 360 as the caller sees it in their list: never who else answered, never what. */
export const reviewSchema = z.object({
  id: z.string(),
  subject: personSchema,
  startedBy: personSchema,
  status: z.enum(REVIEW_STATUSES),
  shareWithLeads: z.boolean(),
  /** It closes at the start of this day (UTC). */
  closesOn: z.string(),
  questions: z.array(reviewQuestionSchema),
  /** How many were asked in each group. */
  asked: z.object({ lead: z.number(), peer: z.number(), report: z.number() }),
  aboutMe: z.boolean(),
  /** The caller's group when they are asked to rate (`self` for its person), else null. */
  myGroup: z.nullable(z.enum(RATER_GROUPS)),
  /** Whether the caller answered, when they are asked. */
  iAnswered: z.boolean(),
  /** Whether the caller may read its results now. */
  resultsReadable: z.boolean(),
});

export const reviewAnswerSchema = z.object({
  questionId: z.string(),
  score: z.number(),
  comment: z.nullable(z.string()),
});

/** An anonymous group's figures: shown only when at least 3 of its raters answered. */
export const reviewGroupSchema = z.object({
  group: z.enum(ANONYMOUS_GROUPS),
  asked: z.number(),
  /** How many answered; null when withheld, so that a count under 3 is never shown. */
  answered: z.nullable(z.number()),
  /** Why it is withheld; null when shown. */
  withheld: z.nullable(z.string()),
  questions: z.array(z.object({ questionId: z.string(), mean: z.number(), count: z.number() })),
  /** Without names, in a random order. */
  comments: z.array(z.object({ questionId: z.string(), text: z.string() })),
});

export const reviewResultsSchema = z.object({
  review: reviewSchema,
  /** The person's own answers, beside the groups; null when they did not answer. */
  self: z.nullable(z.array(reviewAnswerSchema)),
  /** Leads are not anonymous: each by name, with their own answers. */
  leads: z.array(z.object({ lead: personSchema, answers: z.array(reviewAnswerSchema) })),
  groups: z.array(reviewGroupSchema),
});

export const styleSchema = z.object({
  channel: z.nullable(z.enum(STYLE_CHOICES.channel)),
  timing: z.nullable(z.enum(STYLE_CHOICES.timing)),
  tone: z.nullable(z.enum(STYLE_CHOICES.tone)),
  note: z.nullable(z.string()),
  updatedAt: z.string(),
});

const reviewParams = z.object({ id: idParam(m.notFound) });

// ---- Endpoints ----------------------------------------------------------------------------------

export const listReviews = endpoint({
  method: 'GET',
  path: '/api/reviews',
  summary:
    'The 360s about the caller, those they are asked to rate (with whether they answered), those they started for a member of their team, and the closed ones whose person shared the results with them as a lead.',
  access: 'member of a company',
  status: 200,
  response: z.object({ items: z.array(reviewSchema) }),
  errors: [...signedInErrors, 'forbidden'],
});

export const startReview = endpoint({
  method: 'POST',
  path: '/api/reviews',
  summary:
    'Starts a 360 about the caller, or as a lead about a member of their team (it then waits for that person to agree): raters from the person’s leads, peers and reports, checked against the company’s teams, up to 5 questions and a closing day. One open 360 per person.',
  access: 'member of a company',
  body: startReviewSchema,
  status: 201,
  response: z.object({ review: reviewSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'review_exists'],
});

export const agreeReview = endpoint({
  method: 'POST',
  path: '/api/reviews/:id/agree',
  params: reviewParams,
  summary:
    'The person a lead’s 360 is about agrees to it, and says whether their leads see the results: only then are its raters asked.',
  access: 'the person of the 360',
  body: agreeReviewSchema,
  status: 200,
  response: z.object({ review: reviewSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'review_not_open'],
});

export const declineReview = endpoint({
  method: 'DELETE',
  path: '/api/reviews/:id',
  params: reviewParams,
  summary:
    'The person declines a lead’s 360 that waits for their agreement, or the lead who started it withdraws it: it is deleted. Nobody was asked yet.',
  access: 'the person of the 360; the lead who started it',
  status: 204,
  errors: [...signedInErrors, 'not_found', 'review_not_open', 'forbidden'],
});

export const answerReview = endpoint({
  method: 'POST',
  path: '/api/reviews/:id/answers',
  params: reviewParams,
  summary:
    'A rater answers every question once (a score of 1 to 5 and a comment); the person answers as themself. A peer’s or a report’s answer is stored without their name.',
  access: 'a rater of the 360; its person as self',
  body: answerReviewSchema,
  status: 201,
  response: z.object({ review: reviewSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'review_not_open', 'review_answered'],
});

export const reviewResults = endpoint({
  method: 'GET',
  path: '/api/reviews/:id/results',
  params: reviewParams,
  summary:
    'A closed 360’s results: per anonymous group and question the mean and count only where at least 3 of the group answered, their comments without names in a random order; the leads by name; the person’s own answers beside.',
  access: 'the person of the 360; their leads when shared',
  status: 200,
  response: z.object({ results: reviewResultsSchema }),
  errors: [...signedInErrors, 'forbidden', 'not_found', 'review_not_closed'],
});

export const getStyle = endpoint({
  method: 'GET',
  path: '/api/me/style',
  summary: 'How the caller likes to communicate and receive feedback; null until they said.',
  access: 'signed in',
  status: 200,
  response: z.object({ style: z.nullable(styleSchema) }),
  errors: [...signedInErrors],
});

export const putStyle = endpoint({
  method: 'PUT',
  path: '/api/me/style',
  summary:
    'Says how the caller likes to communicate: three choices, each may be left open, and a sentence. Everything left open removes it. The company reads it on their profile.',
  access: 'signed in',
  body: putStyleSchema,
  status: 200,
  response: z.object({ style: z.nullable(styleSchema) }),
  errors: [...signedInErrors, ...bodyErrors],
});

export type Review = z.output<typeof reviewSchema>;
export type ReviewResults = z.output<typeof reviewResultsSchema>;
export type ReviewGroup = z.output<typeof reviewGroupSchema>;
export type ReviewAnswer = z.output<typeof reviewAnswerSchema>;
export type Style = z.output<typeof styleSchema>;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

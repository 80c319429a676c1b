import { z } from 'zod/mini';
import {
  CHOSEN_GROUPS,
  REVIEW_COMMENT_MAX,
  REVIEW_DAYS_MAX,
  REVIEW_QUESTION_MAX,
  REVIEW_QUESTIONS_MAX,
  REVIEW_RATERS_MAX,
  reviewMessages as m,
  SCORE_MAX,
  SCORE_MIN,
} from './review-messages';
import { dayField, optionalText, requiredText } from './schemas';
import { daysFrom, todayUtc } from './wellbeing-rules';

/** 360s' bodies (decision 037): the forms' rules, checked again by the server. */

const uuidOf = (message: string) => z.string({ error: message }).check(z.uuid({ error: message }));

const question = requiredText({
  shape: 'line',
  max: REVIEW_QUESTION_MAX,
  required: m.questionRequired,
  tooLong: m.questionTooLong,
  controls: m.questionControls,
});

/** From tomorrow (UTC) to REVIEW_DAYS_MAX days ahead: a 360 is open for at least a day. */
export const closesOnField = dayField(m.closesOnInvalid).check(
  z.refine(
    (value: string) => {
      const ahead = daysFrom(todayUtc(), value);
      return ahead >= 1 && ahead <= REVIEW_DAYS_MAX;
    },
    { error: m.closesOnRange },
  ),
);

export const raterSchema = z.object({
  userId: uuidOf(m.raterNotFound),
  group: z.enum(CHOSEN_GROUPS, { error: m.groupInvalid }),
});

/** Start a 360: about the caller, or (a lead) about a member of their team, who must then agree. */
export const startReviewSchema = z.object({
  /** Absent or the caller: a 360 about themself. */
  subjectId: z.optional(uuidOf(m.subjectNotFound)),
  raters: z
    .array(raterSchema, { error: m.ratersInvalid })
    .check(
      z.minLength(1, { error: m.ratersInvalid }),
      z.maxLength(REVIEW_RATERS_MAX, { error: m.ratersInvalid }),
    ),
  questions: z
    .array(question, { error: m.questionsInvalid })
    .check(
      z.minLength(1, { error: m.questionsInvalid }),
      z.maxLength(REVIEW_QUESTIONS_MAX, { error: m.questionsInvalid }),
    ),
  closesOn: closesOnField,
  shareWithLeads: z.boolean({ error: m.shareInvalid }),
});
export type StartReviewInput = z.input<typeof startReviewSchema>;

/** The person a lead's 360 is about agrees, and decides whether their leads see the results. */
export const agreeReviewSchema = z.object({
  shareWithLeads: z.boolean({ error: m.shareInvalid }),
});

export const reviewAnswerSchema = z.object({
  questionId: uuidOf(m.answersInvalid),
  score: z.number({ error: m.scoreInvalid }).check(
    z.refine((value: number) => Number.isSafeInteger(value) && value >= SCORE_MIN && value <= SCORE_MAX, {
      error: m.scoreInvalid,
    }),
  ),
  comment: optionalText({
    shape: 'lines',
    max: REVIEW_COMMENT_MAX,
    tooLong: m.commentTooLong,
    controls: m.commentControls,
  }),
});

/** A rater's answers: every question of the 360 once (the server checks they are its questions). */
export const answerReviewSchema = z.object({
  answers: z
    .array(reviewAnswerSchema, { error: m.answersInvalid })
    .check(
      z.minLength(1, { error: m.answersInvalid }),
      z.maxLength(REVIEW_QUESTIONS_MAX, { error: m.answersInvalid }),
    ),
});
export type AnswerReviewInput = z.input<typeof answerReviewSchema>;

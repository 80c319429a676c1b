import { z } from 'zod/mini';
import { dayField, optionalText, requiredText } from './schemas';
import {
  STANDUP_ANSWER_MAX,
  STANDUP_QUESTION_KINDS,
  STANDUP_QUESTION_MAX,
  STANDUP_QUESTIONS_MAX,
  STANDUP_QUESTIONS_MIN,
  standupMessages as m,
} from './standup-messages';

/** Standups' bodies and queries (decision 038): the forms' rules, checked again by the server. */

const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const standupQuestionSchema = z.object({
  text: requiredText({
    shape: 'line',
    max: STANDUP_QUESTION_MAX,
    required: m.questionRequired,
    tooLong: m.questionTooLong,
    controls: m.questionControls,
  }),
  kind: z.enum(STANDUP_QUESTION_KINDS, { error: m.kindInvalid }),
});

const weekday = z.number({ error: m.weekdaysInvalid }).check(
  z.refine((value: number) => Number.isSafeInteger(value) && value >= 1 && value <= 7, {
    error: m.weekdaysInvalid,
  }),
);

/** A lead turns the standup on, changes it, or pauses it (paused: true) and back. */
export const putStandupSchema = z.object({
  questions: z
    .array(standupQuestionSchema, { error: m.questionsCount })
    .check(
      z.minLength(STANDUP_QUESTIONS_MIN, { error: m.questionsCount }),
      z.maxLength(STANDUP_QUESTIONS_MAX, { error: m.questionsCount }),
    ),
  weekdays: z.array(weekday, { error: m.weekdaysInvalid }).check(
    z.minLength(1, { error: m.weekdaysInvalid }),
    z.maxLength(7, { error: m.weekdaysInvalid }),
    z.refine((days: number[]) => new Set(days).size === days.length, { error: m.weekdaysInvalid }),
  ),
  digestTime: z
    .string({ error: m.digestTimeInvalid })
    .check(z.regex(LOCAL_TIME, { error: m.digestTimeInvalid })),
  paused: z.boolean({ error: m.pausedInvalid }),
});
export type PutStandupInput = z.input<typeof putStandupSchema>;

/** Today's answers: one text per question, in the questions' order; a blank one is left empty. */
export const answerStandupSchema = z.object({
  answers: z
    .array(
      z.pipe(
        optionalText({
          shape: 'lines',
          max: STANDUP_ANSWER_MAX,
          tooLong: m.answerTooLong,
          controls: m.answerControls,
        }),
        z.transform((value: string | null) => value ?? ''),
      ),
      { error: m.answersCount },
    )
    .check(
      z.minLength(STANDUP_QUESTIONS_MIN, { error: m.answersCount }),
      z.maxLength(STANDUP_QUESTIONS_MAX, { error: m.answersCount }),
    ),
});
export type AnswerStandupInput = z.input<typeof answerStandupSchema>;

/** The standup page's day: today when none. */
export const standupDayQuerySchema = z.object({ day: z.optional(dayField(m.dayInvalid)) });

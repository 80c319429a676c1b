import { z } from 'zod/mini';
import { daysFrom, todayUtc } from './days';
import { dayField } from './schemas';
import { optionalText } from './schemas';
import {
  MOOD_NOTE_MAX,
  MOOD_RANGE_MAX_DAYS,
  MOOD_SCALE_MAX,
  MOOD_SCALE_MIN,
  PULSE_CADENCES,
  PULSE_QUESTIONS,
  PULSE_THRESHOLD_MAX,
  PULSE_THRESHOLD_MIN,
  wellbeingMessages as m,
} from './wellbeing-messages';

/**
 * The check-in's and the pulse's bodies and queries: the forms' rules, checked again by the server.
 * Apart from the contract so that /wellbeing loads these and not the API's error table.
 */

const uuidOf = (message: string) => z.string({ error: message }).check(z.uuid({ error: message }));

// Numbers with refines rather than z.int and z.gte, whose number formats would weigh on the forms.
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(
    z.refine((value: number) => Number.isSafeInteger(value) && value >= min && value <= max, {
      error: message,
    }),
  );

// The days' arithmetic is in days.ts, which a chart can read without loading zod.
export { daysFrom, todayUtc } from './days';

/**
 * A day a person may check in for: a real date, no later than tomorrow in UTC (somewhere on Earth it is
 * already tomorrow) and within the last MOOD_RANGE_MAX_DAYS days.
 */
export const moodDaySchema = dayField(m.dayInvalid).check(
  z.refine((value: string) => daysFrom(todayUtc(), value) <= 1, { error: m.dayInFuture, abort: true }),
  z.refine((value: string) => daysFrom(value, todayUtc()) <= MOOD_RANGE_MAX_DAYS, { error: m.dayTooOld }),
);

const scale = (message: string) => wholeNumber(MOOD_SCALE_MIN, MOOD_SCALE_MAX, message);

/** A day's check-in: mood, energy and stress 1–5, and a note only its author ever reads. */
export const moodEntrySchema = z.object({
  mood: scale(m.moodInvalid),
  energy: scale(m.energyInvalid),
  stress: scale(m.stressInvalid),
  note: optionalText({
    shape: 'lines',
    max: MOOD_NOTE_MAX,
    tooLong: m.noteTooLong,
    controls: m.noteControls,
  }),
});
export type MoodEntryInput = z.input<typeof moodEntrySchema>;

/** GET /api/mood: the caller's days from `from` to `to` (both included); by default the last 90 days. */
export const moodRangeQuerySchema = z
  .object({
    from: z.optional(dayField(m.dayInvalid)),
    to: z.optional(dayField(m.dayInvalid)),
  })
  .check(
    z.refine(
      ({ from, to }) => {
        if (!from || !to) return true;
        const days = daysFrom(from, to);
        return days >= 0 && days <= MOOD_RANGE_MAX_DAYS;
      },
      { error: m.rangeInvalid },
    ),
  );
export type MoodRangeQuery = z.input<typeof moodRangeQuerySchema>;

const answer = (key: keyof typeof PULSE_QUESTIONS, message: string) =>
  wholeNumber(PULSE_QUESTIONS[key].min, PULSE_QUESTIONS[key].max, message);

/** The pulse's five answers, every one required: a partial answer would make segments disagree. */
export const pulseAnswersSchema = z.object({
  enps: answer('enps', m.enpsInvalid),
  workload: answer('workload', m.workloadInvalid),
  stress: answer('stress', m.stressAnswerInvalid),
  recognition: answer('recognition', m.recognitionInvalid),
  clarity: answer('clarity', m.clarityInvalid),
});
export const pulseResponseSchema = z.object({ answers: pulseAnswersSchema });
export type PulseResponseInput = z.input<typeof pulseResponseSchema>;
export type PulseAnswers = z.output<typeof pulseAnswersSchema>;

/** An admin's pulse settings: either or both. */
export const pulseSettingsSchema = z
  .object({
    cadence: z.optional(z.enum(PULSE_CADENCES, { error: m.cadenceInvalid })),
    threshold: z.optional(wholeNumber(PULSE_THRESHOLD_MIN, PULSE_THRESHOLD_MAX, m.thresholdInvalid)),
  })
  .check(
    z.refine(({ cadence, threshold }) => cadence !== undefined || threshold !== undefined, {
      error: m.settingsEmpty,
    }),
  );
export type PulseSettingsInput = z.input<typeof pulseSettingsSchema>;

/**
 * GET /api/pulse/results: one closed period (`period`: its first day; the latest closed one without
 * it) for the company or one team (`teamId`).
 */
export const pulseResultsQuerySchema = z.object({
  period: z.optional(dayField(m.periodInvalid)),
  teamId: z.optional(uuidOf(m.teamInvalid)),
});
export type PulseResultsQuery = z.input<typeof pulseResultsQuerySchema>;

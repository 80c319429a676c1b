import { z } from 'zod/mini';
import { STANDUP_QUESTION_KINDS, standupMessages as m } from '../standup-messages';
import { answerStandupSchema, putStandupSchema, standupDayQuerySchema } from '../standup-rules';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

/** Async standups (decision 038, slice 2): read by the team's members; leads change the settings. */

// ---- Answers ------------------------------------------------------------------------------------

const questionSchema = z.object({ text: z.string(), kind: z.enum(STANDUP_QUESTION_KINDS) });

export const standupSettingsSchema = z.object({
  questions: z.array(questionSchema),
  /** ISO weekdays, 1 (Monday) to 7, ascending. */
  weekdays: z.array(z.number()),
  /** HH:MM in the company's time zone. */
  digestTime: z.string(),
  paused: z.boolean(),
});

/** One of the caller's live teams, with its standup (null while no lead has turned it on). */
export const standupTeamSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  isLead: z.boolean(),
  standup: z.nullable(standupSettingsSchema),
});

const personSchema = z.object({ id: z.string(), fullName: z.nullable(z.string()) });

/** One person's answer of a day: the questions as they were asked, no time. */
export const standupAnswerSchema = z.object({
  person: personSchema,
  answers: z.array(z.object({ text: z.string(), kind: z.enum(STANDUP_QUESTION_KINDS), answer: z.string() })),
  blocked: z.boolean(),
  /** Written by the person's day close. */
  fromClose: z.boolean(),
});

export const standupPageSchema = z.object({
  team: z.object({ id: z.string(), name: z.string(), isLead: z.boolean() }),
  standup: z.nullable(standupSettingsSchema),
  /** The company's local day now, and the day shown. */
  today: z.string(),
  day: z.string(),
  /** Whether the standup runs on the day shown (its days as set now). */
  isStandupDay: z.boolean(),
  /** Whether the caller may answer: the day shown is today, a standup day, and the standup is live. */
  canAnswer: z.boolean(),
  /** The standup day before the day shown, and the one after it up to today; null when none. */
  previousDay: z.nullable(z.string()),
  nextDay: z.nullable(z.string()),
  /** Who answered, by name; the caller's own answer first. */
  answers: z.array(standupAnswerSchema),
  /** Current members who have not answered the day shown: names only. */
  notAnswered: z.array(personSchema),
});

/** A week's share of the answers expected (members × standup days), never per person. */
export const participationSchema = z.discriminatedUnion('shown', [
  z.object({
    shown: z.literal(true),
    weeks: z.array(z.object({ weekStart: z.string(), share: z.nullable(z.number()) })),
  }),
  z.object({
    shown: z.literal(false),
    reason: z.literal('too_few_members'),
    /** The company's pulse threshold k: the figure shows from k members. */
    threshold: z.number(),
  }),
]);

const teamParams = z.object({ teamId: idParam(m.teamNotFound) });

// ---- Endpoints ----------------------------------------------------------------------------------

export const listStandups = endpoint({
  method: 'GET',
  path: '/api/standups',
  summary: 'The caller’s live teams, each with its standup’s settings (null while off).',
  access: 'member of a company',
  status: 200,
  response: z.object({ teams: z.array(standupTeamSchema) }),
  errors: [...signedInErrors, 'forbidden'],
});

export const putStandup = endpoint({
  method: 'PUT',
  path: '/api/standups/:teamId',
  params: teamParams,
  summary:
    'Turns the team’s standup on, or changes its questions, days and digest time, or pauses it (paused: true) and back.',
  access: 'lead of the team',
  body: putStandupSchema,
  status: 200,
  response: z.object({ standup: standupSettingsSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'team_archived'],
});

export const getStandupDay = endpoint({
  method: 'GET',
  path: '/api/standups/:teamId/day',
  params: teamParams,
  query: standupDayQuerySchema,
  summary:
    'The team’s standup page for a day (today by default, not after today): who answered and their answers, and who has not yet. No time of any answer.',
  access: 'member of the team',
  status: 200,
  response: z.object({ page: standupPageSchema }),
  errors: [...signedInErrors, 'forbidden', 'not_found', 'validation_failed'],
});

export const answerStandup = endpoint({
  method: 'PUT',
  path: '/api/standups/:teamId/answer',
  params: teamParams,
  summary:
    'The caller answers today’s standup, one text per question; answering again the same day edits. A blocked answer tells the team’s leads, once per answer.',
  access: 'member of the team',
  body: answerStandupSchema,
  status: 200,
  response: z.object({ page: standupPageSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'standup_not_open'],
});

export const standupParticipation = endpoint({
  method: 'GET',
  path: '/api/standups/:teamId/participation',
  params: teamParams,
  summary:
    'The share of answers given per week over the last 12 weeks, for the whole team; withheld while the team has fewer members than the company’s pulse threshold.',
  access: 'member of the team',
  status: 200,
  response: z.object({ participation: participationSchema }),
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export type StandupSettings = z.output<typeof standupSettingsSchema>;
export type StandupTeam = z.output<typeof standupTeamSchema>;
export type StandupPage = z.output<typeof standupPageSchema>;
export type StandupAnswer = z.output<typeof standupAnswerSchema>;
export type Participation = z.output<typeof participationSchema>;

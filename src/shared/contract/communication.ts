import { z } from 'zod/mini';
import { ONE_ON_ONE_CADENCES, ONE_ON_ONE_STATUSES, oneOnOneMessages as m } from '../communication-messages';
import {
  createActionItemSchema,
  createOneOnOneSchema,
  createPointSchema,
  meetingsQuerySchema,
  orderPointsSchema,
  putNoteSchema,
  updateActionItemSchema,
  updatePointSchema,
} from '../communication-rules';
import { goalMessages } from '../goal-messages';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';
import { styleSchema } from './reviews';

// ---- Answers ------------------------------------------------------------------------------------

/** Null once the person has left SOS. */
const personSchema = z.nullable(z.object({ id: z.string(), fullName: z.nullable(z.string()) }));

export const agendaPointSchema = z.object({
  id: z.string(),
  text: z.string(),
  position: z.number(),
  /** Who added it; null once they left SOS. */
  author: personSchema,
  tickedAt: z.nullable(z.string()),
  /** Carried over from the meeting before, where it was not ticked; it is not carried again. */
  carried: z.boolean(),
  /** The goal it was made from, if any. */
  goalId: z.nullable(z.string()),
  /**
   * Put on the agenda from its author's growth plan (decision 040). Only that it is: the item itself
   * is the person's and their leads' to read, not necessarily the other person's.
   */
  fromGrowthPlan: z.boolean(),
});

export const meetingSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  heldAt: z.nullable(z.string()),
  points: z.array(agendaPointSchema),
});

export const oneOnOneSummarySchema = z.object({
  id: z.string(),
  status: z.enum(ONE_ON_ONE_STATUSES),
  cadence: z.enum(ONE_ON_ONE_CADENCES),
  /** ISO weekday, 1 (Monday) to 7, and HH:MM, in the company's time zone. */
  weekday: z.number(),
  localTime: z.string(),
  timeZone: z.string(),
  startsOn: z.string(),
  /** The other person. */
  partner: personSchema,
  proposedByMe: z.boolean(),
  /** Null until it is accepted. */
  nextMeetingAt: z.nullable(z.string()),
});

export const actionItemSchema = z.object({
  id: z.string(),
  oneOnOneId: z.string(),
  meetingId: z.nullable(z.string()),
  owner: personSchema,
  text: z.string(),
  dueOn: z.nullable(z.string()),
  doneAt: z.nullable(z.string()),
  goalId: z.nullable(z.string()),
});

export const oneOnOneSchema = z.object({
  ...oneOnOneSummarySchema.shape,
  /** How the other person likes to communicate, as on their profile; null when they have not said. */
  partnerStyle: z.nullable(styleSchema),
  /** The next meeting with its agenda; null while proposed or once ended. */
  nextMeeting: z.nullable(meetingSchema),
  actionItems: z.array(actionItemSchema),
});

export const noteSchema = z.object({
  meetingId: z.string(),
  /** Null when the caller wrote none. */
  body: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
});

const oneOnOneParams = z.object({ id: idParam(m.notFound) });
const pointParams = z.object({ id: idParam(m.notFound), pointId: idParam(m.pointNotFound) });

// ---- Endpoints ----------------------------------------------------------------------------------

export const listOneOnOnes = endpoint({
  method: 'GET',
  path: '/api/one-on-ones',
  summary: 'The caller’s 1:1s, proposed and active (at most one per person, so one page).',
  access: 'member of a company',
  status: 200,
  response: z.object({ items: z.array(oneOnOneSummarySchema) }),
  errors: [...signedInErrors, 'forbidden'],
});

export const proposeOneOnOne = endpoint({
  method: 'POST',
  path: '/api/one-on-ones',
  summary:
    'Proposes a 1:1 to a person of the company. A lead’s 1:1 with a member of their team is active at once, with its first meeting; any other waits for the person to accept.',
  access: 'member of a company',
  body: createOneOnOneSchema,
  status: 201,
  response: z.object({ oneOnOne: oneOnOneSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'one_on_one_exists'],
});

export const getOneOnOne = endpoint({
  method: 'GET',
  path: '/api/one-on-ones/:id',
  params: oneOnOneParams,
  summary: 'A 1:1 with its next meeting, its agenda (who added each point, carried marks) and action items.',
  access: 'the two people of the 1:1',
  status: 200,
  response: z.object({ oneOnOne: oneOnOneSchema }),
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export const acceptOneOnOne = endpoint({
  method: 'POST',
  path: '/api/one-on-ones/:id/accept',
  params: oneOnOneParams,
  summary: 'The person asked accepts a proposed 1:1: it is active, with its first meeting.',
  access: 'the person asked',
  status: 200,
  response: z.object({ oneOnOne: oneOnOneSchema }),
  errors: [...signedInErrors, 'forbidden', 'not_found', 'one_on_one_not_active'],
});

export const declineOneOnOne = endpoint({
  method: 'DELETE',
  path: '/api/one-on-ones/:id',
  params: oneOnOneParams,
  summary: 'The person asked declines a proposed 1:1 (or its proposer withdraws it): it is deleted.',
  access: 'the two people of the 1:1',
  status: 204,
  errors: [...signedInErrors, 'forbidden', 'not_found', 'one_on_one_not_active'],
});

export const endOneOnOne = endpoint({
  method: 'POST',
  path: '/api/one-on-ones/:id/end',
  params: oneOnOneParams,
  summary: 'Ends a 1:1; its history stays for the two. A meeting not held is removed.',
  access: 'the two people of the 1:1; an admin when removing a person',
  status: 204,
  errors: [...signedInErrors, 'forbidden', 'not_found', 'one_on_one_not_active'],
});

export const addAgendaPoint = endpoint({
  method: 'POST',
  path: '/api/one-on-ones/:id/points',
  params: oneOnOneParams,
  summary:
    'Adds a point at the end of the next meeting’s agenda, optionally made from a goal of the company both people may see.',
  access: 'the two people of the 1:1',
  body: createPointSchema,
  status: 201,
  response: z.object({ point: agendaPointSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'one_on_one_not_active'],
});

// Before /points/:pointId, which would take `order` for an id.
export const orderAgendaPoints = endpoint({
  method: 'PUT',
  path: '/api/one-on-ones/:id/points/order',
  params: oneOnOneParams,
  summary: 'Puts the next meeting’s points in a new order: every point once.',
  access: 'the two people of the 1:1',
  body: orderPointsSchema,
  status: 200,
  response: z.object({ points: z.array(agendaPointSchema) }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'one_on_one_not_active'],
});

export const updateAgendaPoint = endpoint({
  method: 'PATCH',
  path: '/api/one-on-ones/:id/points/:pointId',
  params: pointParams,
  summary: 'Edits a point of the next meeting, or ticks or unticks it.',
  access: 'the two people of the 1:1',
  body: updatePointSchema,
  status: 200,
  response: z.object({ point: agendaPointSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'one_on_one_not_active'],
});

export const deleteAgendaPoint = endpoint({
  method: 'DELETE',
  path: '/api/one-on-ones/:id/points/:pointId',
  params: pointParams,
  summary: 'Removes a point of the next meeting; the ones after it move up.',
  access: 'the two people of the 1:1',
  status: 204,
  errors: [...signedInErrors, 'forbidden', 'not_found', 'one_on_one_not_active'],
});

export const holdMeeting = endpoint({
  method: 'POST',
  path: '/api/one-on-ones/:id/meetings/:meetingId/held',
  params: z.object({ id: idParam(m.notFound), meetingId: idParam(m.meetingNotFound) }),
  summary:
    'Marks the next meeting held. The one after is made at the next date of the cadence in the company’s time zone, and the points not ticked are carried to it once.',
  access: 'the two people of the 1:1',
  status: 200,
  response: z.object({ oneOnOne: oneOnOneSchema }),
  errors: [...signedInErrors, 'forbidden', 'not_found', 'one_on_one_not_active'],
});

export const listMeetings = endpoint({
  method: 'GET',
  path: '/api/one-on-ones/:id/meetings',
  params: oneOnOneParams,
  query: meetingsQuerySchema,
  summary: 'The meetings held, newest first, a page at a time, with their points.',
  access: 'the two people of the 1:1',
  status: 200,
  response: z.object({ items: z.array(meetingSchema), nextCursor: z.nullable(z.string()) }),
  errors: [...signedInErrors, 'forbidden', 'not_found', 'validation_failed'],
});

// The notes are the author's alone: anyone else's request is not found, as a missing meeting is.
export const getNote = endpoint({
  method: 'GET',
  path: '/api/one-on-ones/meetings/:meetingId/notes',
  params: z.object({ meetingId: idParam(m.meetingNotFound) }),
  summary: 'The caller’s private notes on a meeting of their 1:1 (null when none); nobody else reads them.',
  access: 'the author of the notes',
  status: 200,
  response: z.object({ note: noteSchema }),
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export const putNote = endpoint({
  method: 'PUT',
  path: '/api/one-on-ones/meetings/:meetingId/notes',
  params: z.object({ meetingId: idParam(m.meetingNotFound) }),
  summary: 'Writes the caller’s private notes on a meeting of their 1:1; a blank body removes them.',
  access: 'the author of the notes',
  body: putNoteSchema,
  status: 200,
  response: z.object({ note: noteSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found'],
});

export const createActionItem = endpoint({
  method: 'POST',
  path: '/api/action-items',
  summary:
    'Adds an action item to an active 1:1, owned by one of the two, optionally for a goal both may see; it belongs to the next meeting.',
  access: 'the two people of the 1:1',
  body: createActionItemSchema,
  status: 201,
  response: z.object({ actionItem: actionItemSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'one_on_one_not_active'],
});

export const updateActionItem = endpoint({
  method: 'PATCH',
  path: '/api/action-items/:itemId',
  params: z.object({ itemId: idParam(m.actionItemNotFound) }),
  summary: 'Edits an action item, gives it to the other person, or marks it done (or not done).',
  access: 'the two people of the 1:1',
  body: updateActionItemSchema,
  status: 200,
  response: z.object({ actionItem: actionItemSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found'],
});

// A goal the caller may not see is not found, as on GET /api/goals/:goalId.
export const listGoalActionItems = endpoint({
  method: 'GET',
  path: '/api/goals/:goalId/action-items',
  params: z.object({ goalId: idParam(goalMessages.goalNotFound) }),
  summary:
    'The 1:1 action items linked to a goal that the caller may see: those of the caller’s own 1:1s, open ones first.',
  access: 'member of a company',
  status: 200,
  response: z.object({ items: z.array(actionItemSchema) }),
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export type OneOnOne = z.output<typeof oneOnOneSchema>;
export type OneOnOneSummary = z.output<typeof oneOnOneSummarySchema>;
export type AgendaPoint = z.output<typeof agendaPointSchema>;
export type Meeting = z.output<typeof meetingSchema>;
export type ActionItem = z.output<typeof actionItemSchema>;
export type Note = z.output<typeof noteSchema>;

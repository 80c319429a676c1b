import { z } from 'zod/mini';
import { growthMessages as m } from '../growth-messages';
import {
  createGrowthItemSchema,
  putOnAgendaSchema,
  putTipSchema,
  tipsQuerySchema,
  updateGrowthItemSchema,
  weekField,
} from '../growth-rules';
import { GROWTH_ITEM_KINDS, RESOURCE_KINDS } from '../learning-messages';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

/**
 * The growth plan and the weekly tips (decision 040, slice 2). A plan is level 3: its person reads
 * and writes it, their leads read it; anyone else (an admin who does not lead them included) is
 * answered 404. The tips are level 4: the company's, written by its admins and leads.
 */

// ---- Answers ------------------------------------------------------------------------------------

export const growthItemSchema = z.object({
  id: z.string(),
  kind: z.enum(GROWTH_ITEM_KINDS),
  title: z.string(),
  dueOn: z.nullable(z.string()),
  doneAt: z.nullable(z.string()),
  createdAt: z.string(),
  /** The competency it grows, of the company's tracks. */
  competency: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** The goal it serves; null too when the reader may not see the goal. */
  goal: z.nullable(z.object({ id: z.string(), title: z.string() })),
  /** The library resource it was made from. */
  resource: z.nullable(
    z.object({ id: z.string(), title: z.string(), url: z.string(), kind: z.enum(RESOURCE_KINDS) }),
  ),
  /**
   * "On your 1:1 with Kim": the person's 1:1 whose next meeting has it on its agenda. Shown to the
   * person only (a lead's view has null: who someone meets is the 1:1's two people's).
   */
  onOneOnOne: z.nullable(
    z.object({ oneOnOneId: z.string(), with: z.nullable(z.string()), startsAt: z.string() }),
  ),
  /** It is on the person's plan for today (their view only). */
  onToday: z.boolean(),
});

export const growthPlanSchema = z.object({
  person: z.object({ id: z.string(), fullName: z.nullable(z.string()) }),
  /** Whether the caller may change it: their own plan. */
  mine: z.boolean(),
  /** The company's local today, YYYY-MM-DD: what is overdue. */
  today: z.string(),
  /** Open items by due day (those without one last), then the 50 latest done, newest first. */
  items: z.array(growthItemSchema),
});

export const growthChoicesSchema = z.object({
  /** The caller's track, whose competencies an item may name; null while they have no place on one. */
  track: z.nullable(z.object({ id: z.string(), name: z.string() })),
  competencies: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Open goals the caller may see, their own first (at most 200). */
  goals: z.array(z.object({ id: z.string(), title: z.string(), mine: z.boolean() })),
  /** The company's library, newest first (at most 200). */
  resources: z.array(z.object({ id: z.string(), title: z.string(), kind: z.enum(RESOURCE_KINDS) })),
  /** The caller's active 1:1s, soonest next meeting first: where "Put on next 1:1" may go. */
  oneOnOnes: z.array(z.object({ id: z.string(), with: z.nullable(z.string()), nextMeetingAt: z.string() })),
});

export const learningTipSchema = z.object({
  id: z.string(),
  competencyId: z.string(),
  week: z.string(),
  text: z.string(),
});

export const learningTipsSchema = z.object({
  /** The Monday of the week shown, and of this week (company time). */
  week: z.string(),
  thisWeek: z.string(),
  /** The company's tracks, to choose from, and the one shown (null when the company has none). */
  tracks: z.array(z.object({ id: z.string(), name: z.string() })),
  trackId: z.nullable(z.string()),
  /** The track's competencies in order, each with its tip of the week, if written. */
  competencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      tip: z.nullable(z.object({ id: z.string(), text: z.string() })),
    }),
  ),
  /** Whether the caller writes tips: an admin, or a lead of any team. */
  canWrite: z.boolean(),
});

/** This week's tip for a person: for a competency one of their open growth items names. */
export const weeklyTipSchema = z.nullable(z.object({ competency: z.string(), text: z.string() }));

const itemParams = z.object({ id: idParam(m.itemNotFound) });
const tipParams = z.object({ competencyId: idParam(m.tipCompetencyNotFound), week: weekField });

// ---- The growth plan ----------------------------------------------------------------------------

export const getGrowthPlan = endpoint({
  method: 'GET',
  path: '/api/growth-plan',
  summary:
    'The caller’s growth plan: open items by due day, then the 50 latest done, each with its competency, goal, resource, the 1:1 whose next agenda has it and whether it is on today.',
  access: 'member of a company',
  status: 200,
  response: z.object({ plan: growthPlanSchema }),
  errors: [...signedInErrors, 'forbidden'],
});

export const getGrowthChoices = endpoint({
  method: 'GET',
  path: '/api/growth-plan/choices',
  summary:
    'What a growth item may link to: the competencies of the caller’s track, open goals they may see, the company’s library, and their active 1:1s for "Put on next 1:1".',
  access: 'member of a company',
  status: 200,
  response: z.object({ choices: growthChoicesSchema }),
  errors: [...signedInErrors, 'forbidden'],
});

export const getPersonGrowthPlan = endpoint({
  method: 'GET',
  path: '/api/people/:userId/growth-plan',
  params: z.object({ userId: idParam(m.planNotFound) }),
  summary:
    'A person’s growth plan, read-only, for their leads (the leads, now, of the live teams they are in) and themself; anyone else, an admin included, is answered 404.',
  access: 'the person of the growth plan; their leads',
  status: 200,
  response: z.object({ plan: growthPlanSchema }),
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export const createGrowthItem = endpoint({
  method: 'POST',
  path: '/api/growth-items',
  summary:
    'Adds an item to the caller’s plan: learn, practise, ship or read; a title; optionally a due day, a competency of their track, a goal they may see, a resource of the library. At most 100 open items.',
  access: 'member of a company',
  body: createGrowthItemSchema,
  status: 201,
  response: z.object({ item: growthItemSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'limit_reached'],
});

export const updateGrowthItem = endpoint({
  method: 'PATCH',
  path: '/api/growth-items/:id',
  params: itemParams,
  summary:
    'Changes one of the caller’s items (null takes a link or the due day away), or marks it done or not done (not done counts toward the 100 open items).',
  access: 'the person of the growth plan',
  body: updateGrowthItemSchema,
  status: 200,
  response: z.object({ item: growthItemSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'limit_reached'],
});

export const deleteGrowthItem = endpoint({
  method: 'DELETE',
  path: '/api/growth-items/:id',
  params: itemParams,
  summary: 'Deletes one of the caller’s items; an agenda point or a day item made from it stays, unlinked.',
  access: 'the person of the growth plan',
  status: 204,
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export const putGrowthItemOnAgenda = endpoint({
  method: 'POST',
  path: '/api/growth-items/:id/agenda',
  params: itemParams,
  summary:
    'Puts one of the caller’s items on the agenda of the next meeting of one of their active 1:1s: a point whose text is the item’s title, linked to it. Once per meeting.',
  access: 'the person of the growth plan',
  body: putOnAgendaSchema,
  status: 201,
  response: z.object({ item: growthItemSchema }),
  errors: [
    ...signedInErrors,
    ...bodyErrors,
    'forbidden',
    'not_found',
    'one_on_one_not_active',
    'growth_item_on_agenda',
  ],
});

// ---- Weekly tips --------------------------------------------------------------------------------

export const listLearningTips = endpoint({
  method: 'GET',
  path: '/api/learning-tips',
  summary:
    'The tips of a week (this one by default) for the competencies of a track (the first by name by default), with the company’s tracks to choose from and whether the caller writes tips.',
  access: 'member of a company',
  query: tipsQuerySchema,
  status: 200,
  response: z.object({ tips: learningTipsSchema }),
  errors: [...signedInErrors, 'validation_failed', 'forbidden', 'not_found'],
});

export const putLearningTip = endpoint({
  method: 'PUT',
  path: '/api/learning-tips/:competencyId/:week',
  params: tipParams,
  summary: 'Writes or rewrites a competency’s tip of a week (`week`: its Monday). Admins and team leads.',
  access: 'admin of the company; a lead of any team',
  body: putTipSchema,
  status: 200,
  response: z.object({ tip: learningTipSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found'],
});

export const deleteLearningTip = endpoint({
  method: 'DELETE',
  path: '/api/learning-tips/:competencyId/:week',
  params: tipParams,
  summary: 'Deletes a competency’s tip of a week. Admins and team leads.',
  access: 'admin of the company; a lead of any team',
  status: 204,
  errors: [...signedInErrors, 'validation_failed', 'forbidden', 'not_found'],
});

export type GrowthItem = z.output<typeof growthItemSchema>;
export type GrowthPlan = z.output<typeof growthPlanSchema>;
export type GrowthChoices = z.output<typeof growthChoicesSchema>;
export type LearningTips = z.output<typeof learningTipsSchema>;
export type LearningTip = z.output<typeof learningTipSchema>;
export type WeeklyTip = z.output<typeof weeklyTipSchema>;

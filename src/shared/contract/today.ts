import { z } from 'zod/mini';
import { GROWTH_ITEM_KINDS } from '../learning-messages';
import { DAY_ITEM_SOURCES, todayMessages as m } from '../today-messages';
import { closeDayParam, createDayItemSchema, dayCloseSchema, updateDayItemSchema } from '../today-rules';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';
import { weeklyTipSchema } from './growth';

// ---- Answers ------------------------------------------------------------------------------------

/** What a pulled item links to; null for a typed item, or once the linked row is gone. */
export const dayItemLinkSchema = z.nullable(
  z.object({
    kind: z.enum(DAY_ITEM_SOURCES),
    id: z.string(),
    /** The goal the link belongs to (a key result's goal, the goal itself, an action item's goal if any). */
    goalId: z.nullable(z.string()),
    /**
     * The goal's title for a key result ("Key result · Goal title"); the 1:1 partner's name for an
     * action item; null for a growth item.
     */
    context: z.nullable(z.string()),
    /** The 1:1 of an action item. */
    oneOnOneId: z.nullable(z.string()),
  }),
);

export const dayItemSchema = z.object({
  id: z.string(),
  day: z.string(),
  position: z.number(),
  text: z.string(),
  link: dayItemLinkSchema,
  /** The item is the one thing of its day. */
  oneThing: z.boolean(),
  doneAt: z.nullable(z.string()),
  /** Working days it has rolled over, open. */
  rolled: z.number(),
  /** Today asks, once, whether to keep it: it has rolled 5 working days and was never kept. */
  askKeep: z.boolean(),
});

export const dayCloseAnswerSchema = z.object({
  day: z.string(),
  done: z.nullable(z.string()),
  next: z.nullable(z.string()),
  blocked: z.nullable(z.string()),
  note: z.nullable(z.string()),
  writtenAt: z.string(),
});

export const todaySchema = z.object({
  /** The company's local today, YYYY-MM-DD. */
  day: z.string(),
  /** Monday to Friday. */
  workingDay: z.boolean(),
  items: z.array(dayItemSchema),
  /** Today's close, if written. */
  close: z.nullable(dayCloseAnswerSchema),
  /** The last working day before today, which may still be closed today, and its close if written. */
  previous: z.object({
    day: z.string(),
    close: z.nullable(dayCloseAnswerSchema),
    /** The caller planned something for it (an item done that day, or one rolled from it): worth a close. */
    planned: z.boolean(),
    /** What the caller ticked off that day, in their order: a next-morning close starts from it. */
    done: z.array(z.string()),
  }),
  /** How many things could be pulled in (pull sources not yet on today). */
  sources: z.number(),
  /**
   * This week's tip (decision 040) for a competency one of the caller's open growth items names, the
   * first by the competency's order; null when none.
   */
  tip: weeklyTipSchema,
});

export const pullSourcesSchema = z.object({
  keyResults: z.array(
    z.object({ id: z.string(), title: z.string(), goalId: z.string(), goalTitle: z.string() }),
  ),
  goals: z.array(z.object({ id: z.string(), title: z.string() })),
  actionItems: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      oneOnOneId: z.string(),
      with: z.nullable(z.string()),
      dueOn: z.nullable(z.string()),
    }),
  ),
  /** The caller's open growth items (decision 040), by due day. */
  growthItems: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      kind: z.enum(GROWTH_ITEM_KINDS),
      dueOn: z.nullable(z.string()),
    }),
  ),
});

const itemParams = z.object({ id: idParam(m.itemNotFound) });

// ---- Endpoints ----------------------------------------------------------------------------------

export const getToday = endpoint({
  method: 'GET',
  path: '/api/today',
  summary:
    'The caller’s plan for their local today, in their order, with today’s close, the last working day’s close, how many things could be pulled in, and this week’s tip for their growth plan.',
  access: 'member of a company',
  status: 200,
  response: z.object({ today: todaySchema }),
  errors: [...signedInErrors, 'forbidden'],
});

export const listPullSources = endpoint({
  method: 'GET',
  path: '/api/today/sources',
  summary:
    'What the caller could pull into today: the key results of their open goals, their goals due for a check-in, their open 1:1 action items, their open growth items; those already on today left out.',
  access: 'member of a company',
  status: 200,
  response: z.object({ sources: pullSourcesSchema }),
  errors: [...signedInErrors, 'forbidden'],
});

export const createDayItem = endpoint({
  method: 'POST',
  path: '/api/today/items',
  summary:
    'Adds an item at the end of today: a text, or one link pulled in (a key result of an open goal the caller owns, a goal of theirs, an open action item they own, an open growth item of theirs), whose title becomes its text.',
  access: 'member of a company',
  body: createDayItemSchema,
  status: 201,
  response: z.object({ item: dayItemSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'limit_reached', 'day_item_pulled'],
});

export const updateDayItem = endpoint({
  method: 'PATCH',
  path: '/api/today/items/:id',
  params: itemParams,
  summary:
    'Changes one of the caller’s items: its text (a typed item only), done or not (done also marks a linked action item or growth item done), the one thing of its day or not, or a move up or down.',
  access: 'the author of the items',
  body: updateDayItemSchema,
  status: 200,
  response: z.object({ item: dayItemSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found'],
});

export const deleteDayItem = endpoint({
  method: 'DELETE',
  path: '/api/today/items/:id',
  params: itemParams,
  summary: 'Deletes one of the caller’s items (also how "Keep it?" is answered no).',
  access: 'the author of the items',
  status: 204,
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export const keepDayItem = endpoint({
  method: 'POST',
  path: '/api/today/items/:id/keep',
  params: itemParams,
  summary: 'Answers "Keep it?" yes for an item that has rolled: it is not asked again.',
  access: 'the author of the items',
  status: 200,
  response: z.object({ item: dayItemSchema }),
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export const putDayClose = endpoint({
  method: 'PUT',
  path: '/api/today/closes/:day',
  params: z.object({ day: closeDayParam }),
  summary:
    'Writes or rewrites the caller’s close of a day: today, or the last working day before today (until today ends). The close answers, in the same transaction, the next standup day after it of each of the caller’s teams with a live standup, unless they answered that day on the form.',
  access: 'member of a company',
  body: dayCloseSchema,
  status: 200,
  response: z.object({
    close: dayCloseAnswerSchema,
    /** The standups this close answered: each of the caller's teams' next standup day after the day. */
    standups: z.array(z.object({ teamId: z.string(), teamName: z.string(), day: z.string() })),
  }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'day_not_closable'],
});

export type Today = z.infer<typeof todaySchema>;
export type DayItem = z.infer<typeof dayItemSchema>;
export type DayClose = z.infer<typeof dayCloseAnswerSchema>;
export type PullSources = z.infer<typeof pullSourcesSchema>;

import { z } from 'zod/mini';
import { isDay } from './days';
import {
  IDEA_ITEM_MAX,
  IDEA_ITEMS_MAX,
  IDEA_MILESTONES_MAX,
  IDEA_TEXT_MAX,
  IDEA_TITLE_MAX,
  ideaMessages as m,
  IDEAS_PAGE_DEFAULT,
  IDEAS_PAGE_MAX,
} from './idea-messages';
import { isCursor } from './page-cursor';
import { optionalText, requiredText } from './schemas';

/** The idea tools' bodies and queries (decision 041): the forms' rules, checked again by the server. */

const uuidOf = (message: string) => z.string({ error: message }).check(z.uuid({ error: message }));

const item = requiredText({
  shape: 'line',
  max: IDEA_ITEM_MAX,
  required: m.itemRequired,
  tooLong: m.itemTooLong,
  controls: m.itemControls,
});

/** A list of short items: strengths, warning signs, risks. */
const items = z._default(
  z.array(item, { error: m.itemsTooMany }).check(z.maxLength(IDEA_ITEMS_MAX, { error: m.itemsTooMany })),
  [],
);

const text = optionalText({
  shape: 'lines',
  max: IDEA_TEXT_MAX,
  tooLong: m.textTooLong,
  controls: m.textControls,
});

export const swotSchema = z.object({
  template: z.literal('swot'),
  strengths: items,
  weaknesses: items,
  opportunities: items,
  threats: items,
});

/** Imagine it failed: how, the signs that would warn us, and what we do now to prevent it. */
export const premortemSchema = z.object({
  template: z.literal('premortem'),
  failure: text,
  warningSigns: items,
  actions: items,
});

export const milestoneSchema = z.object({
  title: requiredText({
    shape: 'line',
    max: IDEA_ITEM_MAX,
    required: m.milestoneRequired,
    tooLong: m.itemTooLong,
    controls: m.itemControls,
  }),
  due: z._default(
    z.nullable(z.string({ error: m.dueInvalid }).check(z.refine(isDay, { error: m.dueInvalid }))),
    null,
  ),
  /** A member or lead of the team. */
  ownerId: z._default(z.nullable(uuidOf(m.ownerInvalid)), null),
});

export const planningSchema = z.object({
  template: z.literal('planning'),
  goal: text,
  milestones: z._default(
    z
      .array(milestoneSchema, { error: m.milestonesTooMany })
      .check(z.maxLength(IDEA_MILESTONES_MAX, { error: m.milestonesTooMany })),
    [],
  ),
  risks: items,
});

/** An idea's content, by its template. */
export const ideaBodySchema = z.discriminatedUnion(
  'template',
  [swotSchema, premortemSchema, planningSchema],
  { error: m.templateInvalid },
);
export type IdeaBodyInput = z.input<typeof ideaBodySchema>;

/** An idea's body as stored and answered: what `ideaBodySchema` makes of the input. */
export const ideaStoredBodySchema = z.discriminatedUnion('template', [
  z.object({
    template: z.literal('swot'),
    strengths: z.array(z.string()),
    weaknesses: z.array(z.string()),
    opportunities: z.array(z.string()),
    threats: z.array(z.string()),
  }),
  z.object({
    template: z.literal('premortem'),
    failure: z.nullable(z.string()),
    warningSigns: z.array(z.string()),
    actions: z.array(z.string()),
  }),
  z.object({
    template: z.literal('planning'),
    goal: z.nullable(z.string()),
    milestones: z.array(
      z.object({ title: z.string(), due: z.nullable(z.string()), ownerId: z.nullable(z.string()) }),
    ),
    risks: z.array(z.string()),
  }),
]);
export type IdeaBody = z.output<typeof ideaStoredBodySchema>;

const title = requiredText({
  shape: 'line',
  max: IDEA_TITLE_MAX,
  required: m.titleRequired,
  tooLong: m.titleTooLong,
  controls: m.titleControls,
});

/** POST /api/ideas: a new idea of a team, from a template (its body may start empty). */
export const createIdeaSchema = z.object({
  title,
  teamId: uuidOf(m.teamRequired),
  body: ideaBodySchema,
});
export type CreateIdeaInput = z.input<typeof createIdeaSchema>;

/** PUT /api/ideas/:id: the whole idea again, with the version it started from. */
export const updateIdeaSchema = z.object({
  title,
  body: ideaBodySchema,
  version: z
    .number({ error: m.versionInvalid })
    .check(
      z.refine((value: number) => Number.isSafeInteger(value) && value >= 1, { error: m.versionInvalid }),
    ),
});
export type UpdateIdeaInput = z.input<typeof updateIdeaSchema>;

/** GET /api/ideas: newest first, a page at a time, of one team or of all the caller reads. */
export const ideaListQuerySchema = z.object({
  teamId: z.optional(uuidOf(m.teamNotFound)),
  limit: z._default(
    z.coerce.number({ error: m.limitInvalid }).check(
      z.refine((value: number) => Number.isSafeInteger(value) && value >= 1 && value <= IDEAS_PAGE_MAX, {
        error: m.limitInvalid,
      }),
    ),
    IDEAS_PAGE_DEFAULT,
  ),
  cursor: z.optional(
    z.string({ error: m.cursorInvalid }).check(z.refine(isCursor, { error: m.cursorInvalid })),
  ),
});
export type IdeaListQuery = z.input<typeof ideaListQuerySchema>;

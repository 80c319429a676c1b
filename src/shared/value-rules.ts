import { z } from 'zod/mini';
import { isCursor } from './page-cursor';
import { optionalText, requiredText } from './schemas';
import { DOCUMENT_VISIBILITIES } from './strategy-messages';
import {
  ALTERNATIVE_NAME_MAX,
  ALTERNATIVES_MAX,
  CANVAS_BOX_MAX,
  CELL_MAX,
  CRITERIA_MAX,
  CRITERION_MAX,
  PERSONA_CANVASES_MAX,
  PERSONA_DESCRIPTION_MAX,
  PERSONA_ITEM_MAX,
  PERSONA_ITEMS_MAX,
  UNIQUE_VALUE_MAX,
  VALUE_PAGE_DEFAULT,
  VALUE_PAGE_MAX,
  VALUE_TITLE_MAX,
  valueMessages as m,
} from './value-messages';

/**
 * The value propositions' bodies and queries (decision 041, slice 2): the forms' rules, checked again
 * by the server. Every text is plain text; a stored body has exactly its kind's keys.
 */

const uuidOf = (message: string) => z.string({ error: message }).check(z.uuid({ error: message }));

const version = z
  .number({ error: m.versionInvalid })
  .check(z.refine((value: number) => Number.isSafeInteger(value) && value >= 1, { error: m.versionInvalid }));

const title = (required: string) =>
  requiredText({
    shape: 'line',
    max: VALUE_TITLE_MAX,
    required,
    tooLong: m.titleTooLong,
    controls: m.titleControls,
  });

/** Company or one team, fixed at creation. */
const where = {
  visibility: z._default(z.enum(DOCUMENT_VISIBILITIES, { error: m.visibilityInvalid }), 'company'),
  teamId: z.optional(z.nullable(uuidOf(m.teamNotFound))),
};
const whereChecks = [
  z.refine<{ visibility: string; teamId?: string | null }>(
    (input) => input.visibility !== 'team' || Boolean(input.teamId),
    {
      error: m.teamRequired,
      path: ['teamId'],
    },
  ),
  z.refine<{ visibility: string; teamId?: string | null }>(
    (input) => input.visibility !== 'company' || !input.teamId,
    {
      error: m.teamOnlyForTeam,
      path: ['teamId'],
    },
  ),
] as const;

// ---- Canvases -----------------------------------------------------------------------------------

const box = optionalText({
  shape: 'lines',
  max: CANVAS_BOX_MAX,
  tooLong: m.boxTooLong,
  controls: m.textControls,
});

/** The nine boxes, each a text or empty. */
export const canvasBoxesSchema = z.strictObject(
  {
    problem: box,
    customerSegments: box,
    uniqueValueProposition: box,
    solution: box,
    channels: box,
    revenueStreams: box,
    costStructure: box,
    keyMetrics: box,
    unfairAdvantage: box,
  },
  { error: m.boxesInvalid },
);

export const createCanvasSchema = z
  .object({
    title: title(m.canvasTitleRequired),
    ...where,
    boxes: z._default(canvasBoxesSchema, () => canvasBoxesSchema.parse({})),
  })
  .check(...whereChecks);
export type CreateCanvasInput = z.input<typeof createCanvasSchema>;

export const updateCanvasSchema = z.object({
  version,
  title: title(m.canvasTitleRequired),
  boxes: canvasBoxesSchema,
});
export type UpdateCanvasInput = z.input<typeof updateCanvasSchema>;

const stored = z.nullable(z.string());

/** A canvas's body as stored: the nine boxes, so a comparison names each box that changed. */
export const canvasBodySchema = z.strictObject({
  problem: stored,
  customerSegments: stored,
  uniqueValueProposition: stored,
  solution: stored,
  channels: stored,
  revenueStreams: stored,
  costStructure: stored,
  keyMetrics: stored,
  unfairAdvantage: stored,
});
export type CanvasBody = z.output<typeof canvasBodySchema>;

// ---- Personas -----------------------------------------------------------------------------------

const item = requiredText({
  shape: 'line',
  max: PERSONA_ITEM_MAX,
  required: m.itemRequired,
  tooLong: m.itemTooLong,
  controls: m.itemControls,
});
const items = z._default(
  z.array(item, { error: m.itemsTooMany }).check(z.maxLength(PERSONA_ITEMS_MAX, { error: m.itemsTooMany })),
  [],
);

const personaContent = {
  title: title(m.personaTitleRequired),
  description: optionalText({
    shape: 'lines',
    max: PERSONA_DESCRIPTION_MAX,
    tooLong: m.descriptionTooLong,
    controls: m.textControls,
  }),
  jobs: items,
  pains: items,
  gains: items,
  /** The canvases that serve this persona: ones the caller may read. */
  canvasIds: z._default(
    z.array(uuidOf(m.canvasInvalid), { error: m.canvasInvalid }).check(
      z.maxLength(PERSONA_CANVASES_MAX, { error: m.canvasesTooMany }),
      z.refine((ids: string[]) => new Set(ids).size === ids.length, { error: m.canvasInvalid }),
    ),
    [],
  ),
};

export const createPersonaSchema = z.object({ ...personaContent, ...where }).check(...whereChecks);
export type CreatePersonaInput = z.input<typeof createPersonaSchema>;

export const updatePersonaSchema = z.object({ ...personaContent, version });
export type UpdatePersonaInput = z.input<typeof updatePersonaSchema>;

export const personaBodySchema = z.strictObject({
  description: stored,
  jobs: z.array(z.string()),
  pains: z.array(z.string()),
  gains: z.array(z.string()),
});
export type PersonaBody = z.output<typeof personaBodySchema>;

// ---- Tables of alternatives ---------------------------------------------------------------------

const criterion = requiredText({
  shape: 'line',
  max: CRITERION_MAX,
  required: m.criterionRequired,
  tooLong: m.criterionTooLong,
  controls: m.criterionControls,
});
const cell = z.pipe(
  optionalText({ shape: 'lines', max: CELL_MAX, tooLong: m.cellTooLong, controls: m.textControls }),
  z.transform((value: string | null) => value ?? ''),
);

const tableContent = {
  title: title(m.tableTitleRequired),
  /** The canvas it compares: one the caller may read, or none. */
  canvasId: z.optional(z.nullable(uuidOf(m.canvasNotFound))),
  criteria: z
    .array(criterion, { error: m.criteriaCount })
    .check(z.minLength(1, { error: m.criteriaCount }), z.maxLength(CRITERIA_MAX, { error: m.criteriaCount })),
  alternatives: z._default(
    z
      .array(
        z.object({
          name: requiredText({
            shape: 'line',
            max: ALTERNATIVE_NAME_MAX,
            required: m.alternativeRequired,
            tooLong: m.alternativeTooLong,
            controls: m.alternativeControls,
          }),
          cells: z.array(cell, { error: m.cellsCount }),
        }),
        { error: m.alternativesCount },
      )
      .check(z.maxLength(ALTERNATIVES_MAX, { error: m.alternativesCount })),
    [],
  ),
  uniqueValue: optionalText({
    shape: 'line',
    max: UNIQUE_VALUE_MAX,
    tooLong: m.uniqueValueTooLong,
    controls: m.textControls,
  }),
};

type TableShape = {
  criteria: string[];
  alternatives: { cells: string[] }[];
};
const tableChecks = [
  z.refine<TableShape>(
    (input) => new Set(input.criteria.map((name) => name.toLowerCase())).size === input.criteria.length,
    { error: m.criteriaDistinct, path: ['criteria'] },
  ),
  z.refine<TableShape>(
    (input) => input.alternatives.every((row) => row.cells.length === input.criteria.length),
    {
      error: m.cellsCount,
      path: ['alternatives'],
    },
  ),
] as const;

export const createTableSchema = z
  .object({ ...tableContent, ...where })
  .check(...whereChecks, ...tableChecks);
export type CreateTableInput = z.input<typeof createTableSchema>;

export const updateTableSchema = z.object({ ...tableContent, version }).check(...tableChecks);
export type UpdateTableInput = z.input<typeof updateTableSchema>;

export const tableBodySchema = z.strictObject({
  criteria: z.array(z.string()),
  alternatives: z.array(z.strictObject({ name: z.string(), cells: z.array(z.string()) })),
  uniqueValue: stored,
});
export type TableBody = z.output<typeof tableBodySchema>;

// ---- Lists --------------------------------------------------------------------------------------

/** GET /api/canvases, /api/personas, /api/alternatives: newest first, a page at a time. */
export const valueListQuerySchema = z.object({
  limit: z._default(
    z.coerce.number({ error: m.limitInvalid }).check(
      z.refine((value: number) => Number.isSafeInteger(value) && value >= 1 && value <= VALUE_PAGE_MAX, {
        error: m.limitInvalid,
      }),
    ),
    VALUE_PAGE_DEFAULT,
  ),
  cursor: z.optional(
    z.string({ error: m.cursorInvalid }).check(z.refine(isCursor, { error: m.cursorInvalid })),
  ),
});
export type ValueListQuery = z.input<typeof valueListQuerySchema>;

/** Every value kind's stored body: what a version of one holds (the history's comparison). */
export const valueBodySchemas = [canvasBodySchema, personaBodySchema, tableBodySchema] as const;

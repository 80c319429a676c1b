import { z } from 'zod/mini';
import { DOCUMENT_VISIBILITIES } from '../strategy-messages';
import { PITCH_SECTIONS, VALUE_PAGE_MAX, valueMessages as m } from '../value-messages';
import {
  canvasBodySchema,
  createCanvasSchema,
  createPersonaSchema,
  createTableSchema,
  updateCanvasSchema,
  updatePersonaSchema,
  updateTableSchema,
  valueListQuerySchema,
} from '../value-rules';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

/**
 * Crafting Value Propositions (decision 041, slice 2): Lean Canvases, personas and tables of
 * alternatives on the documents core, and a canvas's pitch outline. Whoever reads one writes it; its
 * author or an admin deletes it. Every edit names the version it started from; a stale one answers 409
 * stale_version with the newer document in the error's `newer`, as the success answer gives it. A
 * document the caller may not read is not found (404), as one of another company. History and
 * comparison: /api/documents/:id/versions and /compare.
 */

// ---- Answers ------------------------------------------------------------------------------------

const personSchema = z.object({ id: z.nullable(z.string()), fullName: z.nullable(z.string()) });
const linkSchema = z.object({ id: z.string(), title: z.string() });

export const valueSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  visibility: z.enum(DOCUMENT_VISIBILITIES),
  team: z.nullable(z.object({ id: z.string(), name: z.string() })),
  version: z.number(),
  updatedAt: z.string(),
});

const ownership = {
  author: z.nullable(personSchema),
  createdAt: z.string(),
  /** The caller wrote it or is an admin. */
  canDelete: z.boolean(),
};

export const canvasSchema = z.object({
  ...valueSummarySchema.shape,
  boxes: canvasBodySchema,
  /** The unique value sentence of the newest table of alternatives linked to it that the caller reads. */
  uniqueValue: z.nullable(z.string()),
  /** The personas it serves and its tables of alternatives, those the caller may read. */
  personas: z.array(linkSchema),
  tables: z.array(linkSchema),
  ...ownership,
});

export const personaSchema = z.object({
  ...valueSummarySchema.shape,
  description: z.nullable(z.string()),
  jobs: z.array(z.string()),
  pains: z.array(z.string()),
  gains: z.array(z.string()),
  /** The canvases that serve it, those the caller may read. */
  canvases: z.array(linkSchema),
  ...ownership,
});

export const tableSchema = z.object({
  ...valueSummarySchema.shape,
  /** Its canvas, when the caller may read it. */
  canvas: z.nullable(linkSchema),
  criteria: z.array(z.string()),
  alternatives: z.array(z.object({ name: z.string(), cells: z.array(z.string()) })),
  uniqueValue: z.nullable(z.string()),
  ...ownership,
});

export const pitchSchema = z.object({
  title: z.string(),
  sections: z.array(
    z.object({
      key: z.enum(PITCH_SECTIONS),
      heading: z.string(),
      /** Paragraphs, each a line of text; a list item starts with "- ". */
      lines: z.array(z.string()),
    }),
  ),
  footer: z.string(),
});

const listOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.nullable(z.string()) });

// ---- Canvases -----------------------------------------------------------------------------------

const canvasParams = z.object({ id: idParam(m.canvasMissing) });
const readErrors = [...signedInErrors, 'forbidden', 'not_found'] as const;
const createErrors = [
  ...signedInErrors,
  ...bodyErrors,
  'forbidden',
  'not_found',
  'team_archived',
  'limit_reached',
] as const;
const updateErrors = [
  ...signedInErrors,
  ...bodyErrors,
  'forbidden',
  'not_found',
  'stale_version',
  'limit_reached',
] as const;

export const listCanvases = endpoint({
  method: 'GET',
  path: '/api/canvases',
  summary: `The Lean Canvases the caller may read (the company’s, and those of the teams they are in; every one for an admin), newest first, at most ${VALUE_PAGE_MAX} a page.`,
  access: 'member of a company',
  query: valueListQuerySchema,
  status: 200,
  response: listOf(valueSummarySchema),
  errors: [...signedInErrors, 'validation_failed', 'forbidden'],
});

export const createCanvas = endpoint({
  method: 'POST',
  path: '/api/canvases',
  summary:
    'A new Lean Canvas: its title (the product or offer) and its nine boxes, for the company or one team (the team’s members and leads, and admins); its visibility never changes.',
  access: 'member of a company',
  body: createCanvasSchema,
  status: 201,
  response: z.object({ canvas: canvasSchema }),
  errors: createErrors,
});

export const getCanvas = endpoint({
  method: 'GET',
  path: '/api/canvases/:id',
  params: canvasParams,
  summary:
    'One canvas: its nine boxes, the unique value sentence of its table of alternatives, the personas it serves.',
  access: 'a reader of the document',
  status: 200,
  response: z.object({ canvas: canvasSchema }),
  errors: readErrors,
});

export const updateCanvas = endpoint({
  method: 'PUT',
  path: '/api/canvases/:id',
  params: canvasParams,
  summary:
    'Saves a canvas’s title and nine boxes as a new version. `version` is the one the edit started from: a stale one answers 409 stale_version with the newer canvas in `error.newer`.',
  access: 'a reader of the document',
  body: updateCanvasSchema,
  status: 200,
  response: z.object({ canvas: canvasSchema }),
  errors: updateErrors,
});

export const deleteCanvas = endpoint({
  method: 'DELETE',
  path: '/api/canvases/:id',
  params: canvasParams,
  summary: 'Deletes a canvas and its history; its personas and tables stay, without the link.',
  access: 'the author of the document or admin',
  status: 204,
  errors: readErrors,
});

export const getCanvasPitch = endpoint({
  method: 'GET',
  path: '/api/canvases/:id/pitch',
  params: canvasParams,
  summary:
    'The canvas’s pitch outline, built from the canvas, the personas it serves and its tables of alternatives that the caller may read: sections in a fixed order, an empty part said plainly.',
  access: 'a reader of the document',
  status: 200,
  response: z.object({ pitch: pitchSchema }),
  errors: readErrors,
});

export const getCanvasPitchMarkdown = endpoint({
  method: 'GET',
  path: '/api/canvases/:id/pitch.md',
  params: canvasParams,
  summary: 'The same pitch outline as Markdown (`text/markdown`), a download named after the canvas’s title.',
  access: 'a reader of the document',
  status: 200,
  mediaType: 'text/markdown',
  errors: readErrors,
});

// ---- Personas -----------------------------------------------------------------------------------

const personaParams = z.object({ id: idParam(m.personaMissing) });

export const listPersonas = endpoint({
  method: 'GET',
  path: '/api/personas',
  summary: `The personas the caller may read, newest first, at most ${VALUE_PAGE_MAX} a page.`,
  access: 'member of a company',
  query: valueListQuerySchema,
  status: 200,
  response: listOf(valueSummarySchema),
  errors: [...signedInErrors, 'validation_failed', 'forbidden'],
});

export const createPersona = endpoint({
  method: 'POST',
  path: '/api/personas',
  summary:
    'A new persona: a name, a short description, jobs, pains and gains, and the canvases that serve it (ones the caller may read), for the company or one team.',
  access: 'member of a company',
  body: createPersonaSchema,
  status: 201,
  response: z.object({ persona: personaSchema }),
  errors: createErrors,
});

export const getPersona = endpoint({
  method: 'GET',
  path: '/api/personas/:id',
  params: personaParams,
  summary: 'One persona, with the canvases that serve it that the caller may read.',
  access: 'a reader of the document',
  status: 200,
  response: z.object({ persona: personaSchema }),
  errors: readErrors,
});

export const updatePersona = endpoint({
  method: 'PUT',
  path: '/api/personas/:id',
  params: personaParams,
  summary:
    'Saves a persona and its canvases as a new version. A stale `version` answers 409 stale_version with the newer persona in `error.newer`; links to canvases the caller may not read stay.',
  access: 'a reader of the document',
  body: updatePersonaSchema,
  status: 200,
  response: z.object({ persona: personaSchema }),
  errors: updateErrors,
});

export const deletePersona = endpoint({
  method: 'DELETE',
  path: '/api/personas/:id',
  params: personaParams,
  summary: 'Deletes a persona and its history.',
  access: 'the author of the document or admin',
  status: 204,
  errors: readErrors,
});

// ---- Tables of alternatives ---------------------------------------------------------------------

const tableParams = z.object({ id: idParam(m.tableMissing) });

export const listTables = endpoint({
  method: 'GET',
  path: '/api/alternatives',
  summary: `The tables of alternatives the caller may read, newest first, at most ${VALUE_PAGE_MAX} a page.`,
  access: 'member of a company',
  query: valueListQuerySchema,
  status: 200,
  response: listOf(valueSummarySchema),
  errors: [...signedInErrors, 'validation_failed', 'forbidden'],
});

export const createTable = endpoint({
  method: 'POST',
  path: '/api/alternatives',
  summary:
    'A new table of alternatives: criteria (columns), alternatives (rows) with a short text per cell, a unique value sentence, and the canvas it compares (one the caller may read), for the company or one team.',
  access: 'member of a company',
  body: createTableSchema,
  status: 201,
  response: z.object({ table: tableSchema }),
  errors: createErrors,
});

export const getTable = endpoint({
  method: 'GET',
  path: '/api/alternatives/:id',
  params: tableParams,
  summary: 'One table of alternatives, with its canvas when the caller may read it.',
  access: 'a reader of the document',
  status: 200,
  response: z.object({ table: tableSchema }),
  errors: readErrors,
});

export const updateTable = endpoint({
  method: 'PUT',
  path: '/api/alternatives/:id',
  params: tableParams,
  summary:
    'Saves a table of alternatives and its canvas as a new version. A stale `version` answers 409 stale_version with the newer table in `error.newer`.',
  access: 'a reader of the document',
  body: updateTableSchema,
  status: 200,
  response: z.object({ table: tableSchema }),
  errors: updateErrors,
});

export const deleteTable = endpoint({
  method: 'DELETE',
  path: '/api/alternatives/:id',
  params: tableParams,
  summary: 'Deletes a table of alternatives and its history.',
  access: 'the author of the document or admin',
  status: 204,
  errors: readErrors,
});

export type ValueSummary = z.output<typeof valueSummarySchema>;
export type Canvas = z.output<typeof canvasSchema>;
export type Persona = z.output<typeof personaSchema>;
export type AlternativesTable = z.output<typeof tableSchema>;
export type Pitch = z.output<typeof pitchSchema>;

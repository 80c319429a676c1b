import { z } from 'zod/mini';
import { IDEA_TEMPLATES, ideaMessages as m, IDEAS_PAGE_MAX } from '../idea-messages';
import { createIdeaSchema, ideaListQuerySchema, ideaStoredBodySchema, updateIdeaSchema } from '../idea-rules';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

/**
 * Idea tools (decision 041): a team's SWOTs, pre-mortems and plans, documents of the team on the
 * documents core (their history: /api/documents/:id/versions and /compare). Every edit names the
 * version it started from; a stale one answers 409 stale_version with the newer idea in the error's
 * `newer`. An idea of a team the caller is not in is not found (404), as one of another company.
 */

const personSchema = z.object({ id: z.nullable(z.string()), fullName: z.nullable(z.string()) });

export const ideaSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  template: z.enum(IDEA_TEMPLATES),
  team: z.object({ id: z.string(), name: z.string() }),
  author: z.nullable(personSchema),
  version: z.number(),
  updatedAt: z.string(),
});

export const ideaSchema = z.object({
  ...ideaSummarySchema.shape,
  body: ideaStoredBodySchema,
  /** The plan's milestone owners by name (those still in the company). */
  people: z.array(z.object({ id: z.string(), fullName: z.string() })),
  createdAt: z.string(),
  /** Whoever started it, or an admin. */
  canDelete: z.boolean(),
});

const ideaParams = z.object({ id: idParam(m.ideaNotFound) });

export const listIdeas = endpoint({
  method: 'GET',
  path: '/api/ideas',
  summary: `The SWOTs, pre-mortems and plans of the teams the caller is in (every team’s for an admin), or of one \`teamId\`, newest first, at most ${IDEAS_PAGE_MAX} a page.`,
  access: 'member of a company',
  query: ideaListQuerySchema,
  status: 200,
  response: z.object({ items: z.array(ideaSummarySchema), nextCursor: z.nullable(z.string()) }),
  errors: [...signedInErrors, 'validation_failed', 'forbidden'],
});

export const createIdea = endpoint({
  method: 'POST',
  path: '/api/ideas',
  summary:
    'Starts a SWOT, a pre-mortem or a plan for a team, from its template; the team’s members and leads, and admins, read and fill it together.',
  access: 'member or lead of the team, or admin',
  body: createIdeaSchema,
  status: 201,
  response: z.object({ idea: ideaSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'team_archived', 'limit_reached'],
});

export const getIdea = endpoint({
  method: 'GET',
  path: '/api/ideas/:id',
  params: ideaParams,
  summary: 'One idea, whole.',
  access: 'a reader of the document',
  status: 200,
  response: z.object({ idea: ideaSchema }),
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export const updateIdea = endpoint({
  method: 'PUT',
  path: '/api/ideas/:id',
  params: ideaParams,
  summary:
    'Saves an idea whole as a new version (its template never changes). `version` is the one the edit started from: a stale one answers 409 stale_version with the newer idea in `error.newer`.',
  access: 'a reader of the document',
  body: updateIdeaSchema,
  status: 200,
  response: z.object({ idea: ideaSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'stale_version', 'limit_reached'],
});

export const deleteIdea = endpoint({
  method: 'DELETE',
  path: '/api/ideas/:id',
  params: ideaParams,
  summary: 'Deletes an idea and its history. Whoever started it, or an admin.',
  access: 'the author of the document or admin',
  status: 204,
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export type Idea = z.output<typeof ideaSchema>;
export type IdeaSummary = z.output<typeof ideaSummarySchema>;

import { z } from 'zod/mini';
import { RESOURCE_KINDS } from '../learning-messages';
import { libraryMessages as m } from '../library-messages';
import { createResourceSchema, resourceListQuerySchema, updateResourceSchema } from '../library-rules';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

/**
 * The resource library (decision 040, slice 2, level 4): the company's links, read by every member,
 * added by any, changed or deleted by the one who added it or an admin. Another company's resource is
 * not found (404). What a resource says of the caller's plan comes from their own growth items alone.
 */

// ---- Answers ------------------------------------------------------------------------------------

export const resourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  /** The link's host, `www.` left out: shown beside the title. */
  host: z.string(),
  kind: z.enum(RESOURCE_KINDS),
  competencies: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Who added it, while they are in the company; null otherwise. */
  addedBy: z.nullable(z.object({ id: z.string(), fullName: z.nullable(z.string()) })),
  createdAt: z.string(),
  /** Whether the caller may change or delete it: they added it, or they are an admin. */
  canEdit: z.boolean(),
  /**
   * The caller's own plan: `open` while an item made from it is open, `done` once every such item is
   * done, null when none was ever made. Nobody else's plan shows here.
   */
  inMyPlan: z.nullable(z.enum(['open', 'done'])),
});

export const resourceCompetencyChoiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  track: z.string(),
});

const resourceParams = z.object({ id: idParam(m.resourceNotFound) });

// ---- Endpoints ----------------------------------------------------------------------------------

export const listResources = endpoint({
  method: 'GET',
  path: '/api/resources',
  summary:
    'The company’s library, newest first, a page at a time: filtered by `kind`, by `competencyId`, and by words of the title (`q`, case and accents aside). Each resource says whether it is in the caller’s own plan, and whether done.',
  access: 'member of a company',
  query: resourceListQuerySchema,
  status: 200,
  response: z.object({ items: z.array(resourceSchema), nextCursor: z.nullable(z.string()) }),
  errors: [...signedInErrors, 'validation_failed', 'forbidden'],
});

export const listResourceCompetencies = endpoint({
  method: 'GET',
  path: '/api/resources/competencies',
  summary:
    'The competencies a resource may be tagged with and the library filtered by: every track’s of the company, by track and order.',
  access: 'member of a company',
  status: 200,
  response: z.object({ competencies: z.array(resourceCompetencyChoiceSchema) }),
  errors: [...signedInErrors, 'forbidden'],
});

export const createResource = endpoint({
  method: 'POST',
  path: '/api/resources',
  summary:
    'Adds a link to the company’s library: a title, an http(s) address without credentials (at most 2,000 characters), its kind (article, course, book or video), and up to 5 of the company’s competencies. At most 2,000 resources a company.',
  access: 'member of a company',
  body: createResourceSchema,
  status: 201,
  response: z.object({ resource: resourceSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'limit_reached'],
});

export const updateResource = endpoint({
  method: 'PATCH',
  path: '/api/resources/:id',
  params: resourceParams,
  summary:
    'Changes a resource’s title, link, kind or competencies (`competencyIds` replaces them). The one who added it, or an admin.',
  access: 'the adder of the resource or admin',
  body: updateResourceSchema,
  status: 200,
  response: z.object({ resource: resourceSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found'],
});

export const deleteResource = endpoint({
  method: 'DELETE',
  path: '/api/resources/:id',
  params: resourceParams,
  summary:
    'Deletes a resource from the library; growth items made from it stay, unlinked. The one who added it, or an admin.',
  access: 'the adder of the resource or admin',
  status: 204,
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export const saveResource = endpoint({
  method: 'POST',
  path: '/api/resources/:id/save',
  params: resourceParams,
  summary:
    '"Save to my plan": makes an item of the caller’s growth plan from a resource (read for a book or an article, learn for a course or a video; its title), linked to it. Refused while an item made from it is still open; counts toward the 100 open items.',
  access: 'member of a company',
  status: 201,
  response: z.object({ resource: resourceSchema, growthItemId: z.string() }),
  errors: [...signedInErrors, 'forbidden', 'not_found', 'resource_in_plan', 'limit_reached'],
});

export type Resource = z.output<typeof resourceSchema>;
export type ResourceCompetencyChoice = z.output<typeof resourceCompetencyChoiceSchema>;

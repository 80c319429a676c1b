import { z } from 'zod/mini';
import { RESOURCE_KINDS, RESOURCE_TITLE_MAX, RESOURCE_URL_MAX, type ResourceKind } from './learning-messages';
import {
  libraryMessages as m,
  RESOURCE_COMPETENCIES_MAX,
  RESOURCE_SEARCH_MAX,
  RESOURCES_PAGE_DEFAULT,
  RESOURCES_PAGE_MAX,
} from './library-messages';
import { isCursor } from './page-cursor';
import { requiredText } from './schemas';

/** The resource library's bodies and queries (decision 040): the forms' rules, checked again by the server. */

const uuidOf = (message: string) => z.string({ error: message }).check(z.uuid({ error: message }));

/** A link's parts, or undefined for a text that is not an absolute web address. */
function parsedUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * The link as it is stored: an absolute http or https address with a host, no credentials (a link
 * shown to the whole company must not carry someone's password), no spaces.
 */
export const resourceUrl = requiredText({
  shape: 'line',
  max: RESOURCE_URL_MAX,
  required: m.urlRequired,
  tooLong: m.urlTooLong,
  controls: m.urlInvalid,
}).check(
  z.refine(
    (value: string) => {
      const url = parsedUrl(value);
      return !/\s/.test(value) && !!url && ['http:', 'https:'].includes(url.protocol) && url.hostname !== '';
    },
    { error: m.urlInvalid, abort: true },
  ),
  z.refine(
    (value: string) => {
      const url = parsedUrl(value);
      return !!url && url.username === '' && url.password === '';
    },
    { error: m.urlCredentials, abort: true },
  ),
);

/** The host a link goes to, as the list shows it beside the title: `www.` left out. */
export function hostOf(url: string): string {
  return (parsedUrl(url)?.hostname ?? '').replace(/^www\./, '');
}

const title = requiredText({
  shape: 'line',
  max: RESOURCE_TITLE_MAX,
  required: m.titleRequired,
  tooLong: m.titleTooLong,
  controls: m.titleControls,
});

const kind = z.enum(RESOURCE_KINDS, { error: m.kindInvalid });

const competencyIds = z.array(uuidOf(m.competencyInvalid), { error: m.competencyInvalid }).check(
  z.maxLength(RESOURCE_COMPETENCIES_MAX, m.competenciesTooMany),
  z.refine((ids: string[]) => new Set(ids).size === ids.length, { error: m.competencyRepeated }),
);

/** A new resource: a title, its link, its kind, and the competencies (of any track) it helps with. */
export const createResourceSchema = z.object({
  title,
  url: resourceUrl,
  kind,
  competencyIds: z._default(competencyIds, []),
});
export type CreateResourceInput = z.input<typeof createResourceSchema>;

/** Any of a resource's fields; `competencyIds` replaces its tags. */
export const updateResourceSchema = z.object({
  title: z.optional(title),
  url: z.optional(resourceUrl),
  kind: z.optional(kind),
  competencyIds: z.optional(competencyIds),
});
export type UpdateResourceInput = z.input<typeof updateResourceSchema>;

const pageLimit = z._default(
  z.coerce.number({ error: m.limitInvalid }).check(
    z.refine((value: number) => Number.isSafeInteger(value) && value >= 1 && value <= RESOURCES_PAGE_MAX, {
      error: m.limitInvalid,
    }),
  ),
  RESOURCES_PAGE_DEFAULT,
);

/** GET /api/resources: newest first, a page at a time; by kind, by competency, by words of the title. */
export const resourceListQuerySchema = z.object({
  kind: z.optional(kind),
  competencyId: z.optional(uuidOf(m.competencyInvalid)),
  q: z.optional(z.string().check(z.maxLength(RESOURCE_SEARCH_MAX, m.searchTooLong))),
  limit: pageLimit,
  /** The `nextCursor` of the page before, as the server wrote it (src/shared/page-cursor.ts). */
  cursor: z.optional(
    z.string({ error: m.cursorInvalid }).check(z.refine(isCursor, { error: m.cursorInvalid })),
  ),
});
export type ResourceListQuery = z.input<typeof resourceListQuerySchema>;

/** What "Save to my plan" makes of a resource: a book or an article is read, a course or a video learnt. */
export const growthKindOf = (resourceKind: ResourceKind) =>
  resourceKind === 'book' || resourceKind === 'article' ? ('read' as const) : ('learn' as const);

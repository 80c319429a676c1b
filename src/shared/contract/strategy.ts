import { z } from 'zod/mini';
import {
  DECISION_STATUSES,
  DECISIONS_PAGE_MAX,
  DOCUMENT_KINDS,
  DOCUMENT_VISIBILITIES,
  PILLARS_MAX,
  PILLARS_MIN,
  strategyMessages as m,
  VERSIONS_PAGE_MAX,
} from '../strategy-messages';
import {
  compareQuerySchema,
  createDecisionSchema,
  decideSchema,
  decisionBodySchema,
  decisionListQuerySchema,
  strategyBodySchema,
  strategyInputSchema,
  updateDecisionSchema,
  versionListQuerySchema,
} from '../strategy-rules';
import { valueBodySchemas } from '../value-rules';
import { endpoint, idParam } from './endpoint';
import { bodyErrors, signedInErrors } from './errors';

/**
 * Strategic Thinking (decision 041, slice 1): the strategy page and decision records, on the
 * documents core. Every edit names the version it started from; a stale one answers 409
 * stale_version with the newer document in the error's `newer`, as the success answer gives it.
 * A document the caller may not read is not found (404), as one of another company.
 */

// ---- Answers ------------------------------------------------------------------------------------

/** A person as a document names them; null id and name once they left SOS ("a former member"). */
const personSchema = z.object({ id: z.nullable(z.string()), fullName: z.nullable(z.string()) });
const linkSchema = z.object({ id: z.string(), title: z.string() });

export const pillarSchema = z.object({
  id: z.string(),
  name: z.string(),
  rationale: z.nullable(z.string()),
  /** The company goals it carries that the caller may read; deleted goals drop out. */
  goals: z.array(linkSchema),
});

export const strategySchema = z.object({
  /** Null until an admin first saves the page. */
  id: z.nullable(z.string()),
  /** The version to name when editing: 0 before the first save. */
  version: z.number(),
  vision: z.nullable(z.string()),
  /** From the company settings, edited there. */
  mission: z.nullable(z.string()),
  pillars: z.array(pillarSchema),
  updatedAt: z.nullable(z.string()),
  updatedBy: z.nullable(personSchema),
  canEdit: z.boolean(),
});

export const optionSchema = z.object({
  title: z.string(),
  pros: z.nullable(z.string()),
  cons: z.nullable(z.string()),
});

export const decisionSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(DECISION_STATUSES),
  visibility: z.enum(DOCUMENT_VISIBILITIES),
  team: z.nullable(z.object({ id: z.string(), name: z.string() })),
  driver: z.nullable(personSchema),
  approver: z.nullable(personSchema),
  version: z.number(),
  updatedAt: z.string(),
});

export const decisionSchema = z.object({
  ...decisionSummarySchema.shape,
  context: z.nullable(z.string()),
  options: z.array(optionSchema),
  decision: z.nullable(z.string()),
  contributors: z.array(personSchema),
  informed: z.array(personSchema),
  /** The goals it concerns that the caller may read. */
  goals: z.array(linkSchema),
  /** The strategy page's pillars it concerns, still on the page. */
  pillars: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The accepted record it replaces, and the one that replaced it, when the caller may read them. */
  supersedes: z.nullable(linkSchema),
  supersededBy: z.nullable(linkSchema),
  author: z.nullable(personSchema),
  createdAt: z.string(),
  /** The caller may edit it: proposed, and they are its Driver, Approver or a Contributor, or an admin. */
  canEdit: z.boolean(),
  /** The caller is its Approver and it is proposed. */
  canDecide: z.boolean(),
});

export const versionSummarySchema = z.object({
  version: z.number(),
  title: z.string(),
  status: z.nullable(z.enum(DECISION_STATUSES)),
  savedAt: z.string(),
  savedBy: z.nullable(personSchema),
});

export const versionSchema = z.object({
  ...versionSummarySchema.shape,
  body: z.union([strategyBodySchema, decisionBodySchema, ...valueBodySchemas]),
});

// ---- The strategy page --------------------------------------------------------------------------

export const getStrategy = endpoint({
  method: 'GET',
  path: '/api/strategy',
  summary:
    'The company’s strategy on a page: its vision, the mission from the company settings, its pillars with their rationale and the company goals each carries that the caller may read.',
  access: 'member of a company',
  status: 200,
  response: z.object({ strategy: strategySchema }),
  errors: [...signedInErrors, 'forbidden'],
});

export const putStrategy = endpoint({
  method: 'PUT',
  path: '/api/strategy',
  summary: `Saves the strategy page whole as a new version: the vision, ${PILLARS_MIN} to ${PILLARS_MAX} pillars (a pillar keeps its \`id\`, so records linked to it stay linked), each with company goals. \`version\` is the one the edit started from (0 for the first); a stale one answers 409 stale_version with the newer page in \`error.newer\`.`,
  access: 'admin of the company',
  body: strategyInputSchema,
  status: 200,
  response: z.object({ strategy: strategySchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'stale_version', 'limit_reached'],
});

// ---- Decision records ---------------------------------------------------------------------------

const recordParams = z.object({ id: idParam(m.recordNotFound) });

export const listDecisions = endpoint({
  method: 'GET',
  path: '/api/decisions',
  summary: `The decision records the caller may read (the company’s, and those of the teams they are in; every one for an admin), newest first, at most ${DECISIONS_PAGE_MAX} a page, by \`status\`.`,
  access: 'member of a company',
  query: decisionListQuerySchema,
  status: 200,
  response: z.object({ items: z.array(decisionSummarySchema), nextCursor: z.nullable(z.string()) }),
  errors: [...signedInErrors, 'validation_failed', 'forbidden'],
});

export const createDecision = endpoint({
  method: 'POST',
  path: '/api/decisions',
  summary:
    'Proposes a decision record with the caller as its Driver: title, context, options with pros and cons, the decision, exactly one Approver, Contributors and Informed of the company, goals and pillars it concerns, and the accepted record it would supersede. A team record is written by the team’s members and leads, and admins; its visibility never changes.',
  access: 'member of a company',
  body: createDecisionSchema,
  status: 201,
  response: z.object({ record: decisionSchema }),
  errors: [...signedInErrors, ...bodyErrors, 'forbidden', 'not_found', 'team_archived', 'limit_reached'],
});

export const getDecision = endpoint({
  method: 'GET',
  path: '/api/decisions/:id',
  params: recordParams,
  summary: 'One decision record, whole, with what the caller may do with it.',
  access: 'a reader of the document',
  status: 200,
  response: z.object({ record: decisionSchema }),
  errors: [...signedInErrors, 'forbidden', 'not_found'],
});

export const updateDecision = endpoint({
  method: 'PUT',
  path: '/api/decisions/:id',
  params: recordParams,
  summary:
    'Saves a proposed record’s content and people as a new version. `version` is the one the edit started from: a stale one answers 409 stale_version with the newer record in `error.newer`. A decided record never changes: 409 record_accepted.',
  access: 'the record’s Driver, Approver and Contributors, or admin',
  body: updateDecisionSchema,
  status: 200,
  response: z.object({ record: decisionSchema }),
  errors: [
    ...signedInErrors,
    ...bodyErrors,
    'forbidden',
    'not_found',
    'stale_version',
    'record_accepted',
    'limit_reached',
  ],
});

export const decideDecision = endpoint({
  method: 'POST',
  path: '/api/decisions/:id/decide',
  params: recordParams,
  summary:
    'The Approver accepts or rejects a proposed record, on the version they read. Accepting a record that supersedes another marks that one superseded in the same transaction. The Informed are told.',
  access: 'the record’s Approver',
  body: decideSchema,
  status: 200,
  response: z.object({ record: decisionSchema }),
  errors: [
    ...signedInErrors,
    ...bodyErrors,
    'forbidden',
    'not_found',
    'stale_version',
    'record_accepted',
    'limit_reached',
  ],
});

// ---- Any document: its history ------------------------------------------------------------------

const documentParams = z.object({ id: idParam(m.documentNotFound) });

export const listDocumentVersions = endpoint({
  method: 'GET',
  path: '/api/documents/:id/versions',
  params: documentParams,
  summary: `A document’s history, newest first, at most ${VERSIONS_PAGE_MAX} versions a page (\`before\`: the page below that version): who saved each and when.`,
  access: 'a reader of the document',
  query: versionListQuerySchema,
  status: 200,
  response: z.object({
    kind: z.enum(DOCUMENT_KINDS),
    items: z.array(versionSummarySchema),
    nextBefore: z.nullable(z.number()),
  }),
  errors: [...signedInErrors, 'validation_failed', 'forbidden', 'not_found'],
});

export const compareDocumentVersions = endpoint({
  method: 'GET',
  path: '/api/documents/:id/compare',
  params: documentParams,
  summary:
    'Two versions of a document side by side (`from`, `to`), with the names of the parts that differ (`title`, `status`, and each part of the body).',
  access: 'a reader of the document',
  query: compareQuerySchema,
  status: 200,
  response: z.object({
    kind: z.enum(DOCUMENT_KINDS),
    from: versionSchema,
    to: versionSchema,
    changed: z.array(z.string()),
  }),
  errors: [...signedInErrors, 'validation_failed', 'forbidden', 'not_found'],
});

export type Strategy = z.output<typeof strategySchema>;
export type Pillar = z.output<typeof pillarSchema>;
export type DecisionRecord = z.output<typeof decisionSchema>;
export type DecisionSummary = z.output<typeof decisionSummarySchema>;
export type DocumentPerson = z.output<typeof personSchema>;
export type VersionSummary = z.output<typeof versionSummarySchema>;
export type DocumentVersion = z.output<typeof versionSchema>;

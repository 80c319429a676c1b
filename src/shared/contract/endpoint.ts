import { z } from 'zod/mini';
import type { ErrorCode } from './errors';

/** Who may call an endpoint; the authorization matrix (tests/security/authorization-matrix.ts) checks every cell of it. */
export type Access =
  | 'anyone'
  | 'signed in'
  | 'signed in, no company'
  | 'member of a company'
  | 'admin of the company'
  | 'lead of the team or admin'
  | 'lead of the team or admin; the member themself'
  | 'member of the team'
  | 'lead of the team'
  | 'member of a company; company goals admins, team goals leads'
  | 'owner of a personal goal, lead of a team goal’s team, or admin'
  | 'owner of the goal, lead of a team goal’s team, or admin'
  | 'sender of the kudos or admin'
  | 'admin of the company; lead of the team'
  | 'admin of the company; lead of a team'
  | 'the two people of the 1:1'
  | 'the two people of the 1:1; an admin when removing a person'
  | 'the person asked'
  | 'the author of the notes'
  | 'anyone with the secret link'
  | 'Slack, signing with the connection’s secret'
  | 'the person of the 360'
  | 'the person of the 360; the lead who started it'
  | 'a rater of the 360; its person as self'
  | 'the person of the 360; their leads when shared'
  | 'the author of the feedback'
  | 'the author of the items'
  | 'the person of the focus block'
  | 'the person of the habit'
  | 'the person’s leads'
  | 'the person; their leads'
  | 'admin of the company; the person’s leads'
  | 'the person of the growth plan'
  | 'the person of the growth plan; their leads'
  | 'admin of the company; a lead of any team'
  | 'the person of the log; their leads'
  | 'the person of the log'
  | 'the adder of the resource or admin'
  | 'the author of the journal entry'
  | 'a reader of the document'
  | 'the record’s Driver, Approver and Contributors, or admin'
  | 'the record’s Approver'
  | 'member or lead of the team, or admin'
  | 'the author of the document or admin'
  | 'the author of the request'
  | 'the author of the request or admin'
  | 'the author of the answer'
  | 'the author of the answer or admin'
  | 'member of the team or admin';

/**
 * One endpoint of the HTTP API, declared once: the server registers its handler against it (so a body
 * that does not fit `response` is a compile error), the web client takes its types from it, and the
 * OpenAPI document and docs/api.md are generated from it.
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Hono's syntax: `:id` is a path parameter, declared in `params`. */
  path: `/api/${string}`;
  summary: string;
  access: Access;
  /** The JSON body, validated by read-body.ts with the forms' own rules. */
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  /** The path's parameters, one key each; an id is `idParam`, whose misfit answers 404. */
  params?: z.ZodMiniObject;
  /**
   * The success status; 204 answers with no body. 303 sends a browser on (the single sign-on callback):
   * the handler answers the redirect itself, every outcome one, so it declares no errors of its own.
   */
  status: 200 | 201 | 202 | 204 | 303;
  response?: z.ZodMiniType;
  /**
   * The success answer's media type when it is not JSON (the calendar feed, a pitch outline): its body is text that no
   * schema describes; errors are JSON as everywhere. A `text/event-stream` answer (the companion's) is a
   * stream of server-sent events whose data `events` describes, one JSON object each.
   */
  mediaType?: 'text/calendar' | 'text/markdown' | 'text/event-stream';
  /** A `text/event-stream` answer's events: each `data:` line is one of these, as JSON. */
  events?: z.ZodMiniType;
  /** The error codes this endpoint may answer, besides internal_error. */
  errors: readonly ErrorCode[];
}

/**
 * The path parameters that name a row, with the message of their 404 when they name none. A WeakMap
 * rather than a zod registry: the registry's module would load with every form, on /auth too.
 */
const notFoundMessages = new WeakMap<object, string>();

/**
 * A path parameter naming a row by its uuid: anything else names no row, so it answers 404 not_found
 * with `notFound`, as a row of another company does, rather than a 400 that would tell them apart.
 */
export function idParam(notFound: string) {
  const schema = z.uuid();
  notFoundMessages.set(schema, notFound);
  return schema;
}

/** The 404 message of a path parameter made by `idParam`; undefined for any other schema. */
export const notFoundOf = (schema: object) => notFoundMessages.get(schema);

/** Declares an endpoint, keeping its literal method, path and schemas for the types derived from it. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

/** The names of a path's parameters: `'id'` for `/api/join-requests/:id/approve`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * What a handler returns and a client receives: undefined for a 204, text for a `mediaType`, the
 * streaming Response itself for a `text/event-stream` (its reader reads the events as they come), the
 * redirect itself for a 303.
 */
export type ResponseOf<E extends Endpoint> = E['response'] extends z.ZodMiniType
  ? z.output<E['response']>
  : E extends { mediaType: 'text/event-stream' } | { status: 303 }
    ? Response
    : E extends { mediaType: string }
      ? string
      : undefined;

/** The events of a `text/event-stream` endpoint. */
export type EventOf<E extends Endpoint> = E['events'] extends z.ZodMiniType ? z.output<E['events']> : never;

/** The body a client sends: the schema's input, before trimming and defaults. */
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodMiniType ? z.input<E['body']> : never;
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodMiniType ? z.input<E['query']> : never;

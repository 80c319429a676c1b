import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { z } from 'zod/mini';
import { type Endpoint, notFoundOf, type ResponseOf } from '../../shared/contract/endpoint';
import type { AppEnv } from '../context';
import { DomainError } from '../domain-error';
import { validationError } from './errors';
import { readBody } from './read-body';

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** What a handler gets besides the context: its endpoint's path parameters, body and query, validated. */
export interface EndpointInput<E extends Endpoint> {
  params: Parsed<E['params']>;
  body: Parsed<E['body']>;
  query: Parsed<E['query']>;
}

/** Answers with the endpoint's response: the compiler holds it to the contract's schema. */
export type EndpointHandler<E extends Endpoint> = (
  c: Context<AppEnv>,
  input: EndpointInput<E>,
) => Promise<ResponseOf<E>>;

/** The path's parameters; an id that names no row is a 404, any other misfit a 400 on that parameter. */
function parseParams(c: Context<AppEnv>, schema: z.ZodMiniObject): unknown {
  const parsed = schema.safeParse(c.req.param());
  if (parsed.success) return parsed.data;
  const name = parsed.error.issues[0]?.path[0];
  const param = typeof name === 'string' ? schema.shape[name] : undefined;
  const notFound = param && notFoundOf(param);
  if (notFound) throw new DomainError('not_found', { message: notFound });
  throw validationError(parsed.error);
}

async function parseInput(c: Context<AppEnv>, endpoint: Endpoint) {
  // The path first: a body sent to a row that does not exist is not worth reading.
  const params = endpoint.params ? parseParams(c, endpoint.params) : undefined;
  const body = endpoint.body ? await readBody(c, endpoint.body) : undefined;
  let query: unknown;
  if (endpoint.query) {
    const parsed = endpoint.query.safeParse(c.req.query());
    if (!parsed.success) throw validationError(parsed.error);
    query = parsed.data;
  }
  return { params, body, query };
}

/**
 * A resource's sub-app, mounted at `base`, whose routes are registered against their contract entries:
 * `guards` (requireUser, adminOnly…) run first, then the path, body and query are validated, then the
 * handler's result is sent with the endpoint's status.
 */
export function contractRoutes(base: `/api${string}`) {
  const app = new Hono<AppEnv>();
  const routes = {
    app,
    on<E extends Endpoint>(endpoint: E, guards: MiddlewareHandler<AppEnv>[], handler: EndpointHandler<E>) {
      if (!endpoint.path.startsWith(base)) throw new Error(`${endpoint.path} is not under ${base}`);
      app.on(endpoint.method, [endpoint.path.slice(base.length) || '/'], ...guards, async (c) => {
        // The one step from the validated unknowns to the endpoint's types: parseInput used its schemas.
        const input = (await parseInput(c, endpoint)) as EndpointInput<E>;
        const result = await handler(c, input);
        if (endpoint.status === 204) return c.body(null, 204);
        // A stream of events is its own Response, begun by the handler (companion/answer-stream.ts).
        if (result instanceof Response) return result;
        if (endpoint.mediaType)
          return c.body(String(result), endpoint.status, {
            'content-type': `${endpoint.mediaType}; charset=utf-8`,
          });
        return c.json(result, endpoint.status);
      });
      return routes;
    },
  };
  return routes;
}

import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Endpoint } from '../../shared/contract/endpoint';
import { endpoints } from '../../shared/contract/endpoints';
import { apiErrors, errorBodySchema, undeclaredErrorsOf } from '../../shared/contract/errors';
import type { AnswerCheck, AppEnv } from '../context';

const endpointByRoute = new Map<string, Endpoint>(
  Object.values(endpoints).map((endpoint): [string, Endpoint] => [
    `${endpoint.method} ${endpoint.path}`,
    endpoint,
  ]),
);

/** The contract entry of a route as Hono registered it (a sub-app's root may end in a slash). */
export function endpointAt(route: { method: string; path: string }): Endpoint | undefined {
  return endpointByRoute.get(`${route.method} ${route.path.replace(/(.)\/$/, '$1')}`);
}

/** The contract entry of the route that matched; the first one, as Hono runs them in that order. */
function endpointOf(c: Context<AppEnv>): Endpoint | undefined {
  for (const route of matchedRoutes(c)) {
    const endpoint = endpointAt(route);
    if (endpoint) return endpoint;
  }
  return undefined;
}

/** Paths of the keys an answer carries that its schema does not name (parsing drops them silently). */
function undeclaredKeys(sent: unknown, parsed: unknown, at = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    return sent.flatMap((item, index) => undeclaredKeys(item, parsed[index], `${at}[${index}]`));
  }
  if (!isObject(sent) || !isObject(parsed)) return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    key in parsed ? undeclaredKeys(value, parsed[key], `${at}.${key}`) : [`${at}.${key}`],
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function jsonOf(response: Response): Promise<{ json: unknown } | { problem: string }> {
  if (!response.headers.get('content-type')?.includes('application/json')) {
    return { problem: `answered ${response.headers.get('content-type') ?? 'no content type'}, not JSON` };
  }
  try {
    return { json: await response.json() };
  } catch {
    return { problem: 'answered a body that is not JSON' };
  }
}

function successProblem(endpoint: Endpoint, status: number, json: unknown): string | undefined {
  if (status !== endpoint.status) return `answered ${status} where the contract says ${endpoint.status}`;
  if (!endpoint.response) return undefined;
  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    return `the answer does not fit the response schema: ${issues.join('; ')}`;
  }
  const extra = undeclaredKeys(json, parsed.data);
  return extra.length > 0
    ? `the answer carries keys the schema does not name: ${extra.join(', ')}`
    : undefined;
}

function errorProblem(endpoint: Endpoint, status: number, json: unknown): string | undefined {
  const parsed = errorBodySchema.safeParse(json);
  if (!parsed.success) return `the error body is not {"error": {"code", "message"}}: ${JSON.stringify(json)}`;
  const { code } = parsed.data.error;
  if (!endpoint.errors.includes(code) && !undeclaredErrorsOf(endpoint).includes(code)) {
    return `answered ${code}, which the endpoint does not declare`;
  }
  if (apiErrors[code].status !== status)
    return `answered ${code} with ${status}, not ${apiErrors[code].status}`;
  return newerProblem(endpoint, parsed.data.error);
}

/** A stale_version carries the newer document as the success answer would; no other error carries one. */
function newerProblem(endpoint: Endpoint, error: { code: string; newer?: unknown }): string | undefined {
  if (error.code !== 'stale_version') {
    return error.newer === undefined ? undefined : `answered ${error.code} with a newer document`;
  }
  if (!endpoint.response?.safeParse(error.newer).success) {
    return 'answered stale_version without the newer document as the endpoint answers it';
  }
  return undefined;
}

async function problemOf(endpoint: Endpoint, response: Response): Promise<string | undefined> {
  const { status } = response;
  // A 204 cannot carry a body (the Fetch API refuses one), so its status is all there is to compare.
  if (status === 204)
    return endpoint.status === 204 ? undefined : `answered 204 where the contract says ${endpoint.status}`;
  // A redirect sends the browser on: its status and where to are all there is.
  if (status === 303) {
    if (endpoint.status !== 303) return `answered 303 where the contract says ${endpoint.status}`;
    return response.headers.get('location') ? undefined : 'answered 303 without a Location';
  }
  // A success in another media type carries text no schema describes: its type and status are checked.
  if (endpoint.mediaType && status < 400) {
    const type = response.headers.get('content-type') ?? 'no content type';
    if (!type.startsWith(endpoint.mediaType)) return `answered ${type}, not ${endpoint.mediaType}`;
    return status === endpoint.status
      ? undefined
      : `answered ${status} where the contract says ${endpoint.status}`;
  }
  const body = await jsonOf(response);
  if ('problem' in body) return body.problem;
  return status >= 400
    ? errorProblem(endpoint, status, body.json)
    : successProblem(endpoint, status, body.json);
}

/**
 * Compares every /api answer with its endpoint's contract entry: a success with the response schema
 * (no missing, mistyped or extra field), an error's code with the endpoint's declared errors. The
 * compiler cannot see raw SQL rows, so only running answers proves them. Test apps turn it on
 * (AppDeps.answerCheck); a production app never installs it, as it reads every answer twice.
 */
export function checkAnswers(report: AnswerCheck): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method === 'HEAD') return;
    const endpoint = endpointOf(c);
    if (!endpoint) return;
    const problem = await problemOf(endpoint, c.res.clone());
    if (problem) report({ endpoint: `${endpoint.method} ${endpoint.path}`, status: c.res.status, problem });
  };
}

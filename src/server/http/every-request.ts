import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { Logger } from '../logger';
import { assignRequestId } from './request-id';
import { apiHeaders, contentSecurityPolicy, documentHeaders } from './security-headers';
import { closeIfBodyUnread } from './unread-body';

/**
 * Sets this response's own headers. Served by Node (listen.ts), they go straight onto Node's response,
 * which sends them with the answer's: setting them on the answer's Headers object would cost more than
 * the rest of a small answer. Without Node (app.request() in tests), they go on the answer itself.
 * No route sets any of these headers, so it makes no difference which side wins on a clash.
 */
function setHeaders(c: Context<AppEnv>, headers: readonly (readonly [string, string])[]): void {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing && !outgoing.headersSent) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
  } else {
    const answer = c.res.headers;
    for (const [name, value] of headers) answer.set(name, value);
  }
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * What every request gets, in one middleware rather than a chain of them (each link of a chain costs
 * every request a closure and a promise): an id of ours (X-Request-Id), the security headers (an API
 * answer's fixed set, with `Cache-Control: no-store` for the personal data it carries; a page's with
 * its CSP nonces: decision 024), one JSON log line (method, path, status, ms: never headers or bodies), and
 * `Connection: close` after an answer given before the request's body arrived.
 */
export function everyRequest(logger: Logger): MiddlewareHandler<AppEnv> {
  // The request line's fields are these few of ours, none of them a secret: it skips the logger's
  // redaction, which would cost more than the rest of the request's work outside the database.
  const requestLog = logger.child({}, { redact: [] });
  return async (c, next) => {
    const started = performance.now();
    const requestId = assignRequestId(c);
    // A page's policy carries this response's nonces, which spa.ts writes into the page.
    const policy = isApiPath(c.req.path) ? undefined : contentSecurityPolicy(c);
    await next();
    if (policy === undefined) setHeaders(c, apiHeaders);
    else setHeaders(c, [...documentHeaders, ['Content-Security-Policy', policy]]);
    setHeaders(c, [['X-Request-Id', requestId]]);
    requestLog.info({
      requestId,
      clientRequestId: c.get('clientRequestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
    await closeIfBodyUnread(c);
  };
}

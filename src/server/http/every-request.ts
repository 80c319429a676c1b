import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { Logger } from '../logger';
import { assignRequestId } from './request-id';
import { apiHeaders, documentHeaders } from './security-headers';
import { closeIfBodyUnread } from './unread-body';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** A calendar feed's path is its secret (decision 037): the log says that one was read, not which. */
const CALENDAR_FEED = /^\/api\/calendar\/[^/]*$/;
export const loggedPath = (path: string) => (CALENDAR_FEED.test(path) ? '/api/calendar/[secret].ics' : path);

/**
 * What every request gets: an id of ours (X-Request-Id), one JSON log line (method, path, status,
 * ms: never headers or bodies), and `Connection: close` after an answer given before the request's
 * body arrived; and the security headers, Hono's `secureHeaders` as security-headers.ts configures
 * it: an API answer's set, with `Cache-Control: no-store` for the personal data it carries (decision
 * 024), or a page's with its CSP nonces.
 */
export function everyRequest(logger: Logger): MiddlewareHandler<AppEnv> {
  // The request line's fields are these few of ours, none of them a secret: it skips the logger's
  // redaction, which would cost more than the rest of the request's work outside the database.
  const requestLog = logger.child({}, { redact: [] });
  return async (c, next) => {
    const started = performance.now();
    const requestId = assignRequestId(c);
    const api = isApiPath(c.req.path);
    await (api ? apiHeaders : documentHeaders)(c, next);
    if (api) c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('X-Request-Id', requestId);
    requestLog.info({
      requestId,
      clientRequestId: c.get('clientRequestId'),
      method: c.req.method,
      path: loggedPath(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
    await closeIfBodyUnread(c);
  };
}

import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../context';

/** A caller's own id worth logging: short, and only characters that need no escaping anywhere. */
const CLIENT_REQUEST_ID = /^[\w.:=-]{1,64}$/;

declare module 'hono' {
  interface ContextVariableMap {
    /** The X-Request-Id a caller (a proxy, a client) sent, when it is short and plain; logged apart. */
    clientRequestId?: string;
  }
}

/**
 * Every request gets an id of ours, sent back in X-Request-Id and in its log lines. A caller's
 * X-Request-Id is never echoed nor taken as ours, since anyone can send anything there: it is kept
 * apart as `clientRequestId` for the log, to match a proxy's lines, and dropped unless it is short
 * and plain. Returns our id.
 */
export function assignRequestId(c: Context<AppEnv>): string {
  const id = randomUUID();
  c.set('requestId', id);
  const theirs = c.req.header('x-request-id');
  if (theirs !== undefined && CLIENT_REQUEST_ID.test(theirs)) c.set('clientRequestId', theirs);
  return id;
}

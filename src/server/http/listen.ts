import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ConnectionLimits } from '../env';
import type { Logger } from '../logger';

const DROP_WARNING_INTERVAL_MS = 60_000;

type FetchCallback = Parameters<typeof serve>[0]['fetch'];

export interface ListenOptions {
  port: number;
  host: string;
  limits: ConnectionLimits;
  logger: Logger;
}

/**
 * How often Node looks for requests past their header or request timeout. Its default, 30 s, would let
 * a 10 s timeout run to 40 s; a quarter of the header timeout, at most a second, keeps each within
 * a quarter of its value.
 */
function checkingIntervalMs(limits: ConnectionLimits): number {
  return Math.max(1, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4)));
}

export interface Serving {
  server: Server;
  /**
   * Stops serving: no new connections, idle ones closed now, and every answer still to come says
   * `Connection: close` and closes its own, so the server closes once the requests in flight are
   * answered, not an idle keep-alive timeout later. `onStopped` runs then.
   */
  stop(onStopped: () => void): void;
}

/**
 * Serves `fetch` over HTTP with the connection limits: a client slower than the header or request
 * timeout gets 408 and loses its connection, an idle connection closes after the keep-alive timeout,
 * and connections past the cap are closed as they arrive (docs/security.md §4).
 */
export function listen(
  fetch: FetchCallback,
  { port, host, limits, logger }: ListenOptions,
  onListening: (info: AddressInfo) => void,
): Serving {
  const server = serve(
    {
      fetch,
      port,
      hostname: host,
      serverOptions: {
        headersTimeout: limits.headersTimeoutMs,
        requestTimeout: limits.requestTimeoutMs,
        keepAliveTimeout: limits.keepAliveTimeoutMs,
        connectionsCheckingInterval: checkingIntervalMs(limits),
      },
    },
    onListening,
  ) as Server;
  server.maxConnections = limits.maxConnections;
  warnOfRefusedConnections(server, logger, limits.maxConnections);
  return { server, stop: stopper(server) };
}

/** Keeps the answers not yet sent, so that stopping can make each close its connection. */
function stopper(server: Server): Serving['stop'] {
  const unanswered = new Set<ServerResponse>();
  let stopping = false;
  // Before the app's own listener, which may write a ready answer at once.
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (stopping) {
      closeAfter(response);
      return;
    }
    unanswered.add(response);
    response.once('close', () => unanswered.delete(response));
  });
  /** The connection closes after this answer; one already under way closes once it is sent. */
  const closeAfter = (response: ServerResponse) => {
    if (!response.headersSent) response.shouldKeepAlive = false;
    else response.once('finish', () => server.closeIdleConnections());
  };
  return (onStopped) => {
    stopping = true;
    server.close(() => onStopped());
    for (const response of unanswered) closeAfter(response);
    server.closeIdleConnections();
  };
}

/**
 * One warning when the cap first refuses a connection, then at most one a minute with the count: the
 * operator learns that clients are being turned away without a flood of lines during one.
 */
function warnOfRefusedConnections(server: Server, logger: Logger, maxConnections: number): void {
  let refused = 0;
  let lastWarning = -Infinity;
  server.on('drop', () => {
    refused += 1;
    const now = performance.now();
    if (now - lastWarning < DROP_WARNING_INTERVAL_MS) return;
    logger.warn(
      { refusedConnections: refused, maxConnections },
      `${maxConnections} connections are open: refusing new ones (MAX_CONNECTIONS)`,
    );
    refused = 0;
    lastWarning = now;
  });
}

import type { IncomingMessage } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Context } from 'hono';

/**
 * An answer given before the request's body has fully arrived (413, 415, 401…) ends the connection:
 * the rest of that body would otherwise be read as the next request, so the server closes the
 * connection after the answer, and says so (`Connection: close`) for the client to send its next
 * request on a new one rather than down a socket about to close (RFC 9112 §9.6; docs/security.md §4).
 * A body that has fully arrived, read or not, leaves the connection clean, and it stays open.
 * Called once the answer is made.
 */
export async function closeIfBodyUnread(c: Context): Promise<void> {
  // app.request() in tests has no socket: `complete` is then undefined, and nothing changes.
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming?.complete !== false) return;
  // An answer made at once is ready before Node has parsed the body that came with its headers, in
  // the same read; one turn of the event loop lets it finish.
  await nextTurn();
  if (!incoming.complete) c.res.headers.set('Connection', 'close');
}

import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { disposeWhenDone } from './databases';

/**
 * A receiver of SOS's deliveries, as a company's system or a chat's webhook would be: a real HTTP
 * server on loopback that keeps every request it gets and answers what the test tells it (204 by
 * default). Closed after the test that started it, or after the file's tests when started outside one.
 */

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, exactly as it came: what a signature covers. */
  body: string;
}

export interface ReceiverAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Waits this long before answering (to outlast a time limit). */
  delayMs?: number;
}

export async function startReceiver(answer: (request: Received) => ReceiverAnswer = () => ({ status: 204 })) {
  const received: Received[] = [];
  let answerWith = answer;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const got: Received = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(got);
      const reply = answerWith(got);
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(reply.status, reply.headers);
        response.end(reply.body);
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  disposeWhenDone(close);
  return {
    url: (path = '/hooks/sos') => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    /** What the receiver answers from now on. */
    answer(next: (request: Received) => ReceiverAnswer) {
      answerWith = next;
    },
    close,
  };
}

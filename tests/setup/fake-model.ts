import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible server for the companion's tests (decision 044): node:http on loopback that
 * records every request whole and answers each with the next scripted answer, streamed as the real
 * API streams (`data:` lines of chat.completion.chunk, then `data: [DONE]`). No network, no model.
 */
export type ScriptedAnswer =
  /** The pieces of an answer, each a chunk, `delayMs` apart. */
  | { kind: 'stream'; pieces: string[]; delayMs?: number }
  /** An HTTP error with the API's error body. */
  | { kind: 'error'; status: number; message?: string }
  /** A stream that begins, then sends a line that is not JSON and ends. */
  | { kind: 'broken'; pieces?: string[] }
  /** Headers, then nothing, ever (until the client goes away). */
  | { kind: 'silent' };

export interface RecordedModelRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The JSON body as sent. */
  body: Record<string, unknown>;
  /** The body as text: what a canary test searches. */
  raw: string;
}

export interface FakeModelOptions {
  /** The port to listen on (the browser tests' server is told it first); a free one by default. */
  port?: number;
  /** The answer to a request when none is scripted: by what it asks (the browser tests' answers). */
  answer?: (request: RecordedModelRequest) => ScriptedAnswer;
}

export async function startFakeModel({ port: wanted = 0, answer: answerOf }: FakeModelOptions = {}) {
  const requests: RecordedModelRequest[] = [];
  const script: ScriptedAnswer[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      const raw = Buffer.concat(parts).toString('utf8');
      const recorded: RecordedModelRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
        raw,
      };
      requests.push(recorded);
      open.add(response);
      response.on('close', () => open.delete(response));
      const scripted = script.shift() ??
        answerOf?.(recorded) ?? { kind: 'stream', pieces: ['(nothing scripted)'] };
      void answer(response, scripted);
    });
  });
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** The answers to the next requests, in order. */
    script: (...answers: ScriptedAnswer[]) => script.push(...answers),
    /** Forgets the requests and the answers not given yet. */
    reset: () => {
      requests.length = 0;
      script.length = 0;
    },
    close: async () => {
      for (const response of open) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeModel = Awaited<ReturnType<typeof startFakeModel>>;

const chunk = (content: string) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answer(response: ServerResponse, scripted: ScriptedAnswer) {
  if (scripted.kind === 'error') {
    response.writeHead(scripted.status, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ error: { message: scripted.message ?? 'scripted error', type: 'fake', code: null } }),
    );
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  if (scripted.kind === 'silent') return;
  for (const piece of scripted.pieces ?? []) {
    if (response.destroyed) return;
    response.write(chunk(piece));
    if (scripted.kind === 'stream' && scripted.delayMs) await sleep(scripted.delayMs);
  }
  if (scripted.kind === 'broken') {
    response.end('data: {"choices": [ this is not JSON\n\n');
    return;
  }
  response.end('data: [DONE]\n\n');
}

import { spawn } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * SOS as an operator runs it, for tests: the real server process (src/server/main.ts through tsx), the
 * port it serves, its exit and what it logged; HTTP through node:http, so that a connection reset is
 * told apart from an answer read to its end; and waiting on conditions rather than sleeping.
 */
const root = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SosProcess {
  port: number;
  pid: number;
  exited: Promise<Exit>;
  /** True once the process has exited. */
  hasExited(): boolean;
  stderr(): string;
  /** Everything the server logged (as pino lines, at the LOG_LEVEL given). */
  stdout(): string;
  /** Pino lines at level error (50) or fatal (60). */
  errorLogs(): string[];
  kill(signal: NodeJS.Signals): void;
}

/** Every process spawned here that has not exited yet, for a test's clean-up to stop. */
const running = new Set<SosProcess>();

/**
 * Spawns the server on a free port with `env` (and PATH, PORT, LOG_LEVEL warn unless given): nothing
 * else of this process's environment, so a variable set where the tests run cannot change the server.
 */
export async function spawnSos(env: Record<string, string>): Promise<SosProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
  });
  let stdout = '';
  let stderr = '';
  let exited = false;
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const sos: SosProcess = {
    port,
    pid: child.pid!,
    exited: new Promise<Exit>((resolve) =>
      child.on('exit', (code, signal) => {
        exited = true;
        running.delete(sos);
        resolve({ code, signal });
      }),
    ),
    hasExited: () => exited,
    stdout: () => stdout,
    stderr: () => stderr,
    errorLogs: () =>
      stdout
        .split('\n')
        .filter((line) => /"level":(50|60)/.test(line))
        .map((line) => line.slice(0, 500)),
    kill: (signal) => child.kill(signal),
  };
  running.add(sos);
  return sos;
}

/** Waits until the server answers its health check; throws if it exits first or takes too long. */
export async function untilServing(sos: SosProcess, timeoutMs = 90_000): Promise<void> {
  // Generous: a busy machine takes many seconds to load the server through tsx.
  const deadline = Date.now() + timeoutMs;
  while (!sos.hasExited() && Date.now() < deadline) {
    const health = await request(sos.port, 'GET', '/api/health', undefined, { agent: false }).catch(
      () => null,
    );
    if (health?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`SOS (pid ${sos.pid}) never served: ${sos.stderr() || sos.stdout().slice(-2000)}`);
}

export async function startSos(env: Record<string, string>): Promise<SosProcess> {
  const sos = await spawnSos(env);
  await untilServing(sos);
  return sos;
}

/** SIGTERM, then SIGKILL if it has not exited within `graceMs`; resolves with its exit. */
export async function stopSos(sos: SosProcess, graceMs = 30_000): Promise<Exit> {
  sos.kill('SIGTERM');
  const timer = setTimeout(() => sos.kill('SIGKILL'), graceMs);
  try {
    return await sos.exited;
  } finally {
    clearTimeout(timer);
  }
}

/** Kills whatever spawnSos started that still runs: for a test's clean-up, after a failure too. */
export async function killAllSos(): Promise<void> {
  const left = [...running];
  for (const sos of left) sos.kill('SIGKILL');
  await Promise.all(left.map((sos) => sos.exited));
}

export interface Answer<T> {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: T;
}

/** One HTTP request; rejects when the connection fails or the answer is cut short. */
export function request<T = unknown>(
  port: number,
  method: string,
  pathname: string,
  body?: unknown,
  options: {
    token?: string;
    agent?: http.Agent | false;
    headers?: Record<string, string>;
    /** Called once the request (or, with `hold`, its headers and first byte) is on the wire. */
    onSent?: () => void;
    /** Sends the rest of the body only once this settles: the request stays open on the server. */
    hold?: Promise<void>;
  } = {},
): Promise<Answer<T>> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        agent: options.agent,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('aborted', () => reject(new Error('response aborted')));
        res.on('end', () => {
          if (!res.complete) return reject(new Error('response cut short'));
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: (text ? JSON.parse(text) : null) as T,
            });
          } catch (error) {
            reject(error as Error);
          }
        });
      },
    );
    req.on('error', reject);
    const { onSent, hold } = options;
    if (hold && payload) {
      // JSON of ASCII text: one character is one byte, so the content-length above still holds.
      req.write(payload.slice(0, 1), () => onSent?.());
      void hold.then(() => req.end(payload.slice(1)));
      return;
    }
    if (onSent) req.on('finish', onSent);
    req.end(payload);
  });
}

/** Waits until `condition` holds, checking every few milliseconds; throws after `timeoutMs`. */
export async function until(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

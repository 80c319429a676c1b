import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from '../../../tests/setup/fixtures';
import { capturingLogger } from '../../../tests/setup/logs';
import { createTestApp } from '../../../tests/setup/test-app';
import { createApp } from '../app';
import { type ConnectionLimits, defaultConnectionLimits, loadConfig } from '../env';
import { createLogger } from '../logger';
import { listen, type Serving } from './listen';

/** SOS as a client meets it: the app behind listen() on a free port, spoken to over real sockets. */
const t = await createTestApp();
const MiB = 1024 * 1024;
const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function startServer(limits: Partial<ConnectionLimits> = {}, logger = createLogger('silent')) {
  const app = createApp({ ...t.deps, logger });
  const options = { port: 0, host: '127.0.0.1', limits: { ...defaultConnectionLimits, ...limits }, logger };
  const { serving, port } = await new Promise<{ serving: Serving; port: number }>((resolve) => {
    const serving = listen(app.fetch, options, (info) => resolve({ serving, port: info.port }));
  });
  const { server, stop } = serving;
  servers.push(server);
  let connections = 0;
  server.on('connection', () => (connections += 1));
  return { server, stop, port, url: `http://127.0.0.1:${port}`, connections: () => connections };
}

/** A connection written to by hand: what it received, and when the server closed it. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  const opened = performance.now();
  let received = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) => {
    socket.on('close', () => resolve({ afterMs: performance.now() - opened, received }));
  });
  let open = true;
  void closed.then(() => (open = false));
  /** Writes `text` every `everyMs` until the connection closes: a client that never finishes. */
  const trickle = (text: string, everyMs: number) => {
    const timer = setInterval(() => socket.write(text), everyMs);
    void closed.then(() => clearInterval(timer));
  };
  return { socket, closed, trickle, isOpen: () => open };
}

/** One request through a node:http agent, the answer's status, headers and body. */
function requestThrough(
  agent: http.Agent,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request(
        url,
        { agent, method: init.method ?? 'GET', headers: init.headers },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      request.on('error', reject);
      request.end(init.body);
    },
  );
}

const json = { 'content-type': 'application/json' };
const signUpBody = () => JSON.stringify({ email: uniqueEmail(), password: PASSWORD, fullName: 'Kai Surfer' });

/** Requests answered before their body is read, each with a body still arriving when the answer goes. */
const earlyAnswers = [
  {
    name: '413 to a body over 1 MiB',
    path: '/api/auth/signup',
    init: { method: 'POST', headers: json, body: 'a'.repeat(MiB + 1) },
    status: 413,
  },
  {
    name: '415 to a body of the wrong type',
    path: '/api/auth/signup',
    init: { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'a'.repeat(MiB / 2) },
    status: 415,
  },
  {
    name: '401 to a body sent without a token',
    path: '/api/companies',
    init: { method: 'POST', headers: json, body: JSON.stringify({ name: 'a'.repeat(MiB / 2) }) },
    status: 401,
  },
];

describe('headers on the wire', () => {
  /** The headers of an answer, but those Node adds as it sends one. */
  const ours = (headers: Headers) =>
    new Map(
      [...headers].filter(([name]) => !['connection', 'content-length', 'date', 'keep-alive'].includes(name)),
    );
  const varying = ['content-security-policy', 'x-request-id'];
  // The fixed values (docs/security.md): every API answer's (decision 024), and every page's.
  const apiHeaders: [name: string, value: string][] = [
    ['Cache-Control', 'no-store'],
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
  ];
  const documentHeaders: [name: string, value: string][] = [
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('are those the app gives without Node: the security headers, an id of ours, and no-store on the API', async () => {
    const { url } = await startServer();
    const signUp = { method: 'POST', headers: json, body: signUpBody() };
    const answers: [string, RequestInit][] = [
      ['/api/health', {}],
      ['/api/no-such-route', {}],
      ['/api/me', {}],
      ['/api/auth/signup', signUp],
      ['/api/auth/signup', { method: 'POST', headers: json, body: '{' }],
      ['/dashboard', {}],
    ];
    const ids = new Set<string>();
    for (const [path, init] of answers) {
      const wire = await fetch(url + path, {
        ...init,
        body: init.body === signUp.body ? signUpBody() : init.body,
      });
      // fetch asks for compressed bodies, so the direct request asks the same: pages are compressed.
      const direct = await t.app.request(path, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'accept-encoding': 'gzip, deflate, br' },
        body: init.body === signUp.body ? signUpBody() : init.body,
      });
      expect(wire.status, path).toBe(direct.status);
      const [onWire, withoutNode] = [ours(wire.headers), ours(direct.headers)];
      expect([...onWire.keys()].sort(), path).toEqual([...withoutNode.keys()].sort());
      for (const [name, value] of withoutNode)
        if (!varying.includes(name)) expect(onWire.get(name), name).toBe(value);
      if (path.startsWith('/api/')) {
        for (const [name, value] of apiHeaders) expect(wire.headers.get(name), name).toBe(value);
      } else {
        for (const [name, value] of documentHeaders) expect(wire.headers.get(name), name).toBe(value);
        expect(wire.headers.get('content-security-policy'), path).toMatch(
          /^default-src 'self'; script-src 'self' 'nonce-[\w+/]+={0,2}'; worker-src 'self' blob:; style-src 'self' 'nonce-[\w+/]+={0,2}';/,
        );
        expect(wire.headers.get('cache-control'), path).toBe('no-cache');
      }
      const id = wire.headers.get('x-request-id') ?? '';
      expect(id).toMatch(UUID);
      ids.add(id);
      await wire.text();
    }
    expect(ids.size).toBe(answers.length);
  });
});

describe('a keep-alive client after an answer that leaves the body unread', () => {
  it.each(earlyAnswers)('fetch (undici): $name, then three more requests succeed', async (early) => {
    const { url } = await startServer();
    const response = await fetch(url + early.path, early.init);
    expect(response.status).toBe(early.status);
    await response.text();
    for (let i = 0; i < 3; i++) {
      const next = await fetch(`${url}/api/health`);
      expect(next.status).toBe(200);
      await next.text();
    }
    expect(response.headers.get('connection')).toBe('close');
  });

  it.each(earlyAnswers)(
    'node:http keep-alive agent: $name, then three more requests succeed',
    async (early) => {
      const { url } = await startServer();
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const response = await requestThrough(agent, url + early.path, early.init);
        expect(response.status).toBe(early.status);
        for (let i = 0; i < 3; i++) {
          expect((await requestThrough(agent, `${url}/api/health`)).status).toBe(200);
        }
        expect(response.headers.connection).toBe('close');
      } finally {
        agent.destroy();
      }
    },
  );

  it('keeps the connection open after a request whose body it read, or whose body had fully arrived', async () => {
    const { url, connections } = await startServer();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const signedUp = await requestThrough(agent, `${url}/api/auth/signup`, {
        method: 'POST',
        headers: json,
        body: signUpBody(),
      });
      expect(signedUp.status).toBe(201);
      // A small body arrives with its headers: answered unread, it leaves nothing on the connection.
      const unauthorized = await requestThrough(agent, `${url}/api/companies`, {
        method: 'POST',
        headers: json,
        body: '{"name":"Wave Riders"}',
      });
      expect(unauthorized.status).toBe(401);
      expect((await requestThrough(agent, `${url}/api/health`)).status).toBe(200);
      for (const [name, response] of Object.entries({ signedUp, unauthorized })) {
        expect(response.headers.connection, name).toBe('keep-alive');
      }
      expect(connections()).toBe(1);
    } finally {
      agent.destroy();
    }
  });
});

describe('slow clients', () => {
  const limits = { headersTimeoutMs: 400, requestTimeoutMs: 800, keepAliveTimeoutMs: 1000 };

  it('cuts a client whose headers never end with 408 after the header timeout, serving others meanwhile', async () => {
    const { port, url } = await startServer(limits);
    const slow = rawConnection(port);
    slow.socket.write('GET /api/health HTTP/1.1\r\nHost: sos.test\r\n');
    slow.trickle('X-Slow: 1\r\n', 50);
    const silent = rawConnection(port);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect(slow.isOpen() && silent.isOpen()).toBe(true);

    for (const connection of [await slow.closed, await silent.closed]) {
      expect(connection.received).toMatch(/^HTTP\/1\.1 408 /);
      expect(connection.afterMs).toBeGreaterThanOrEqual(limits.headersTimeoutMs - 50);
      expect(connection.afterMs).toBeLessThan(limits.headersTimeoutMs + 1500);
    }
  });

  it('cuts a client whose body never ends with 408 after the request timeout, serving others meanwhile', async () => {
    const { port, url } = await startServer(limits);
    const slow = rawConnection(port);
    slow.socket.write(
      'POST /api/auth/signup HTTP/1.1\r\nHost: sos.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    slow.trickle(' ', 50);
    const served = await fetch(`${url}/api/auth/signup`, {
      method: 'POST',
      headers: json,
      body: signUpBody(),
    });
    expect(served.status).toBe(201);
    expect(slow.isOpen()).toBe(true);

    const { received, afterMs } = await slow.closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(limits.requestTimeoutMs - 50);
    expect(afterMs).toBeLessThan(limits.requestTimeoutMs + 1500);
  });

  it('keeps an idle connection past the header timeout for its next request, and closes it after the keep-alive timeout', async () => {
    const { port } = await startServer(limits);
    const client = rawConnection(port);
    const request = 'GET /api/health HTTP/1.1\r\nHost: sos.test\r\n\r\n';
    client.socket.write(request);
    await new Promise((resolve) => setTimeout(resolve, limits.headersTimeoutMs * 2));
    client.socket.write(request);
    const idleFrom = performance.now();
    const { received } = await client.closed;
    const idleMs = performance.now() - idleFrom;
    expect(received.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
    expect(received).toContain('Keep-Alive: timeout=1\r\n');
    expect(received).not.toContain(' 408 ');
    // Node adds a second to the advertised timeout before it closes, so a client never races it.
    expect(idleMs).toBeGreaterThanOrEqual(limits.keepAliveTimeoutMs - 50);
    expect(idleMs).toBeLessThan(limits.keepAliveTimeoutMs + 2500);
  });
});

describe('the connection cap', () => {
  it('refuses connections past MAX_CONNECTIONS, warns once, and serves again when one closes', async () => {
    const { logger, lines } = capturingLogger();
    const { port, url } = await startServer({ maxConnections: 2 }, logger);
    const held = [rawConnection(port), rawConnection(port)];
    await Promise.all(held.map(({ socket }) => new Promise((resolve) => socket.once('connect', resolve))));
    await new Promise((resolve) => setTimeout(resolve, 50));

    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings).toEqual([
      expect.objectContaining({
        maxConnections: 2,
        refusedConnections: 1,
        msg: expect.stringContaining('MAX_CONNECTIONS'),
      }),
    ]);

    held[0]?.socket.destroy();
    await held[0]?.closed;
    let status = 0;
    for (let tries = 0; tries < 50 && status !== 200; tries++) {
      status = await fetch(`${url}/api/health`).then(
        (response) => response.status,
        () => 0,
      );
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(200);
  });
});

describe('the limits SOS starts with', () => {
  it('are applied from the environment, and default to 10 s, 30 s, 65 s and 1000 connections', async () => {
    const dataDir = 'unused';
    const defaults = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32) }).connections;
    const configured = loadConfig({
      DATA_DIR: dataDir,
      AUTH_SECRET: 'x'.repeat(32),
      HEADERS_TIMEOUT: '7',
      REQUEST_TIMEOUT: '20',
      KEEP_ALIVE_TIMEOUT: '90',
      MAX_CONNECTIONS: '50',
    }).connections;
    const expected = [
      [
        defaults,
        { headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 65_000, maxConnections: 1000 },
      ],
      [
        configured,
        { headersTimeout: 7000, requestTimeout: 20_000, keepAliveTimeout: 90_000, maxConnections: 50 },
      ],
    ] as const;
    for (const [limits, server] of expected) {
      expect((await startServer(limits)).server).toMatchObject(server);
    }
  });
});

describe('stopping', () => {
  it('answers the requests in flight, each with Connection: close, and stops then, not a keep-alive timeout later', async () => {
    const { port, stop } = await startServer();
    const idle = rawConnection(port);
    idle.socket.write('GET /api/health HTTP/1.1\r\nHost: sos.test\r\n\r\n');
    const body = signUpBody();
    const inFlight = rawConnection(port);
    inFlight.socket.write(
      `POST /api/auth/signup HTTP/1.1\r\nHost: sos.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    const stopped = new Promise<number>((resolve) => stop(() => resolve(performance.now())));
    const idleClosed = await idle.closed;
    expect(idleClosed.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(inFlight.isOpen()).toBe(true);
    inFlight.socket.write(body.slice(10));
    const { received } = await inFlight.closed;
    const answeredAt = performance.now();
    expect(received).toMatch(/^HTTP\/1\.1 201 /);
    expect(received).toMatch(/\r\nConnection: close\r\n/i);
    expect((await stopped) - answeredAt).toBeLessThan(1000);
  });
});

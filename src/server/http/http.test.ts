import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUp, uniqueEmail } from '../../../tests/setup/fixtures';
import { capturingLogger } from '../../../tests/setup/logs';
import { type ApiResponse, createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { Session } from '../../shared/api';
import { apiMessages } from '../../shared/messages';
import { createApp } from '../app';
import type { Database } from '../db/connect';

const t = await createTestApp();

const MiB = 1024 * 1024;
const socket = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

/** A sign-up body of exactly `bytes` bytes: valid JSON whose full name is far too long. */
function signUpBodyOfSize(bytes: number): string {
  const head = `{"email":"${uniqueEmail()}","password":"${PASSWORD}","fullName":"`;
  const tail = '"}';
  return head + 'a'.repeat(bytes - head.length - tail.length) + tail;
}

/** A body streamed in chunks, so the request has no Content-Length and the size is learnt by reading. */
function streamOf(text: string, chunkSize = 64 * 1024): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
}

async function asApiResponse(response: Response): Promise<ApiResponse> {
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return { status: response.status, body: isJson ? JSON.parse(text) : text, headers: response.headers };
}

/** The features of a Permissions-Policy header, each with its allowlist (`()` denies it everywhere). */
function permissionsPolicy(header: string | null): Map<string, string> {
  const features = new Map<string, string>();
  for (const part of (header ?? '').split(',')) {
    const [feature, allowlist] = part.trim().split('=');
    if (feature) features.set(feature, allowlist ?? '');
  }
  return features;
}

/** The directives of a Content-Security-Policy header, by name. */
function cspDirectives(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope/deeper'],
    ['GET', '/api/'],
    ['GET', '/api'],
    ['GET', '/api/auth/signup'],
    ['DELETE', '/api/companies'],
    ['PUT', '/api/companies'],
  ])('%s %s answers a JSON 404, never the page', async (method, url) => {
    const response = await t.request(method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toEqual({ error: { code: 'not_found', message: apiMessages.notFound } });
  });
});

describe('request bodies', () => {
  it('refuses a body over 1 MiB announced by Content-Length with 413', async () => {
    const body = signUpBodyOfSize(MiB + 1);
    const response = await t.request('POST', '/api/auth/signup', undefined, {
      raw: body,
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    expect(response.status).toBe(413);
    expect(errorOf(response)).toEqual({ code: 'body_too_large', message: apiMessages.bodyTooLarge });
  });

  it('refuses a streamed body over 1 MiB without a Content-Length with 413', async () => {
    const request = new Request('http://localhost/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamOf(signUpBodyOfSize(MiB + 1)),
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.has('content-length')).toBe(false);
    const response = await asApiResponse(await t.app.request(request, undefined, socket));
    expect(response.status).toBe(413);
    expect(errorOf(response)).toEqual({ code: 'body_too_large', message: apiMessages.bodyTooLarge });
  });

  it('reads a body of exactly 1 MiB, with or without a Content-Length', async () => {
    const body = signUpBodyOfSize(MiB);
    expect(Buffer.byteLength(body)).toBe(MiB);
    const announced = await t.request('POST', '/api/auth/signup', undefined, {
      raw: body,
      headers: { 'content-type': 'application/json', 'content-length': String(MiB) },
    });
    const streamed = await asApiResponse(
      await t.app.request(
        new Request('http://localhost/api/auth/signup', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: streamOf(body),
          duplex: 'half',
        } as RequestInit),
        undefined,
        socket,
      ),
    );
    // Read and validated: the full name is what is wrong, not the size.
    for (const response of [announced, streamed]) {
      expect(response.status).toBe(400);
      expect(errorOf(response).code).toBe('validation_failed');
    }
  });

  it.each([
    ['a cut-off object', '{"email": '],
    ['single quotes', "{'email': 'kai@example.com'}"],
    ['an empty body', ''],
    ['a trailing comma', '{"email": "kai@example.com",}'],
  ])('answers 400 invalid_json to %s', async (_name, raw) => {
    const response = await t.request('POST', '/api/auth/signup', undefined, {
      raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'invalid_json', message: apiMessages.invalidJson });
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['a look-alike type', 'application/jsonp'],
    ['another JSON media type', 'application/json-patch+json'],
  ])('answers 415 to a JSON body sent as %s', async (_name, type) => {
    const response = await t.request(
      'POST',
      '/api/auth/signup',
      { email: uniqueEmail(), password: PASSWORD, fullName: 'Kai Surfer' },
      { headers: { 'content-type': type } },
    );
    expect(response.status).toBe(415);
    expect(errorOf(response)).toEqual({
      code: 'unsupported_media_type',
      message: apiMessages.unsupportedMediaType,
    });
  });

  it('answers 415 to a body without any content type', async () => {
    const email = uniqueEmail();
    const bytes = new TextEncoder().encode(
      JSON.stringify({ email, password: PASSWORD, fullName: 'Kai Surfer' }),
    );
    const request = new Request('http://localhost/api/auth/signup', { method: 'POST', body: bytes });
    expect(request.headers.has('content-type')).toBe(false);
    const response = await asApiResponse(await t.app.request(request, undefined, socket));
    expect(response.status).toBe(415);
    expect(errorOf(response).code).toBe('unsupported_media_type');
    // Nothing was created from the refused body.
    expect(
      (await t.request('POST', '/api/auth/token', { grantType: 'password', email, password: PASSWORD }))
        .status,
    ).toBe(400);
  });

  it('accepts application/json with a charset parameter, in any case', async () => {
    const response = await t.request<Session>(
      'POST',
      '/api/auth/signup',
      { email: uniqueEmail(), password: PASSWORD, fullName: 'Kai Surfer' },
      { headers: { 'content-type': 'Application/JSON; charset=utf-8' } },
    );
    expect(response.status).toBe(201);
    expect(response.body.token_type).toBe('bearer');
  });

  it.each([
    ['an array', '[]'],
    ['null', 'null'],
    ['a string', '"kai@example.com"'],
    ['a number', '42'],
  ])('answers 400 validation_failed to %s as the body', async (_name, raw) => {
    const response = await t.request('POST', '/api/auth/signup', undefined, {
      raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(errorOf(response).code).toBe('validation_failed');
    expect(errorOf(response).message).toEqual(expect.any(String));
  });
});

describe('health', () => {
  it('answers 200 {status: ok} after a database round trip', async () => {
    const response = await t.request('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database fails, logs why and tells the client nothing internal', async () => {
    const { logger, lines } = capturingLogger();
    const brokenDb = {
      execute: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.9:5432')),
    } as unknown as Database;
    const app = createApp({ ...t.deps, db: brokenDb, logger });
    const response = await asApiResponse(await app.request('/api/health', {}, socket));
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ error: { code: 'unavailable', message: apiMessages.unavailable } });
    expect(JSON.stringify(response.body)).not.toContain('ECONNREFUSED');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const logged = lines.find((line) => line.msg === 'health check failed');
    expect(logged).toMatchObject({ level: 50, requestId: response.headers.get('x-request-id') });
    expect(JSON.stringify(logged)).toContain('ECONNREFUSED');
  });
});

describe('security headers', () => {
  it('give every page a style nonce of its own, 128 random bits', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const response = await t.request('GET', '/dashboard');
      const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(
        response.headers.get('content-security-policy') ?? '',
      )?.[1];
      expect(Buffer.from(nonce ?? '', 'base64')).toHaveLength(16);
      nonces.add(nonce ?? '');
    }
    expect(nonces.size).toBe(300);
  });
});

describe('unexpected errors', () => {
  it('answer 500 internal_error with a generic message, and are logged with the request id', async () => {
    const { logger, lines } = capturingLogger();
    // Reads fail in a way no route expects; token checks still work, so the failure happens mid-request.
    const brokenDb = {
      select: () => {
        throw new Error('relation "sessions" does not exist');
      },
    } as unknown as Database;
    const { token } = await signUp(t);
    const app = createApp({ ...t.deps, db: brokenDb, logger });
    const response = await asApiResponse(
      await app.request('/api/me', { headers: { authorization: `Bearer ${token}` } }, socket),
    );
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: { code: 'internal_error', message: apiMessages.internal } });
    expect(JSON.stringify(response.body)).not.toContain('relation');
    const logged = lines.find((line) => line.msg === 'request failed');
    expect(logged).toMatchObject({ level: 50, requestId: response.headers.get('x-request-id') });
  });
});

describe('response headers', () => {
  /** One response of each kind the API gives. */
  async function apiResponses() {
    const { token } = await signUp(t);
    return {
      'health 200': await t.request('GET', '/api/health'),
      'sign-up 201': await t.request('POST', '/api/auth/signup', {
        email: uniqueEmail(),
        password: PASSWORD,
        fullName: 'Kai Surfer',
      }),
      'me 200': await t.request('GET', '/api/me', undefined, { token }),
      'logout 204': await t.request('POST', '/api/auth/logout', undefined, { token }),
      'validation 400': await t.request('POST', '/api/auth/signup', {}),
      'no token 401': await t.request('GET', '/api/me'),
      'unknown path 404': await t.request('GET', '/api/nope'),
      'too large 413': await t.request('POST', '/api/auth/signup', undefined, {
        raw: signUpBodyOfSize(MiB + 10),
        headers: { 'content-type': 'application/json', 'content-length': String(MiB + 10) },
      }),
      'wrong type 415': await t.request('POST', '/api/auth/signup', undefined, { raw: '{}' }),
    };
  }

  it('mark every API response Cache-Control: no-store, errors included', async () => {
    const responses = await apiResponses();
    expect(Object.values(responses).map((r) => r.status)).toEqual([
      200, 201, 200, 204, 400, 401, 404, 413, 415,
    ]);
    for (const [name, response] of Object.entries(responses)) {
      expect(response.headers.get('cache-control'), name).toBe('no-store');
    }
  });

  /** The headers every answer carries, page or API: HTTPS only, no sniffing, no framing, no referrer leak. */
  function expectCommonHeaders(name: string, response: { headers: Headers }) {
    const directives = cspDirectives(response.headers.get('content-security-policy'));
    expect(directives.get('frame-ancestors'), name).toEqual(["'none'"]);
    expect(response.headers.get('content-security-policy'), name).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
    expect(response.headers.get('x-frame-options'), name).toBe('DENY');
    expect(response.headers.get('cross-origin-resource-policy'), name).toBe('same-origin');
    expect(response.headers.get('referrer-policy'), name).toMatch(
      /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
    );
    const maxAge = /max-age=(\d+)/.exec(response.headers.get('strict-transport-security') ?? '')?.[1];
    expect(Number(maxAge), name).toBeGreaterThanOrEqual(31_536_000);
  }

  it('carry the security headers on pages, with a policy that runs only their own scripts', async () => {
    const pages = { '/dashboard': await t.request('GET', '/dashboard'), '/': await t.request('GET', '/') };
    for (const [name, response] of Object.entries(pages)) {
      expectCommonHeaders(name, response);
      const directives = cspDirectives(response.headers.get('content-security-policy'));
      // Its own scripts, and by this response's nonce the one inline script of a prerendered page.
      expect(directives.get('script-src'), name).toEqual([
        "'self'",
        expect.stringMatching(/^'nonce-[A-Za-z0-9+/]+=*'$/),
      ]);
      // Workers from the page's own blobs too: the head script's, which loads the formats' data.
      expect(directives.get('worker-src'), name).toEqual(["'self'", 'blob:']);
      expect(directives.get('object-src'), name).toEqual(["'none'"]);
      expect(directives.get('base-uri'), name).toEqual(["'none'"]);
      expect(directives.get('default-src'), name).toEqual(["'self'"]);
      expect(response.headers.get('cross-origin-opener-policy'), name).toBe('same-origin');
      expect(permissionsPolicy(response.headers.get('permissions-policy')).get('camera'), name).toBe('()');
    }
  });

  it('carry the security headers on API responses, errors included, with a policy that loads nothing', async () => {
    for (const [name, response] of Object.entries(await apiResponses())) {
      expectCommonHeaders(name, response);
      expect(cspDirectives(response.headers.get('content-security-policy')).get('default-src'), name).toEqual(
        ["'none'"],
      );
      // Document policies mean nothing to JSON: an answer does not pay for them (decision 024).
      expect(response.headers.has('permissions-policy'), name).toBe(false);
    }
  });

  it('deny every powerful browser feature SOS does not use, and grant none, keeping the clipboard', async () => {
    const policy = permissionsPolicy((await t.request('GET', '/')).headers.get('permissions-policy'));
    const unused = [
      'accelerometer',
      'camera',
      'display-capture',
      'geolocation',
      'gyroscope',
      'hid',
      'idle-detection',
      'local-fonts',
      'magnetometer',
      'microphone',
      'midi',
      'payment',
      'publickey-credentials-get',
      'screen-wake-lock',
      'serial',
      'usb',
      'window-management',
      'xr-spatial-tracking',
    ];
    for (const feature of unused) expect(policy.get(feature), feature).toBe('()');
    for (const [feature, allowlist] of policy) expect(allowlist, feature).toBe('()');
    // The company code card copies the code.
    expect(policy.has('clipboard-write')).toBe(false);
  });

  it('give every response its own X-Request-Id', async () => {
    const responses = [
      ...Object.values(await apiResponses()),
      await t.request('GET', '/dashboard'),
      await t.request('GET', '/assets/missing.js'),
    ];
    const ids = responses.map((response) => response.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[\w-]{8,}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('request ids', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  /** One request with X-Request-Id: `theirs`, to an app that logs into `lines`. */
  async function withClientId(theirs: string) {
    const { logger, lines } = capturingLogger();
    const app = createApp({ ...t.deps, logger });
    const response = await app.request('/api/nope', { headers: { 'x-request-id': theirs } }, socket);
    const ours = response.headers.get('x-request-id');
    return { ours, logged: lines.find((line) => line.path === '/api/nope') };
  }

  it("never echo a caller's X-Request-Id: each response carries an id of ours", async () => {
    for (const theirs of ['abc-123', UUID.source, 'a'.repeat(300), '<script>alert(1)</script>']) {
      const { ours } = await withClientId(theirs);
      expect(ours).toMatch(UUID);
      expect(ours).not.toBe(theirs);
    }
    const first = await withClientId('same-id');
    const second = await withClientId('same-id');
    expect(first.ours).not.toBe(second.ours);
  });

  it.each(['abc-123', 'f6a1c0de9b2e4c8d', 'Root=1-5759e988-bd862e3fe1be46a994272793', 'req_01:x.y'])(
    'log a short, plain caller id %s apart from ours',
    async (theirs) => {
      const { ours, logged } = await withClientId(theirs);
      expect(logged).toMatchObject({ requestId: ours, clientRequestId: theirs, status: 404 });
    },
  );

  it.each([
    ['longer than 64 characters', 'a'.repeat(65)],
    ['with spaces', 'a b'],
    ['with markup', '<script>alert(1)</script>'],
    ['with quotes and separators', '"id";rm -rf /'],
    ['with a path', '../../etc/passwd'],
    ['beyond ASCII', 'caf\u00e9'],
  ])('drop a caller id %s: it reaches no log line', async (_name, theirs) => {
    const { ours, logged } = await withClientId(theirs);
    expect(logged).toMatchObject({ requestId: ours, status: 404 });
    expect(logged).not.toHaveProperty('clientRequestId');
    expect(JSON.stringify(logged)).not.toContain(JSON.stringify(theirs).slice(1, -1));
  });
});

describe('pages', () => {
  it.each(['/dashboard', '/', '/auth', '/company-setup', '/no/such/page'])(
    'GET %s answers 200 HTML (the app decides what to show)',
    async (url) => {
      const response = await t.request<string>('GET', url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.body).toMatch(/^<!doctype html>/i);
    },
  );

  describe('with a built web app', () => {
    const webRoot = mkdtempSync(path.join(os.tmpdir(), 'sos-web-'));
    afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
    mkdirSync(path.join(webRoot, 'assets'));
    const indexHtml =
      '<!doctype html><html><body><div id="root"></div><script src="/assets/app-1a2b.js"></script></body></html>';
    writeFileSync(path.join(webRoot, 'index.html'), indexHtml);
    writeFileSync(path.join(webRoot, 'assets/app-1a2b.js'), 'console.log("app")');
    writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const app = createApp({ ...t.deps, webRoot });
    const get = async (url: string) => asApiResponse(await app.request(url, {}, socket));

    it('answers deep links with index.html, not to be cached stale', async () => {
      for (const url of ['/dashboard', '/company-setup', '/no/such/page']) {
        const response = await get(url);
        expect(response.status, url).toBe(200);
        expect(response.body, url).toBe(indexHtml);
        expect(response.headers.get('cache-control'), url).toBe('no-cache');
      }
    });

    it('serves hashed assets and files at the root', async () => {
      const asset = await get('/assets/app-1a2b.js');
      expect(asset.status).toBe(200);
      expect(asset.body).toBe('console.log("app")');
      expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
      const favicon = await get('/favicon.svg');
      expect(favicon.status).toBe(200);
      expect(favicon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    });

    it('lets browsers cache hashed assets for a year', async () => {
      const asset = await get('/assets/app-1a2b.js');
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    it('answers a missing asset with 404, never index.html', async () => {
      const response = await get('/assets/app-gone.js');
      expect(response.status).toBe(404);
      expect(response.body).not.toContain('<html');
    });

    it('still answers unknown API paths with JSON', async () => {
      const response = await get('/api/nope');
      expect(response.status).toBe(404);
      expect(errorOf(response).code).toBe('not_found');
    });
  });
});

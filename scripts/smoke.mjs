// Starts the built server (dist/server/main.js) on a free port with an empty DATA_DIR, walks the
// main story over real HTTP (sign-up → create company → second person asks to join → admin approves →
// the member's /api/me shows the company), checks a few contracts, and stops it with SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './local-server.mjs';

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sos-smoke-'));
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));

function check(condition, what) {
  if (!condition) throw new Error(`smoke: ${what}`);
  console.log(`ok - ${what}`);
}

async function call(method, route, body, token) {
  const headers = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(base + route, { method, headers, body: body && JSON.stringify(body) });
  const text = await response.text();
  return {
    status: response.status,
    body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}

async function waitForHealth() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const health = await call('GET', '/api/health');
      if (health.status === 200) return health;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('smoke: the server did not answer /api/health within 60 s');
}

let failed = false;
try {
  const health = await waitForHealth();
  check(health.body.status === 'ok', 'GET /api/health answers {"status":"ok"}');
  for (const route of ['/', '/dashboard']) {
    const page = await call('GET', route);
    check(
      // A member's page carries its shell's mark on #root (decision 055).
      page.status === 200 && /<div id="root"( data-prerendered="member")?>/.test(page.body),
      `GET ${route} is answered with the app page`,
    );
  }

  const password = 'Waves4ever';
  const ada = await call('POST', '/api/auth/signup', {
    email: 'ada@example.com',
    password,
    fullName: 'Ada Admin',
  });
  check(ada.status === 201 && ada.body.access_token, 'sign-up returns a session');
  const company = await call(
    'POST',
    '/api/companies',
    { name: 'Wave Riders', mission: '' },
    ada.body.access_token,
  );
  check(
    company.status === 201 && /^[A-Z0-9]{8}$/.test(company.body.company.companyCode),
    'create company returns its code',
  );
  const code = company.body.company.companyCode;

  const mo = await call('POST', '/api/auth/signup', {
    email: 'mo@example.com',
    password,
    fullName: 'Mo Member',
  });
  const unknown = await call(
    'POST',
    '/api/join-requests',
    { companyCode: code === 'ZZZZZZZZ' ? 'YYYYYYYY' : 'ZZZZZZZZ' },
    mo.body.access_token,
  );
  check(
    unknown.status === 404 && unknown.body.error.message === 'Company not found. Please check the code.',
    'an unknown code is not found',
  );
  const join = await call('POST', '/api/join-requests', { companyCode: code }, mo.body.access_token);
  check(join.status === 201 && join.body.joinRequest.status === 'pending', 'a second person asks to join');
  const again = await call('POST', '/api/join-requests', { companyCode: code }, mo.body.access_token);
  check(
    again.status === 409 && again.body.error.message === 'You have already requested to join this company.',
    'a duplicate request is refused',
  );

  const pending = await call('GET', '/api/join-requests?status=pending', undefined, ada.body.access_token);
  check(pending.status === 200 && pending.body.length === 1, 'the admin sees the pending request');
  const approve = await call(
    'POST',
    `/api/join-requests/${pending.body[0].id}/approve`,
    undefined,
    ada.body.access_token,
  );
  check(approve.status === 200, 'the admin approves it');

  const signIn = await call('POST', '/api/auth/token', {
    grantType: 'password',
    email: 'mo@example.com',
    password,
  });
  const me = await call('GET', '/api/me', undefined, signIn.body.access_token);
  check(
    me.status === 200 &&
      me.body.company?.name === 'Wave Riders' &&
      me.body.role === 'member' &&
      !('companyCode' in me.body.company),
    "the member's /api/me shows the company, without its code",
  );
  const out = await call('POST', '/api/auth/logout', undefined, signIn.body.access_token);
  const after = await call('GET', '/api/me', undefined, signIn.body.access_token);
  check(out.status === 204 && after.status === 401, 'sign-out kills the access token');
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  server.kill('SIGTERM');
  const { code, signal } = await exited;
  if (!failed) check(code === 0, `the server stops cleanly on SIGTERM (exit ${code ?? signal})`);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

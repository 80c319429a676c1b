// Shared helpers of the benchmark suite: ports, the built server as a child process, HTTP calls,
// statistics and gzip sizes. Nothing here measures by itself.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { freePort, raisedRateLimits } from '../local-server.mjs';

export { freePort };

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const PG_SERVER_URL = process.env.PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const PASSWORD = 'Waves4ever!bench';
/** AUTH_SECRET of a server on DATABASE_URL, for a peer that checks its tokens. */
export const BENCH_AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

/** Every rate limit raised far above what a benchmark sends. */
export const NO_RATE_LIMITS = raisedRateLimits('100000000/60');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `<root>/dist/server/main.js` (root holds dist/, db/ and node_modules) on a free port and waits
 * for /api/health. `nodeArgs` go to node before the script. Returns { base, port, pid, stop() }.
 */
export async function startServer({ root, dataDir, databaseUrl, env = {}, nodeArgs = [] }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let stderr = '';
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      ...NO_RATE_LIMITS,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, AUTH_SECRET: BENCH_AUTH_SECRET } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  const deadline = Date.now() + 240_000;
  let up = false;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.status === 200) {
        up = true;
        break;
      }
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  if (!up) {
    await stop();
    throw new Error(
      `the server did not answer /api/health: ${stderr.trim().split('\n').slice(-3).join(' | ')}`,
    );
  }
  return { base, port, pid: child.pid, stop };
}

export async function call(base, method, route, body, token) {
  const headers = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(base + route, { method, headers, body: body && JSON.stringify(body) });
  const text = await response.text();
  const parsed = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  if (response.status >= 400) throw new Error(`${method} ${route}: ${response.status} ${text.slice(0, 200)}`);
  return parsed;
}

/** An admin with a company and a member of it, through the API. Returns their emails and sessions. */
export async function createMember(base, tag = Math.random().toString(36).slice(2, 8)) {
  const adminEmail = `admin-${tag}@bench.test`;
  const memberEmail = `member-${tag}@bench.test`;
  const admin = await call(base, 'POST', '/api/auth/signup', {
    email: adminEmail,
    password: PASSWORD,
    fullName: 'Bench Admin',
  });
  const { company } = await call(base, 'POST', '/api/companies', { name: 'Bench Co' }, admin.access_token);
  const member = await joinCompany(base, { admin, company }, memberEmail, 'Bench Member');
  return { adminEmail, memberEmail, admin, member, company };
}

/** Signs `email` up, asks to join the admin's company and has the admin approve: their session. */
export async function joinCompany(base, { admin, company }, email, fullName) {
  const person = await call(base, 'POST', '/api/auth/signup', { email, password: PASSWORD, fullName });
  await call(base, 'POST', '/api/join-requests', { companyCode: company.companyCode }, person.access_token);
  const [pending] = await call(
    base,
    'GET',
    '/api/join-requests?status=pending',
    undefined,
    admin.access_token,
  );
  await call(base, 'POST', `/api/join-requests/${pending.id}/approve`, undefined, admin.access_token);
  return signIn(base, email);
}

export const signIn = (base, email, password = PASSWORD) =>
  call(base, 'POST', '/api/auth/token', { grantType: 'password', email, password });

/** Median latency (ms) of `count` sequential sign-ins. */
export async function signInLatency(base, email, count, password = PASSWORD) {
  await signIn(base, email, password); // warm-up
  const times = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await signIn(base, email, password);
    times.push(performance.now() - start);
  }
  return { p50: median(times), p99: percentile(times, 99) };
}

/**
 * autocannon on one URL: requests per second and latency percentiles. An answer with another status
 * than `status` (any 2xx by default) counts as an error.
 */
export async function load(url, { headers = {}, duration = 5, connections = 10, warmup = 1, status } = {}) {
  const { default: autocannon } = await import('autocannon');
  const run = (seconds) => autocannon({ url, headers, connections, duration: seconds });
  if (warmup) await run(warmup);
  const result = await run(duration);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors:
      result.errors + result.timeouts + (status === undefined ? result.non2xx : otherThan(status, result)),
  };
}

const otherThan = (status, result) =>
  Object.entries(result.statusCodeStats).reduce(
    (count, [code, stats]) => count + (Number(code) === status ? 0 : stats.count),
    0,
  );

export function median(values) {
  return percentile(values, 50);
}

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}

export const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

export const chromiumAvailable = () => existsSync(CHROMIUM);

export async function postgresAvailable() {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: PG_SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The rows `sql` answers on the database at `url`, through a client closed after. */
export async function rowsAt(url, sql) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Runs every task once per round, round after round, so that the machine's changing load falls on
 * each side alike. Returns each task's samples.
 */
export async function interleave(rounds, tasks) {
  const samples = Object.fromEntries(Object.keys(tasks).map((key) => [key, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [key, task] of Object.entries(tasks)) samples[key].push(await task(round));
  }
  return samples;
}

/** Several autocannon samples of one URL as one figure: mean req/s, median p50 and p99. */
export function combineLoads(samples) {
  return {
    rps: samples.reduce((total, s) => total + s.rps, 0) / samples.length,
    p50: median(samples.map((s) => s.p50)),
    p99: median(samples.map((s) => s.p99)),
    errors: samples.reduce((total, s) => total + s.errors, 0),
    rounds: samples.map((s) => Math.round(s.rps)),
  };
}

/** `count` sequential sign-ins; returns their latencies in ms. */
export async function signInTimes(base, email, count, password = PASSWORD) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await signIn(base, email, password);
    times.push(performance.now() - start);
  }
  return times;
}

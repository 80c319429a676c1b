// API throughput and latency with autocannon on loopback: the built server against peers that do the
// same work with nothing around it, each in a process of its own, in interleaved rounds.
// - No database: the JSON 404 of an unknown /api path against a bare node:http server answering the
//   same status and JSON. What differs is what wraps every request: the request id, the security
//   headers, the body limit, the error path and the log line (at info, as in production).
// - An authenticated read: GET /api/me as a member against me-peer.ts, which verifies the same token
//   with the same library, runs the same statement through a pg pool of the same size and answers the
//   same JSON, on node:http alone.
// Both servers use one database of the local PostgreSQL server (PG_SERVER_URL), made and dropped here.
// Without that server the first figure is taken on the embedded one and the second is skipped.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { appBuild, nodeBundler, tempDir } from './builds.mjs';
import {
  BENCH_AUTH_SECRET,
  combineLoads,
  createMember,
  freePort,
  interleave,
  load,
  PG_SERVER_URL,
  postgresAvailable,
  repo,
  sleep,
  startServer,
} from './lib.mjs';

export const name = 'api';
export const title = 'API throughput (autocannon, 10 connections, loopback, interleaved rounds)';

/** A path no route serves: its answer is the JSON 404, made without the database. */
const UNKNOWN_API_PATH = '/api/no-such-route';

const BARE = `
const http = require('node:http');
const status = Number(process.env.STATUS);
const body = process.env.BODY;
http.createServer((req, res) => {
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

/** Runs `args` with node on a free port until stop(); `url` once it answers at all. */
async function startPeer(args, env, route = '/') {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}${route}`;
  for (let i = 0; i < 200 && child.exitCode === null; i++) {
    try {
      await fetch(url);
      break;
    } catch {
      await sleep(50);
    }
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A bare node:http server answering every request with `status` and the JSON `body`. */
export const startBare = ({ status = 200, body = JSON.stringify({ status: 'ok' }) } = {}) =>
  startPeer(['-e', BARE], { STATUS: String(status), BODY: body });

/** me-peer.ts, bundled beside a link to node_modules (its packages stay outside the bundle). */
async function mePeerBundle() {
  const dir = tempDir('me-peer');
  const outfile = path.join(dir, 'me-peer.mjs');
  await nodeBundler(dir)({ entryPoints: [path.join(repo, 'scripts/bench/me-peer.ts')], outfile });
  return outfile;
}

/** Runs `sql` on the local server's maintenance database. */
async function onServer(sql) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: PG_SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database of its own on the local PostgreSQL server: its URL, and drop(). */
async function temporaryDatabase() {
  const database = `sos_bench_api_${randomBytes(4).toString('hex')}`;
  await onServer(`create database ${database}`);
  const url = new URL(PG_SERVER_URL);
  url.pathname = `/${database}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${database} with (force)`) };
}

export const describe = (r) => `${Math.round(r.rps)} req/s`;
export const latencies = (r) =>
  `p50 ${r.p50} ms, p99 ${r.p99} ms${r.errors ? `, ${r.errors} errors` : ''}${r.rounds ? ` (rounds ${r.rounds.join('/')} req/s)` : ''}`;

export async function run({ duration = 3, rounds = 3 } = {}) {
  const build = await appBuild();
  const cleanups = [];
  try {
    const database = (await postgresAvailable()) ? await temporaryDatabase() : undefined;
    if (database) cleanups.push(database.drop);
    const server = await startServer({
      root: build.root,
      dataDir: tempDir('api-data'),
      databaseUrl: database?.url,
      env: { LOG_LEVEL: 'info' },
    });
    cleanups.push(server.stop);
    const notFound = await fetch(server.base + UNKNOWN_API_PATH);
    const { status } = notFound;
    const bare = await startBare({ status, body: await notFound.text() });
    cleanups.push(bare.stop);
    const warmup = (round) => (round === 0 ? 1 : 0);
    const tasks = {
      bare: (round) => load(bare.url, { duration, status, warmup: warmup(round) }),
      stack: (round) => load(server.base + UNKNOWN_API_PATH, { duration, status, warmup: warmup(round) }),
    };

    if (database) {
      const { member } = await createMember(server.base);
      const headers = { authorization: `Bearer ${member.access_token}` };
      const peer = await startPeer([await mePeerBundle()], {
        DATABASE_URL: database.url,
        AUTH_SECRET: BENCH_AUTH_SECRET,
      });
      cleanups.push(peer.stop);
      const [ours, theirs] = await Promise.all(
        [`${server.base}/api/me`, peer.url].map(async (url) => (await fetch(url, { headers })).text()),
      );
      if (ours !== theirs)
        throw new Error(`me-peer.ts answers ${theirs.slice(0, 120)}, SOS ${ours.slice(0, 120)}`);
      tasks.peer = (round) => load(peer.url, { duration, headers, warmup: warmup(round) });
      tasks.me = (round) => load(`${server.base}/api/me`, { duration, headers, warmup: warmup(round) });
    }

    const samples = await interleave(rounds, tasks);
    const [bareResult, stack] = [combineLoads(samples.bare), combineLoads(samples.stack)];
    const rows = [
      {
        name: `JSON 404 of an unknown /api path (no database) vs bare node:http`,
        value: describe(stack),
        peer: describe(bareResult),
        ratio: stack.rps / bareResult.rps,
        // Guards, not goals (issue 36): what a person waits for is the authenticated read below.
        target: '≥ 0.3×',
        pass: stack.rps / bareResult.rps >= 0.3 && !stack.errors,
        note: `SOS ${latencies(stack)}; bare ${latencies(bareResult)}`,
      },
    ];
    if (samples.me) {
      const [peerResult, me] = [combineLoads(samples.peer), combineLoads(samples.me)];
      rows.push({
        name: 'GET /api/me (member, PostgreSQL) vs node:http + jose + pg, same statement',
        value: describe(me),
        peer: describe(peerResult),
        ratio: me.rps / peerResult.rps,
        target: '≥ 0.7×',
        pass: me.rps / peerResult.rps >= 0.7 && !me.errors,
        note: `SOS ${latencies(me)}; peer ${latencies(peerResult)}`,
      });
    } else {
      rows.push({
        name: 'GET /api/me (member, PostgreSQL) vs node:http + jose + pg, same statement',
        skipped: `PostgreSQL unreachable at ${PG_SERVER_URL}`,
      });
    }
    return { rows };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

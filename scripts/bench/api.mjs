// API throughput and latency with autocannon on loopback: /api/health of the built server against a
// bare node:http server answering the same JSON, and an authenticated GET /api/me against /api/health.
import { spawn } from 'node:child_process';
import { appBuild, tempDir } from './builds.mjs';
import { combineLoads, createMember, freePort, interleave, load, sleep, startServer } from './lib.mjs';

export const name = 'api';
export const title = 'API throughput (autocannon, 10 connections, loopback, interleaved rounds)';

const BARE = `
const http = require('node:http');
const body = JSON.stringify({ status: 'ok' });
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

export async function startBare() {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BARE], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      await sleep(50);
    }
  }
  return {
    url: `http://127.0.0.1:${port}/api/health`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export const describe = (r) => `${Math.round(r.rps)} req/s`;
export const latencies = (r) =>
  `p50 ${r.p50} ms, p99 ${r.p99} ms${r.errors ? `, ${r.errors} errors` : ''}${r.rounds ? ` (rounds ${r.rounds.join('/')} req/s)` : ''}`;

export async function run({ duration = 3, rounds = 3 } = {}) {
  const build = await appBuild();
  const server = await startServer({ root: build.root, dataDir: tempDir('api-data') });
  const bare = await startBare();
  try {
    const { member } = await createMember(server.base);
    const auth = { authorization: `Bearer ${member.access_token}` };
    const samples = await interleave(rounds, {
      bare: (round) => load(bare.url, { duration, warmup: round === 0 ? 1 : 0 }),
      health: (round) => load(`${server.base}/api/health`, { duration, warmup: round === 0 ? 1 : 0 }),
      me: (round) => load(`${server.base}/api/me`, { duration, headers: auth, warmup: round === 0 ? 1 : 0 }),
    });
    const bareResult = combineLoads(samples.bare);
    const health = combineLoads(samples.health);
    const me = combineLoads(samples.me);
    return {
      rows: [
        {
          name: 'GET /api/health vs bare node:http',
          value: describe(health),
          peer: describe(bareResult),
          ratio: health.rps / bareResult.rps,
          target: '≥ 0.8×',
          pass: health.rps / bareResult.rps >= 0.8 && !health.errors,
          note: `health ${latencies(health)}; bare ${latencies(bareResult)}`,
        },
        {
          name: 'GET /api/me (member) vs /api/health',
          value: describe(me),
          peer: describe(health),
          ratio: me.rps / health.rps,
          target: '≥ 0.6×',
          pass: me.rps / health.rps >= 0.6 && !me.errors,
          note: `me ${latencies(me)}`,
        },
      ],
    };
  } finally {
    await bare.stop();
    await server.stop();
  }
}

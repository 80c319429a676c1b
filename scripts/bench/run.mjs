// The benchmark suite:
//   npm run bench [-- --only=bundle,api,... --runs=5 --duration=5 --memory-load=15 --load-duration=60
//                     --load-users=64 --load-think=200 --write]
// Runs each part (all by default), prints one table and, on a full run (or with --write), writes
// docs/benchmarks.md. Every figure is a ratio against a peer measured in the same run, because the
// machine is shared and absolute times are noisy. A part that cannot run says so in the table.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cleanupBuilds } from './builds.mjs';
import { median, repo } from './lib.mjs';
import { argon2Times } from './signin.mjs';

const PARTS = [
  'bundle',
  'roundtrips',
  'api',
  'signin',
  'memory',
  'pageload',
  'seal',
  'rollover',
  'pairing',
  'load',
  'scale',
];

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const only = args.only ? args.only.split(',').map((s) => s.trim()) : PARTS;
const unknown = only.filter((part) => !PARTS.includes(part));
if (unknown.length) {
  console.error(`unknown part(s): ${unknown.join(', ')}; the parts are ${PARTS.join(', ')}`);
  process.exit(2);
}
const options = {
  // Five: one load's blocking time on one host ranges from 0 to 120 ms, and a median of three flipped
  // rows near their targets from one run to the next (decision 054).
  runs: Number(args.runs ?? 5),
  duration: Number(args.duration ?? 3),
  rounds: Number(args.rounds ?? 3),
  signIns: Number(args.signins ?? 25),
  memoryLoad: Number(args['memory-load'] ?? 15),
  loadDuration: Number(args['load-duration'] ?? 60),
  loadUsers: Number(args['load-users'] ?? 64),
  loadThink: Number(args['load-think'] ?? 200),
};
const fullRun = PARTS.every((part) => only.includes(part));

/**
 * How fast the machine is just now: the median of 9 argon2id hashes (the sign-in's own work). The load
 * average misses a shared host's other tenants; this does not. The absolute figures (blocking time,
 * latencies) scale with it, the ratios far less.
 */
const cpuProbe = async () => median(await argon2Times(9));

process.chdir(repo);
const started = Date.now();
const loadBefore = os.loadavg();
const probeBefore = await cpuProbe();
const sections = [];
let interrupted = false;
const onSignal = () => {
  interrupted = true;
};
process.on('SIGINT', onSignal);

try {
  for (const part of PARTS) {
    if (!only.includes(part)) continue;
    if (interrupted) break;
    const module = await import(`./${part}.mjs`);
    const partStart = Date.now();
    process.stderr.write(`bench: ${part}…\n`);
    let result;
    try {
      result = await module.run(options);
    } catch (error) {
      result = { failed: error instanceof Error ? error.message : String(error) };
    }
    const seconds = (Date.now() - partStart) / 1000;
    process.stderr.write(`bench: ${part} done in ${seconds.toFixed(0)} s\n`);
    sections.push({ part, title: module.title, seconds, ...result });
  }
} finally {
  cleanupBuilds();
}

const cell = (value) =>
  String(value ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');
const verdict = (row) => {
  if (row.skipped) return `SKIPPED: ${row.skipped}`;
  if (row.pass === undefined || row.pass === null) return 'info';
  return row.pass ? 'pass' : '**FAIL**';
};
const lines = [
  '| part | measurement | value | peer | ratio | target | result | notes |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
];
for (const section of sections) {
  const rows = section.skipped
    ? [{ name: section.title, skipped: section.skipped }]
    : section.failed
      ? [{ name: section.title, skipped: `could not run: ${section.failed}` }]
      : section.rows;
  for (const row of rows) {
    lines.push(
      `| ${[
        section.part,
        row.name,
        row.value,
        row.peer,
        row.ratio === undefined || Number.isNaN(row.ratio) ? '' : `${row.ratio.toFixed(2)}×`,
        row.target,
        verdict(row),
        row.note,
      ]
        .map(cell)
        .join(' | ')} |`,
    );
  }
}
const table = lines.join('\n');
const probeAfter = await cpuProbe();
const totalSeconds = (Date.now() - started) / 1000;
const allRows = sections.flatMap((s) => s.rows ?? []);
const failed = allRows.filter((row) => row.pass === false).length;
const passed = allRows.filter((row) => row.pass === true).length;
/** The phone's calibration in Chromium, when the page loads ran (pageload.mjs, decision 054). */
const browserSpeed = sections.find((s) => s.hostSpeed)?.hostSpeed;
console.log(table);
console.log(
  `\n${passed} targets met, ${failed} missed; ${totalSeconds.toFixed(0)} s in all; one argon2id hash ${probeBefore.toFixed(1)} → ${probeAfter.toFixed(1)} ms${browserSpeed ? `; page loads: ${browserSpeed}` : ''}.`,
);

if (fullRun || args.write) {
  const cpus = os.cpus();
  const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  const doc = `# Benchmarks

Written by \`npm run bench\` (scripts/bench/run.mjs); do not edit by hand. Every figure is compared with
a peer measured in the same run (the machine is shared and absolute times are noisy): read the ratios.

- date: ${new Date(started).toISOString()}
- command: \`${command}\`
- machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, ${os.type()} ${os.release()}
- load average (1 min) ${loadBefore[0].toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end (other work was running)
- CPU speed: one argon2id hash (m=19456, t=2, p=1) took ${probeBefore.toFixed(1)} ms at the start and ${probeAfter.toFixed(1)} ms at the end (median of 9; 6–19 ms on this kind of machine, by its other tenants' load)
- CPU speed in Chromium, for the page loads: ${browserSpeed ?? 'not measured (no page loads in this run)'}
- Node.js ${process.version}
- run time: ${totalSeconds.toFixed(0)} s (${sections.map((s) => `${s.part} ${s.seconds.toFixed(0)} s`).join(', ')})
- parts run: ${only.join(', ')}; page loads: median of ${options.runs} runs; autocannon: ${options.rounds} interleaved rounds of ${options.duration} s per figure (1 s of warm-up first), 10 connections; sign-ins: ${options.signIns} per figure, interleaved with their peer; memory: ${options.memoryLoad} s of load; load: ${options.loadDuration} s per backend, ${options.loadUsers} virtual users, ${options.loadThink} ms mean think time

## Results

${passed} targets met, ${failed} missed.

${table}

## How each figure is measured

- **bundle**: \`vite build\` of the app (code-split routes) and of a React-only page (react and react-dom
  rendering a \`<div>\`, the floor), each into a temporary directory. A page's JavaScript is the entry
  named in index.html, its static imports (modulepreload) and its route's lazy chunks with their static
  imports (from the Vite manifest; see scripts/bench/assets.mjs), summed as gzip -9 bytes. The landing
  page is the prerendered dist/web/prerendered/index.html: it names no module, so its JavaScript is its
  inline head script (decision 011). The eager peer is the same app built with
  \`output.codeSplitting: false\`: every route in one bundle.
- **roundtrips**: Chromium opens /dashboard with a member's session in localStorage (\`sos.session\`);
  every request to /api/ until the network is idle is counted.
- **api**: autocannon against the built server on loopback (rate limits raised; logging at info, as in
  production, its lines going to /dev/null), in interleaved rounds with two peers, each in a process of
  its own. For an answer that touches no database, the JSON 404 of an unknown \`/api\` path, the peer is
  a bare \`node:http\` server answering the same status and JSON: the ratio is what the stack around
  every request costs. For \`GET /api/me\` as a member, the peer is \`scripts/bench/me-peer.ts\`:
  \`node:http\` verifying the same token with SOS's token service (jose, HS256), running the same
  statement (its SQL rendered once from \`meSelect\` in me.ts, prepared under the same name) through a
  \`pg\` pool of SOS's size, and answering the same JSON, checked byte for byte before the load. Both
  servers use one database \`sos_bench_api_<random>\` of the local PostgreSQL server (\`PG_SERVER_URL\`),
  dropped afterwards; without that server the first figure is taken on the embedded one and the
  second is skipped.
- **signin**: sequential \`POST /api/auth/token\` against one argon2id hash (m=19456, t=2, p=1) timed in
  the bench process before and after.
- **memory**: the built server (\`node --enable-source-maps\`, as \`npm start\`) on its default database,
  the embedded PostgreSQL server, in a fresh temporary DATA_DIR. The figure is the node process's RSS
  (\`VmRSS\` of \`/proc/<pid>/status\`) plus the PSS (\`Pss:\` of \`/proc/<pid>/smaps_rollup\`) of every process
  of the PostgreSQL server: the postmaster that \`$DATA_DIR/postgres/postmaster.pid\` names and all its
  descendants (backends, checkpointer, WAL writer, I/O workers…). PSS divides each page among the
  processes that map it, so the server's shared memory counts once; the notes give node and PostgreSQL
  apart. Measured after the server has idled 5 s, every 500 ms during the load (the peak) and right
  after it. The load, for \`--memory-load\` seconds: 4 loops each signing a person up, having them
  create a company or ask to join one, and signing them in (argon2id, 4 at a time in libuv's pool),
  while autocannon sends GET /api/me as a member (10 connections). Linux only; as root the server runs
  as sos-postgres, whose processes root can read.
- **pageload**: headless Chromium (/usr/bin/chromium), a fresh context per load, CDP
  \`Emulation.setCPUThrottlingRate\` and \`Network.emulateNetworkConditions\` (150 ms latency, 1.6 Mbps
  down, 750 kbps up). The CPU stands for a phone that scores 500 on Lighthouse's BenchmarkIndex
  (Lighthouse's 4× applied to the top of its high-end desktop bracket, 2,000; within its mid-tier
  mobile bracket). Just before the page loads, Chromium reads that index (our code, Lighthouse's
  definition: strings built and arrays copied per second) twice at each of eight throttling rates from
  1 to 6; the rate used is where a power law fitted to those readings gives 500, at least 1, so that
  blocking time means the same on a slow and on a quiet host (scripts/bench/phone-cpu.mjs, decision
  054). The header gives the host's index, the rate and the index read at that rate. The module pages'
  blocking time is measured as a member's, in the production build. LCP is the last \`largest-contentful-paint\` entry; TBT, as Lighthouse and web.dev define it,
  sums what each \`longtask\` lasts beyond its first 50 ms from the first contentful paint on, until the
  load event, network idle and 2 s more (what runs before anything is on screen delays the paint, which
  LCP and the own-data rows measure, but blocks no input). The app build is the production
  one: code-split routes, the landing page and /auth prerendered to HTML at build time (decision 010),
  and a member's pages as the app's shell that the app takes over (decision 025). /dashboard's LCP is
  then the welcome card's sentence, painted from HTML; when the person's own data shows is measured
  apart, as the paint of the greeting ("Welcome, {name}!", marked \`elementtiming="greeting"\`, an
  Element Timing entry), in both builds, and on /accountability and /culture as the paint of the first
  element marked \`elementtiming="own-data"\` (a goal's title, a kudos' message); its note says where the
  time went (the HTML's and the scripts' last bytes, each API request's start and end, the paint). The
  eager peer is what apps of this kind usually ship: one client-rendered bundle
  (\`output.codeSplitting: false\`), without prerendering. Both are served by the same server build.
  What a long task holds (a script's evaluation, the style, the layout, React's render) is printed by
  \`node scripts/bench/long-tasks.mjs /culture [--eager] [--built] [--slowdown=4]\`, from a trace of one load,
  with each task's heaviest code from the trace's CPU samples.
- **seal**: a pulse period's seal, in the bench process, on a database \`sos_seal_<random>\` of the local
  PostgreSQL server (\`PG_SERVER_URL\`; migrated as SOS migrates, dropped afterwards; skipped without
  that server). A company of 5,000 people in 300 teams is written in SQL: person i in team i mod 300; one
  in four also in a second team and one in twenty in a third, at offsets from the first that vary with i,
  so that most sets of teams are a few people's own (about 1,400 groups of answers, which makes the
  anonymity rules' exact check work hard); one in fifty in no team; a threshold of 5. Everyone answered
  last week's period, left unsealed, their answers carrying their teams. The product's
  \`sealClosedPeriods\` (bundled with esbuild, its figures thread's entry beside it, as in the server's
  build) seals it: it locks the period, reads the answers in groups, decides every segment's figures on
  its thread, writes the publication and deletes the answers. Meanwhile \`monitorEventLoopDelay\`
  (resolution 10 ms, which its figures count in: an idle loop reads about 10 ms) watches the bench's
  event loop, from 100 ms before to 100 ms after. The peer is the same decision, \`periodFigures\` on the
  same groups, teams and threshold, made on the main thread: its delay is how long it would hold every
  request of an instance. The publication is checked to hold what the main thread decided. Each round
  restores the answers and seals again; medians of \`--rounds\` (3).
- **rollover**: the midnight roll-over of Today's open items (\`rollOverDayItems\`, the job of the
  server's sweep), in the bench process, on a database \`sos_rollover_<random>\` of the local PostgreSQL
  server (migrated as SOS migrates, dropped afterwards; skipped without that server). 100,000 people in
  10,000 companies over four time zones each have three open items on the last day and twenty done
  ones on the days before (2.3 million rows), written in SQL and vacuumed, as autovacuum would have left
  them by midnight. The job moves the 300,000 open items in batches while this process's event loop is
  watched (\`monitorEventLoopDelay\`, from 100 ms before to 100 ms after); the peer is one \`update\`
  moving the same items at once. Each round puts the items back and vacuums first.
- **pairing**: a round of connections (\`pairRound\`, the job of the server's sweep, decision 041), in the
  bench process, on a database \`sos_pairing_<random>\` of the local PostgreSQL server (migrated as SOS
  migrates, dropped afterwards; skipped without that server). 100,000 opted-in people of one company
  in 1,000 teams, with 5,000 "don't pair me with" blocks and last round's 50,000 pairs as history, are
  written in SQL and vacuumed. The job reads them, pairs everyone in slices of 1,000 with a yield to
  the event loop between them, and writes the round, its pairs, their people and 100,000
  notifications in one transaction, while this process's event loop is watched; the written round is
  checked (no blocked pair). Each round deletes the previous one first. No peer: the target is absolute.
- **load**: a day of the API's use, compressed. 50 companies of 20 people (an admin; three teams of six
  or seven, each with its lead; four values; the pulse's threshold at 3) are written in SQL with one
  precomputed argon2id hash and a session from yesterday each (as a browser keeps one), with last
  week's pulse period closed and answered by 15 people of each company, then sealed by the product's
  own \`sealClosedPeriods\` (run from the bench, as the servers' job runs it: the figures published,
  the answers deleted), so that results and insights have figures to show; then each of the 1,000 refreshes their session through the API, which also sets
  the goals (two per company, one per team by its lead, one per person, each with two key results) and
  eight kudos per company. For \`--load-duration\` seconds (60), \`--load-users\` virtual
  users (64) each play one person's visit after another (the 1,000 taken in turn), waiting an
  exponential think time (mean \`--load-think\`, 200 ms, at most five times it) before every request: at
  most users ÷ think time (320 req/s) offered. A visit opens the dashboard (GET /api/me), then, weighted
  as a day's use: reads goals (the list, sometimes the tree, a goal page: the goal and its check-ins at
  once) and now and then checks in on one's own; reads the kudos feed, reacts, gives kudos (never past
  20 a day per sender); reads and writes the day's mood and answers the open pulse once (only when the
  server says it is unanswered); opens the notifications and marks them read; or reads the people or
  the teams. Admins and leads spend a third of their visits on insights, pulse results and the culture
  metrics; 3 % of visits sign in again with the password (and the browser's device token), 8 % refresh
  the session. Requests go over kept-alive connections (node:http), in turn to two instances on one
  database of the local PostgreSQL server (\`sos_load_<random>\`, dropped afterwards), then to one
  instance on its embedded server. Each is timed in the bench process until its answer's last byte and
  checked against the status the API gives when all is well: any other (a 5xx, an unexpected 4xx) or a
  network error counts as an error. The CPU row divides the user and system time the servers' processes
  used during the run (\`/proc/<pid>/stat\`: the node processes, and PostgreSQL's backends of that
  database or every process of the embedded server) by the requests, and gives the bench's own and the
  machine's load average: high p95s beside a small share of the cores mean that the requests waited for
  a core that other work held. The peer of every latency row is the p95 of a bare \`node:http\` server (as in
  **api**, a process of its own) that the bench asks every 50 ms throughout: the wait any request had on
  this machine and in the bench's own event loop, the measurement's floor. Memory: measured as for
  **memory**, of the embedded instance 5 s after the setup and right after the run.
- **scale**: per backend, two servers, each on its own store: one almost empty, one seeded in SQL
  (scripts/bench/seed.mjs: 100,000 people in 10,000 companies, about 145,000 join requests, a live
  session per person; a quarter of goals, about 290,000 with 1.1 million check-ins; a year of
  recognition, 2 million kudos with about 4 million recipients and 3 million reactions; a year of the
  weekly pulse, 63 periods per company with two teams each and about 5 million rows of participation, the
  closed periods stored as the seal leaves them: sealed, their figures published for the company and each
  team, about 1.9 million rows decided in SQL by the threshold's rules as the seal applies them to these
  teams, and no answers; the open period keeps its answers, 40,000; a year of weekly 1:1s, 25,000 of them
  with 1.3 million meetings, 2.7 million agenda points, 1.3 million private notes and 325,000 action
  items; a closed 360 per person, 90,000 with 1.08 million answers; a year of feedback, 1.08 million
  pieces with 640,000 lead readers, and 360,000 requests asking 720,000 people). They are measured in
  alternating rounds, the seeded one as a seeded member (and, for the pulse's results and insights, as
  its company's admin). The almost empty company is made through the API and shaped like a seeded one: an
  admin and three members, goals with check-ins, four values and 40 kudos, each to one, two or three
  people with none to three reactions, as the seed gives its posts, the same year of pulses (its
  threshold at 3, so that its figures show), a weekly 1:1 between its admin and member with twelve
  meetings held, the member's closed 360 answered by their three colleagues, and 24 pieces of feedback and 8
  requests to and from the member, so both sides answer pages of the same size and shape and
  the ratio measures the data's scale alone. The goals, feed and pulse figures are p95 of reads one at a
  time. The embedded side's memory (as for **memory**) is measured once the seeded server has served its
  reads. PostgreSQL is the local server (\`PG_SERVER_URL\`, default postgres://postgres@127.0.0.1:5432),
  in databases \`sos_bench_<random>_empty\` and \`_seeded\`, dropped afterwards.
`;
  const file = path.join(repo, 'docs/benchmarks.md');
  let text = doc;
  try {
    // Formatted as the repository's Prettier check expects (aligned table columns).
    const prettier = await import('prettier');
    text = await prettier.format(doc, { ...(await prettier.resolveConfig(file)), filepath: file });
  } catch {
    // unformatted is still correct
  }
  writeFileSync(file, text);
  console.log('wrote docs/benchmarks.md');
}
process.exit(0);

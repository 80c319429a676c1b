// Memory of the default install: the built server on its embedded PostgreSQL server (a fresh
// DATA_DIR, no DATABASE_URL), measured at idle and after a bounded load of sign-ups, companies, join
// requests, sign-ins and GET /api/me. The figure is the node process's RSS plus the PSS of every
// process of the PostgreSQL server: the postmaster that $DATA_DIR/postgres/postmaster.pid names and
// all its descendants. PSS divides each page among the processes that map it, so the server's shared
// memory counts once however many backends use it. Linux only (/proc/<pid>/smaps_rollup); as root the
// server runs as the user sos-postgres, whose processes root can read.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { appBuild, tempDir } from './builds.mjs';
import { call, createMember, load, PASSWORD, signIn, sleep, startServer } from './lib.mjs';

export const name = 'memory';
export const title = 'Memory of the embedded default (node RSS + PostgreSQL PSS)';

export const TARGET_MIB = 250;
/** How long the server idles after its start before the first measurement. */
const IDLE_SECONDS = 5;
/** Concurrent loops of writes and sign-ins during the load (argon2 runs 4 at a time in libuv's pool). */
const WRITERS = 4;
const SAMPLE_MS = 500;

const MIB = 1024 * 1024;
export const mib = (bytes) => `${(bytes / MIB).toFixed(1)} MiB`;

/** A field in kB of a /proc file such as `VmRSS:   86496 kB`, in bytes; undefined when absent. */
function procKib(file, field) {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(file, 'utf8'));
  return match ? Number(match[1]) * 1024 : undefined;
}

/** Every process whose parent chain leads to `root` (not `root` itself), from /proc/<pid>/stat. */
export function descendants(root) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(Number(entry));
  }
  const found = [];
  const queue = [root];
  while (queue.length) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

export function postmasterOf(dataDir) {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
  const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  if (path.basename(command[0]) !== 'postgres') throw new Error(`${file} names pid ${pid}, not a postgres`);
  return pid;
}

/** node's RSS and the summed PSS of the PostgreSQL server's processes, in bytes. */
export function measureMemory(nodePid, dataDir) {
  const node = procKib(`/proc/${nodePid}/status`, 'VmRSS');
  if (node === undefined) throw new Error(`the server (pid ${nodePid}) is gone`);
  const postmaster = postmasterOf(dataDir);
  let postgres = 0;
  let processes = 0;
  for (const pid of [postmaster, ...descendants(postmaster)]) {
    try {
      // A backend that has just exited (a zombie) has no Pss line; one already reaped, no file.
      const pss = procKib(`/proc/${pid}/smaps_rollup`, 'Pss');
      if (pss === undefined) continue;
      postgres += pss;
      processes++;
    } catch (error) {
      if (error.code === 'ENOENT' || error.code === 'ESRCH') continue;
      if (error.code === 'EACCES') {
        throw new Error(
          `cannot read /proc/${pid}/smaps_rollup: run the bench as root or as the server's user`,
          { cause: error },
        );
      }
      throw error;
    }
  }
  return { node, postgres, total: node + postgres, processes };
}

export const describeMemory = (m) =>
  `node RSS ${mib(m.node)}, PostgreSQL PSS ${mib(m.postgres)} over ${m.processes} processes`;

/**
 * The load: WRITERS loops, each signing a person up, having them create a company or ask to join one
 * created earlier, and signing them in with their password; and autocannon on GET /api/me (10
 * connections) for as long. Returns what was done.
 */
async function drive(base, seconds) {
  const { member } = await createMember(base, `memory-${Date.now().toString(36)}`);
  const deadline = Date.now() + seconds * 1000;
  const counts = { signUps: 0, companies: 0, joinRequests: 0, signIns: 0 };
  const codes = [];
  const writer = async (writerIndex) => {
    for (let n = 0; Date.now() < deadline; n++) {
      const email = `load-${writerIndex}-${n}-${Math.random().toString(36).slice(2, 8)}@bench.test`;
      const person = await call(base, 'POST', '/api/auth/signup', {
        email,
        password: PASSWORD,
        fullName: `Load ${writerIndex}.${n}`,
      });
      counts.signUps++;
      if (codes.length === 0 || n % 2 === 0) {
        const { company } = await call(
          base,
          'POST',
          '/api/companies',
          { name: `Load Co ${writerIndex}.${n}` },
          person.access_token,
        );
        codes.push(company.companyCode);
        counts.companies++;
      } else {
        const companyCode = codes[Math.floor(Math.random() * codes.length)];
        await call(base, 'POST', '/api/join-requests', { companyCode }, person.access_token);
        counts.joinRequests++;
      }
      await signIn(base, email);
      counts.signIns++;
    }
  };
  const [me] = await Promise.all([
    load(`${base}/api/me`, {
      headers: { authorization: `Bearer ${member.access_token}` },
      duration: seconds,
      warmup: 0,
    }),
    ...Array.from({ length: WRITERS }, (_, i) => writer(i)),
  ]);
  return { counts, me };
}

/** Stops a server left behind by a killed SOS, so that no process outlives the bench. */
export async function stopOrphan(postmaster) {
  for (const signal of ['SIGQUIT', 'SIGKILL']) {
    try {
      const command = readFileSync(`/proc/${postmaster}/cmdline`, 'utf8').split('\0');
      if (path.basename(command[0]) !== 'postgres') return;
      process.kill(postmaster, signal);
    } catch {
      return; // gone
    }
    for (let i = 0; i < 100 && existsSync(`/proc/${postmaster}`); i++) await sleep(100);
  }
}

export async function run({ memoryLoad = 15 } = {}) {
  if (process.platform !== 'linux' || !existsSync('/proc/self/smaps_rollup')) {
    return { skipped: 'needs Linux and /proc/<pid>/smaps_rollup' };
  }
  const build = await appBuild();
  const dataDir = tempDir('memory-data');
  let server;
  let postmaster;
  try {
    server = await startServer({ root: build.root, dataDir, nodeArgs: ['--enable-source-maps'] });
    postmaster = postmasterOf(dataDir);
    await sleep(IDLE_SECONDS * 1000);
    const idle = measureMemory(server.pid, dataDir);

    let peak = idle;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const now = measureMemory(server.pid, dataDir);
        if (now.total > peak.total) peak = now;
        await sleep(SAMPLE_MS);
      }
    })();
    let driven;
    try {
      driven = await drive(server.base, memoryLoad);
    } finally {
      sampling = false;
      await sampler;
    }
    const after = measureMemory(server.pid, dataDir);
    if (after.total > peak.total) peak = after;

    const { counts, me } = driven;
    const target = `< ${TARGET_MIB} MiB`;
    return {
      rows: [
        {
          name: `idle, ${IDLE_SECONDS} s after the start on a fresh DATA_DIR`,
          value: mib(idle.total),
          target,
          pass: idle.total < TARGET_MIB * MIB,
          note: describeMemory(idle),
        },
        {
          name: `peak while loaded (sampled every ${SAMPLE_MS} ms) vs idle`,
          value: mib(peak.total),
          peer: mib(idle.total),
          ratio: peak.total / idle.total,
          note: `${describeMemory(peak)}; information: the target is for idle and after the load`,
        },
        {
          name: `after ${memoryLoad} s of load vs idle`,
          value: mib(after.total),
          peer: mib(idle.total),
          ratio: after.total / idle.total,
          target,
          pass: after.total < TARGET_MIB * MIB && !me.errors,
          note:
            `${describeMemory(after)}; the load: ${counts.signUps} sign-ups, ${counts.companies} companies, ` +
            `${counts.joinRequests} join requests and ${counts.signIns} sign-ins in ${WRITERS} loops, with ` +
            `GET /api/me at ${Math.round(me.rps)} req/s (10 connections)${me.errors ? `, ${me.errors} errors` : ''}`,
        },
      ],
    };
  } finally {
    await server?.stop();
    if (postmaster) await stopOrphan(postmaster);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

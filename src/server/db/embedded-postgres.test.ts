import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDataDir } from '../../../tests/setup/temp-dirs';
import { connectDatabase } from './connect';
import {
  clearOrphanedServer,
  type EmbeddedPostgres,
  isServerOf,
  processCommandLine,
  psCommandLine,
  startEmbeddedPostgres,
} from './embedded-postgres';
import { DataDirLockedError } from './lock';
import { SERVER_USER } from './server-user';

/**
 * The embedded PostgreSQL server's life: first start, stop, a second SOS refused, the server a killed
 * SOS left running, and a stale postmaster.pid naming someone else's process. The tests share one
 * DATA_DIR, in order: initialising a cluster costs seconds, starting an initialised one well under one.
 */
const dataDir = tempDataDir('embedded');
const cluster = () => path.join(dataDir, 'postgres');
const pidFile = () => path.join(cluster(), 'postmaster.pid');
const postmasterPid = () => Number(readFileSync(pidFile(), 'utf8').split('\n')[0]);

const root = path.resolve(import.meta.dirname, '../../..');
const openScript = path.resolve(import.meta.dirname, '../../../tests/setup/open-data-dir.ts');

const children = new Set<ChildProcess>();
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  // Whatever a failed test left running on the directory is stopped before the directory goes.
  const servers = await serversOf(cluster());
  for (const pid of servers) process.kill(pid, 'SIGQUIT');
  for (const pid of servers) while (await isRunning(pid)) await new Promise((r) => setTimeout(r, 25));
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every postgres server of `directory` running on this machine (Linux: from /proc). */
async function serversOf(directory: string): Promise<number[]> {
  if (process.platform !== 'linux') {
    const pid = existsSync(pidFile()) ? postmasterPid() : undefined;
    return pid && isServerOf((await processCommandLine(pid)) ?? [], directory) ? [pid] : [];
  }
  const pids = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  const found: number[] = [];
  for (const pid of pids) if (isServerOf((await processCommandLine(pid)) ?? [], directory)) found.push(pid);
  return found;
}

function isRunning(pid: number): Promise<boolean> {
  return processCommandLine(pid).then((command) => command !== undefined);
}

async function query(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/** Runs tests/setup/open-data-dir.ts on DATA_DIR in another Node process; resolves once it answered. */
function openInAnotherProcess(mode?: 'hold') {
  // One process (not tsx's CLI, which runs the script in a child): a SIGKILL must reach the owner.
  const child = spawn(process.execPath, ['--import', 'tsx', openScript, dataDir, ...(mode ? [mode] : [])], {
    cwd: root,
  });
  children.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  const answered = new Promise<void>((resolve) => {
    child.stdout.on('data', () => stdout.includes('opened') && resolve());
    void exited.then(() => resolve());
  });
  return { child, exited, answered, stdout: () => stdout, stderr: () => stderr };
}

describe('the embedded PostgreSQL server', () => {
  it('initialises DATA_DIR/postgres on first start, serves only on its socket, and stops', async () => {
    const warnings: string[] = [];
    const server = await startEmbeddedPostgres({ dataDir, onWarning: (w) => warnings.push(w) });
    try {
      expect(server.directory).toBe(cluster());
      expect(server.url).toMatch(/^postgres:\/\/postgres@localhost\/sos\?host=/);
      const [settings] = await query(
        server.url,
        `select current_database() as db, current_setting('listen_addresses') as listen,
                current_setting('unix_socket_permissions') as socket_mode, current_setting('fsync') as fsync,
                current_setting('shared_buffers') as cache,
                current_setting('server_version_num')::int >= 180000 as pg18`,
      );
      // A small cache of its own, beside SOS on the same machine (decision 026).
      expect(settings).toEqual({
        db: 'sos',
        listen: '',
        socket_mode: '0700',
        fsync: 'on',
        cache: '32MB',
        pg18: true,
      });
      expect(postmasterPid()).toBe(server.pid);
      // The cluster and its socket are its owner's alone; as root, that owner is the server's user.
      const stat = statSync(cluster());
      expect(stat.mode & 0o777).toBe(0o700);
      if (process.getuid?.() === 0) {
        const { uid } = statSync(path.join(cluster(), 'PG_VERSION'));
        expect(uid).toBe(stat.uid);
        expect(uid).not.toBe(0);
        const command = await processCommandLine(server.pid);
        expect(command).toBeDefined();
        expect(readFileSync(`/proc/${server.pid}/status`, 'utf8')).toMatch(new RegExp(`Uid:\\s+${uid}\\s`));
        expect(SERVER_USER).toBe('sos-postgres');
        // mkdtemp made DATA_DIR 0700: opened to searching (not listing) for that user, and said so.
        expect(statSync(dataDir).mode & 0o777).toBe(0o701);
        expect(warnings).toEqual([
          `${dataDir} is now searchable by others (o+x), so that sos-postgres reaches its cluster.`,
        ]);
      } else {
        expect(warnings).toEqual([]);
      }
    } finally {
      await server.stop();
    }
    expect(await isRunning(server.pid)).toBe(false);
    expect(existsSync(pidFile())).toBe(false);
    // Stopping again is harmless.
    await server.stop();
  });

  it('refuses a second SOS on the DATA_DIR, in this process and in another, while the first runs', async () => {
    const connection = await connectDatabase({ dataDir });
    try {
      const pid = postmasterPid();
      await expect(connectDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
      const other = openInAnotherProcess();
      expect(await other.exited).toBe(1);
      expect(other.stdout()).not.toContain('opened');
      expect(other.stderr()).toContain('DataDirLockedError');
      // The first server still runs, untouched, and answers.
      expect(postmasterPid()).toBe(pid);
      expect(await connection.db.execute('select 1 as one')).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await connection.close();
    }
  });

  it('stops the server that a SIGKILLed SOS left running, and starts its own', async () => {
    const owner = openInAnotherProcess('hold');
    await owner.answered;
    expect(owner.stdout()).toBe('opened\n');
    const orphan = postmasterPid();
    owner.child.kill('SIGKILL');
    await owner.exited;
    // The server outlives the process that started it (it runs in its own process group).
    expect(await isRunning(orphan)).toBe(true);

    const warnings: string[] = [];
    const connection = await connectDatabase({ dataDir }, { onWarning: (w) => warnings.push(w) });
    try {
      expect(warnings).toEqual([
        `A PostgreSQL server (pid ${orphan}) was left running on ${cluster()}: stopping it.`,
      ]);
      expect(await isRunning(orphan)).toBe(false);
      expect(postmasterPid()).not.toBe(orphan);
      expect(await connection.db.execute('select 1 as one')).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await connection.close();
    }
  });

  it('does not signal the process a stale postmaster.pid names when it is not a server of this directory', async () => {
    const sleeper = spawn('sleep', ['60']);
    children.add(sleeper);
    const pid = sleeper.pid!;
    // As a killed server leaves it, with the pid the OS has since given to another process.
    const stale = `${pid}\n${cluster()}\n1795400000\n5432\n${cluster()}\n\n  1234  5678\nready   \n`;
    writeFileSync(pidFile(), stale);
    // The file then names this process (the new server's parent, whose pid PostgreSQL ignores) and
    // keeps the old server's shared memory key, which PostgreSQL checks before it starts.
    expect(await clearOrphanedServer(cluster())).toBe('stale');
    expect(readFileSync(pidFile(), 'utf8')).toBe(stale.replace(`${pid}\n`, `${process.pid}\n`));
    writeFileSync(pidFile(), stale);
    const warnings: string[] = [];
    let server: EmbeddedPostgres | undefined;
    try {
      server = await startEmbeddedPostgres({ dataDir, onWarning: (w) => warnings.push(w) });
      expect(warnings).toEqual([
        `${pidFile()} names pid ${pid}, which is not a PostgreSQL server of this directory: leaving that process alone.`,
      ]);
      expect(sleeper.exitCode).toBeNull();
      expect(sleeper.signalCode).toBeNull();
      expect(await isRunning(pid)).toBe(true);
      expect(postmasterPid()).toBe(server.pid);
    } finally {
      await server?.stop();
      sleeper.kill('SIGKILL');
    }
  });

  it('reports a server that exits under it', async () => {
    let report: (description: string) => void = () => {};
    const reported = new Promise<string>((resolve) => (report = resolve));
    const server = await startEmbeddedPostgres({ dataDir, onUnexpectedExit: (d) => report(d) });
    try {
      process.kill(server.pid, 'SIGQUIT');
      expect(await reported).toMatch(/^the PostgreSQL server \(pid \d+\) exited \((code \d+|SIGQUIT)\)/);
    } finally {
      await server.stop();
    }
  });

  it('starts again after a SIGKILL of the postmaster, once its busy backend has exited', async () => {
    const first = await startEmbeddedPostgres({ dataDir, onUnexpectedExit: () => {} });
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    client.on('error', () => {});
    // A backend busy computing does not notice its postmaster's death until it next waits.
    const busy = client.query('select count(*) from generate_series(1, 8000000)').then(
      () => 'answered',
      () => 'failed',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    process.kill(first.pid, 'SIGKILL');
    const warnings: string[] = [];
    const second = await startEmbeddedPostgres({ dataDir, onWarning: (w) => warnings.push(w) });
    try {
      expect(warnings).toEqual([
        `Processes of a PostgreSQL server killed on ${cluster()} still run: waiting for them.`,
      ]);
      expect(await busy).toBe('answered');
      expect(await query(second.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await client.end().catch(() => {});
      await second.stop();
    }
  });

  it('starts nothing when DATA_DIR is too deep for a socket path', async () => {
    const deep = path.join(dataDir, 'x'.repeat(100));
    await expect(startEmbeddedPostgres({ dataDir: deep })).rejects.toThrow(
      /too deep for PostgreSQL's socket/,
    );
    expect(existsSync(path.join(deep, 'postgres'))).toBe(false);
  });
});

describe('telling a server of this directory from any other process', () => {
  const directory = '/srv/sos/data/postgres';

  it('accepts only postgres with this directory as -D', () => {
    expect(isServerOf(['/opt/pg/bin/postgres', '-D', directory, '-p', '5432'], directory)).toBe(true);
    expect(isServerOf(['postgres', '-D', directory], directory)).toBe(true);
    expect(isServerOf(['/opt/pg/bin/postgres', '-D', `${directory}2`], directory)).toBe(false);
    expect(isServerOf(['/opt/pg/bin/postgres', '-D', '/srv/other/postgres'], directory)).toBe(false);
    expect(isServerOf(['sleep', '60'], directory)).toBe(false);
    expect(isServerOf(['/usr/bin/vim', '-D', directory], directory)).toBe(false);
    expect(isServerOf(['postgres: checkpointer'], directory)).toBe(false);
    expect(isServerOf([], directory)).toBe(false);
  });

  it('reads a command line through /proc or ps, and nothing for a process that is gone', async () => {
    const sleeper = spawn('sleep', ['30']);
    try {
      expect(await processCommandLine(sleeper.pid!)).toEqual(['sleep', '30']);
      expect(await psCommandLine(sleeper.pid!)).toEqual(['sleep', '30']);
    } finally {
      sleeper.kill('SIGKILL');
      await new Promise((resolve) => sleeper.on('exit', resolve));
    }
    expect(await processCommandLine(sleeper.pid!)).toBeUndefined();
    expect(await psCommandLine(sleeper.pid!)).toBeUndefined();
  });
});

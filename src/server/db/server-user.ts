import { execFile, spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Running as root. PostgreSQL refuses to, so the embedded server runs as the system user
 * `sos-postgres`, which must reach its binaries and its cluster: every folder above them searchable.
 * Where a folder is not (a clone in /root, mode 0700), SOS does not open it to everyone: it keeps what
 * the server needs in a folder of the system that root owns instead (decision 028), a copy of the
 * binaries per version and a folder of clusters per DATA_DIR, linked from `$DATA_DIR/postgres`.
 */

/** The system user the server runs as when SOS runs as root. */
export const SERVER_USER = 'sos-postgres';
/** Root's, searchable by the server's user: what it cannot reach where SOS is. */
export const SYSTEM_FOLDER = '/var/lib/sos';
/** What a folder of clusters in SYSTEM_FOLDER records: the DATA_DIR it belongs to. */
const DATA_DIR_RECORD = 'data-dir';

export interface ServerUser {
  name: string;
  uid: number;
  gid: number;
}

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function lookUpUser(name: string): Promise<ServerUser | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/**
 * The user the server runs as: none (this process's own) unless SOS runs as root, which PostgreSQL
 * refuses; then the system user `sos-postgres`, created with its own group, no home and no login
 * shell when missing. Two SOS processes starting together may both try: the loser finds the user.
 */
export async function serverUser(): Promise<ServerUser | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    const found = await lookUpUser(SERVER_USER);
    if (found) return found;
    try {
      await run('useradd', [
        '--system',
        '--user-group',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        '--comment',
        'SOS embedded PostgreSQL',
        SERVER_USER,
      ]);
    } catch (error) {
      if (attempt === 4) {
        const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
        throw new Error(
          `SOS runs as root and PostgreSQL refuses to: creating the system user ${SERVER_USER} to run it failed (${detail}). ` +
            `Create that user, run SOS as another user, or set DATABASE_URL.`,
          { cause: error },
        );
      }
      // /etc/passwd locked by a concurrent useradd, or the user just created by another process.
      await sleep(100 + Math.random() * 200);
    }
  }
  throw new Error(`Could not find the system user ${SERVER_USER}.`);
}

/** Runs `test -<flag> file` as `user`: whether that user can reach (and run, or write) it. */
export async function userCan(user: ServerUser, flag: 'x' | 'w', file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('/bin/sh', ['-c', `test -${flag} "$1"`, 'sh', file], {
      uid: user.uid,
      gid: user.gid,
      cwd: '/',
      stdio: 'ignore',
    });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/**
 * SYSTEM_FOLDER, made when missing: root's, searchable and not listable by others, and writable by
 * root alone, since the server's user runs the binaries kept in it.
 */
function systemFolder(folder = SYSTEM_FOLDER): string {
  if (!existsSync(folder)) {
    mkdirSync(folder, { recursive: true, mode: 0o711 });
    chmodSync(folder, 0o711);
  }
  const stat = lstatSync(folder);
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
    throw new Error(
      `${folder} must be a folder that root owns and only root can write (it is uid ${stat.uid}, mode ${(stat.mode & 0o7777).toString(8)}): ` +
        `SOS keeps there what ${SERVER_USER} cannot reach where SOS is.`,
    );
  }
  return folder;
}

// ---------------------------------------------------------------------------------------------------
// The binaries

/**
 * The folder (`native`, of the platform package at `packageRoot`) the server's user runs initdb and
 * postgres from: node_modules' own when it can reach them, else a copy in SYSTEM_FOLDER.
 */
export async function reachableBinaries(
  packageRoot: string,
  user: ServerUser,
  onWarning: (message: string) => void = () => {},
): Promise<string> {
  const native = path.join(packageRoot, 'native');
  if (await userCan(user, 'x', path.join(native, 'bin', 'postgres'))) return native;
  const { version } = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  const copy = copyOfBinaries(native, version);
  if (copy.made) {
    onWarning(
      `${SERVER_USER} cannot reach the PostgreSQL binaries in ${native}: they are copied into ${copy.folder}, which it runs them from.`,
    );
  }
  return copy.folder;
}

/**
 * `postgresql-<version>` in SYSTEM_FOLDER: a copy of `native` (0.4 s, 60 MB, once per version), open
 * to reading whatever the umask of npm install was. Copied aside and renamed into place, so it is
 * whole or absent; two SOS copying at once both use the one renamed first.
 */
export function copyOfBinaries(
  native: string,
  version: string,
  folder = SYSTEM_FOLDER,
): { folder: string; made: boolean } {
  const target = path.join(systemFolder(folder), `postgresql-${version}`);
  if (existsSync(target)) return { folder: target, made: false };
  const draft = mkdtempSync(`${target}.copy-`);
  try {
    cpSync(native, draft, { recursive: true, verbatimSymlinks: true });
    openToReading(draft);
    renameSync(draft, target);
    return { folder: target, made: true };
  } catch (error) {
    rmSync(draft, { recursive: true, force: true });
    if (existsSync(target)) return { folder: target, made: false };
    throw error;
  }
}

/** Folders 0755, files readable by all (executables 0755): root's, which anyone may run. */
function openToReading(dir: string) {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) openToReading(file);
    else if (entry.isFile()) chmodSync(file, statSync(file).mode & 0o111 ? 0o755 : 0o644);
  }
}

// ---------------------------------------------------------------------------------------------------
// The clusters

/**
 * The folder that holds `dataDir`'s clusters (`postgres`, and those built beside it: `postgres.init`,
 * `.import`, `.restore`), by real path. It is DATA_DIR itself, as always, unless `$DATA_DIR/postgres` is
 * a link, which names it; or SOS runs as root, DATA_DIR has no cluster yet and the server's user cannot
 * reach the folder above it: then it is a new folder of SYSTEM_FOLDER, linked from DATA_DIR before any
 * cluster is built there. A cluster already in DATA_DIR is never moved. The caller holds DATA_DIR's lock.
 */
export async function clusterFolder(
  dataDir: string,
  cluster: string,
  user: ServerUser | undefined,
  onWarning: (message: string) => void = () => {},
): Promise<string> {
  const link = path.join(dataDir, cluster);
  if (isSymlink(link)) return linkedFolder(link, cluster);
  if (!user || existsSync(link) || (await userCan(user, 'x', path.dirname(dataDir)))) return dataDir;
  const folder = newClusterFolder(dataDir, onWarning);
  symlinkSync(path.join(folder, cluster), link);
  onWarning(
    `${SERVER_USER} cannot reach ${dataDir}: its PostgreSQL cluster is kept in ${path.join(folder, cluster)}, linked from ${link}.`,
  );
  return folder;
}

/** The folder a link `$DATA_DIR/postgres` leads into; it must exist, the cluster in it need not. */
function linkedFolder(link: string, cluster: string): string {
  const target = path.resolve(path.dirname(link), readlinkSync(link));
  const folder = path.dirname(target);
  if (path.basename(target) !== cluster) {
    throw new Error(`${link} leads to ${target}: SOS expects a link to a folder named ${cluster}.`);
  }
  if (!existsSync(folder)) {
    throw new Error(
      `${link} leads to ${target}, whose folder is gone: bring it back, or remove the link to start on a new, empty database.`,
    );
  }
  return realpathSync(folder);
}

/**
 * `cluster-XXXXXX` in SYSTEM_FOLDER: root's 0711 (the server's user reaches the cluster it owns inside),
 * recording the DATA_DIR it belongs to. A new one per DATA_DIR, so that two never share a cluster and
 * a DATA_DIR removed and made again starts empty, as it would in place; the folder that the removed
 * one left is named, for the operator to remove.
 */
function newClusterFolder(dataDir: string, onWarning: (message: string) => void): string {
  const system = systemFolder();
  for (const earlier of clusterFoldersOf(dataDir, system)) {
    onWarning(
      `${earlier} holds the database of an earlier DATA_DIR at ${dataDir}, which no longer links to it: remove it (rm -r) once you no longer need it.`,
    );
  }
  const folder = mkdtempSync(path.join(system, 'cluster-'));
  chmodSync(folder, 0o711);
  writeFileSync(path.join(folder, DATA_DIR_RECORD), `${dataDir}\n`, { mode: 0o600 });
  return folder;
}

/** The folders of clusters in `system` that record `dataDir` as theirs: none unless it can be listed. */
export function clusterFoldersOf(dataDir: string, system = SYSTEM_FOLDER): string[] {
  let names: string[];
  try {
    names = readdirSync(system); // only root can list it
  } catch {
    return [];
  }
  return names
    .filter((name) => name.startsWith('cluster-'))
    .map((name) => path.join(system, name))
    .filter((folder) => {
      try {
        return readFileSync(path.join(folder, DATA_DIR_RECORD), 'utf8').trim() === dataDir;
      } catch {
        return false;
      }
    });
}

function isSymlink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

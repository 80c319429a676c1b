import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Thrown when another live process holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another SOS process (pid ${pid}). ` +
        'Stop it, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * One SOS per data directory, so one PostgreSQL server per cluster: two SOS processes would each try
 * to stop the other's server as an orphan. A lock file holding the owner's pid keeps a second process out; a lock left by a process that died (kill -9,
 * power loss) is taken over. The file is written aside and hard-linked into place, so it appears
 * atomically with its content and link() refuses when it already exists.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  const file = path.join(dataDir, 'sos.lock');
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, String(process.pid), { mode: 0o600 });
  try {
    return acquire(file, draft, dataDir);
  } finally {
    rmSync(draft, { force: true });
  }
}

function acquire(file: string, draft: string, dataDir: string): { release(): void } {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      linkSync(draft, file);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readOwner(file) === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner !== null && (owner === process.pid || isAlive(owner)))
        throw new DataDirLockedError(dataDir, owner);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}

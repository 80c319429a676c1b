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

/** The pid a lock file names: null when it names none, undefined when there is no such file. */
function readOwner(file: string): number | null | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Links the draft (this process's pid) into place: false when the file already exists. */
function linkInPlace(draft: string, file: string): boolean {
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** The data directory's lock is held by this process or by another that runs. */
const lockHeld = (pid: number) => pid === process.pid || isAlive(pid);
/**
 * A takeover guard is held by another process that runs. Taking a lock is synchronous, so a guard
 * naming this process was left by an earlier one that had the same pid.
 */
const guardHeld = (pid: number) => pid !== process.pid && isAlive(pid);

/**
 * One SOS per data directory, so one PostgreSQL server per cluster: two SOS processes would each try
 * to stop the other's server as an orphan. A lock file holding the owner's pid keeps a second process
 * out; a lock left by a process that died (kill -9, power loss) is taken over. The file is written
 * aside and hard-linked into place, so it appears atomically with its content and link() refuses when
 * it already exists.
 *
 * Taking over is where two processes starting together could both win: each sees the dead lock, one
 * removes it and links its own, then the other removes that one. So a dead lock is removed only under
 * a second lock, `sos.lock.takeover`, taken the same way and held for the instant of reading the lock
 * again and removing it: while it is held nobody else removes the lock, so the file read is the file
 * removed, and a live owner's lock is never removed. A guard whose holder died is itself removed under
 * `sos.lock.takeover.takeover`, and so on, a few levels deep at most.
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
  for (let attempt = 0; attempt < 5; attempt++) {
    if (linkInPlace(draft, file)) return heldLock(file);
    const owner = readOwner(file);
    if (owner && lockHeld(owner)) throw new DataDirLockedError(dataDir, owner);
    removeAbandoned(file, draft, lockHeld, 0);
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}

function heldLock(file: string): { release(): void } {
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      if (readOwner(file) === process.pid) rmSync(file, { force: true });
    },
  };
}

/** Levels of guards over guards: each one more needs one more process to have died inside a takeover. */
const MAX_GUARD_DEPTH = 4;
/** A guard is held for microseconds; waiting this long for one means its holder is stuck. */
const GUARD_WAIT_MS = 10_000;

/**
 * Removes `file` when no running process holds it, under the guard `${file}.takeover`: only the
 * guard's holder removes `file`, so between reading it again and removing it nothing can replace it.
 */
function removeAbandoned(file: string, draft: string, held: (pid: number) => boolean, depth: number): void {
  const guard = `${file}.takeover`;
  const deadline = Date.now() + GUARD_WAIT_MS;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`Could not take ${guard} in ${GUARD_WAIT_MS / 1000} s.`);
    if (linkInPlace(draft, guard)) {
      try {
        const owner = readOwner(file);
        if (owner !== undefined && !(owner && held(owner))) rmSync(file, { force: true });
      } finally {
        if (readOwner(guard) === process.pid) rmSync(guard, { force: true });
      }
      return;
    }
    const holder = readOwner(guard);
    if (holder && guardHeld(holder)) sleep(2);
    else if (holder !== undefined) {
      if (depth >= MAX_GUARD_DEPTH) throw new Error(`Remove ${guard}: the processes it names have died.`);
      removeAbandoned(guard, draft, guardHeld, depth + 1);
    }
  }
}

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDataDir, tempParentDir } from '../../../tests/setup/temp-dirs';
import { DataDirLockedError, lockDataDir } from './lock';

const root = tempParentDir('lock');
afterAll(() => rmSync(root, { recursive: true, force: true }));

let dirs = 0;
function dataDir(): string {
  dirs += 1;
  return tempDataDir(`data-${dirs}`, root);
}

const lockFile = (dir: string) => path.join(dir, 'sos.lock');

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  expect(child.status).toBe(0);
  expect(child.pid).toBeGreaterThan(0);
  return child.pid!;
}

function lockError(dir: string): DataDirLockedError {
  let thrown: unknown;
  try {
    lockDataDir(dir).release();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(DataDirLockedError);
  return thrown as DataDirLockedError;
}

describe('lockDataDir', () => {
  it('writes this process’s pid into DATA_DIR/sos.lock and leaves no draft behind', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    expect(readdirSync(dir)).toEqual(['sos.lock']);
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a second lock on the same directory, naming it and its owner', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    const error = lockError(dir);
    expect(error.name).toBe('DataDirLockedError');
    expect(error.message).toContain(dir);
    expect(error.message).toContain(`pid ${process.pid}`);
    // The refused attempt leaves the holder's lock in place.
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('can be taken again after release, and releasing twice is harmless', () => {
    const dir = dataDir();
    const first = lockDataDir(dir);
    first.release();
    const second = lockDataDir(dir);
    first.release();
    expect(existsSync(lockFile(dir))).toBe(true);
    lockError(dir);
    second.release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('locks each directory apart', () => {
    const a = lockDataDir(dataDir());
    const b = lockDataDir(dataDir());
    a.release();
    b.release();
  });

  it('takes over a lock left by a process that died', () => {
    const dir = dataDir();
    writeFileSync(lockFile(dir), String(deadPid()));
    const lock = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    lockError(dir);
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('takes over a lock file that names no process', () => {
    for (const content of ['', 'not a pid', '-4', '0']) {
      const dir = dataDir();
      writeFileSync(lockFile(dir), content);
      const lock = lockDataDir(dir);
      expect(readFileSync(lockFile(dir), 'utf8'), content).toBe(String(process.pid));
      lock.release();
    }
  });

  it('refuses while another live process holds the lock', () => {
    const dir = dataDir();
    // The parent of this test process is alive for as long as the test runs.
    writeFileSync(lockFile(dir), String(process.ppid));
    expect(lockError(dir).message).toContain(`pid ${process.ppid}`);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.ppid));
  });

  it('does not remove, on release, a lock that another process now owns', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    // Say an operator removed our lock and another process took the directory.
    writeFileSync(lockFile(dir), String(process.ppid));
    lock.release();
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.ppid));
  });
});

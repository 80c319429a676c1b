import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
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

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
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
    const [first, second] = [dataDir(), dataDir()];
    const a = lockDataDir(first);
    const b = lockDataDir(second);
    // Both held at once, each in its own directory; releasing one leaves the other held.
    expect([readFileSync(lockFile(first), 'utf8'), readFileSync(lockFile(second), 'utf8')]).toEqual([
      String(process.pid),
      String(process.pid),
    ]);
    a.release();
    expect(existsSync(lockFile(first))).toBe(false);
    expect(existsSync(lockFile(second))).toBe(true);
    lockError(second);
    b.release();
    expect(existsSync(lockFile(second))).toBe(false);
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

  it('clears takeover guards left by processes that died inside a takeover, then takes over', () => {
    const dir = dataDir();
    writeFileSync(lockFile(dir), String(deadPid()));
    // Two levels of guards: one naming a dead process, the one over it naming nobody.
    writeFileSync(`${lockFile(dir)}.takeover`, String(deadPid()));
    writeFileSync(`${lockFile(dir)}.takeover.takeover`, 'not a pid');
    const lock = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    expect(readdirSync(dir)).toEqual(['sos.lock']);
    lock.release();
  });

  it('takes over a guard naming this process’s pid: one left by an earlier process that had it', () => {
    const dir = dataDir();
    writeFileSync(lockFile(dir), String(deadPid()));
    writeFileSync(`${lockFile(dir)}.takeover`, String(process.pid));
    const lock = lockDataDir(dir);
    expect(readdirSync(dir)).toEqual(['sos.lock']);
    lock.release();
  });

  it('waits while a live process holds the takeover guard, then takes over once it lets go', async () => {
    const dir = dataDir();
    const guard = `${lockFile(dir)}.takeover`;
    const letGo = path.join(root, `let-go-${dirs}`);
    writeFileSync(lockFile(dir), String(deadPid()));
    // A live process holds the guard for a second, then notes the time and lets go of it.
    const holder = spawn(process.execPath, [
      '-e',
      `const fs = require('node:fs');
       const [guard, letGo] = process.argv.slice(1);
       fs.writeFileSync(guard, String(process.pid));
       console.log('held');
       setTimeout(() => {
         const at = Date.now();
         fs.rmSync(guard, { force: true });
         fs.writeFileSync(letGo, String(at));
       }, 1000);`,
      guard,
      letGo,
    ]);
    const exited = new Promise((resolve) => holder.on('exit', resolve));
    await new Promise((resolve) => holder.stdout.once('data', resolve));

    const started = Date.now();
    const lock = lockDataDir(dir);
    const finished = Date.now();
    await exited;
    const letGoAt = Number(readFileSync(letGo, 'utf8'));
    expect(started).toBeLessThan(letGoAt);
    expect(finished).toBeGreaterThanOrEqual(letGoAt);
    expect(readdirSync(dir)).toEqual(['sos.lock']);
    lock.release();
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

describe('lockDataDir, raced by processes starting at the same instant', () => {
  const ROUNDS = 50;
  const CONTENDERS = 4;
  const projectRoot = path.resolve(import.meta.dirname, '../../..');

  /** A process of tests/setup/lock-contender.ts, and its answers, one per round. */
  function startContender() {
    const child: ChildProcessWithoutNullStreams = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/setup/lock-contender.ts'],
      { cwd: projectRoot, env: { PATH: process.env.PATH } },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    return {
      pid: child.pid!,
      send: (line: string) => child.stdin.write(`${line}\n`),
      async answer(): Promise<{ won?: true; refusedBy?: number; error?: string }> {
        const next = await answers.next();
        if (next.done) throw new Error(`contender ${child.pid} exited: ${stderr}`);
        return JSON.parse(next.value) as { won?: true; refusedBy?: number; error?: string };
      },
      async stop() {
        child.stdin.end();
        await exited;
      },
    };
  }

  it(`lets exactly one of ${CONTENDERS} processes take over a dead lock, ${ROUNDS} rounds`, async () => {
    const contenders = Array.from({ length: CONTENDERS }, startContender);
    try {
      let dead = deadPid();
      const tally: string[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        const dir = dataDir();
        // The machine may have given the dead pid to a new process by now (pids wrap around).
        if (isRunning(dead)) dead = deadPid();
        writeFileSync(lockFile(dir), String(dead));
        // Far enough ahead for every contender to have read its line, on a busy machine too.
        const startAt = Date.now() + 40;
        for (const contender of contenders) contender.send(`${dir} ${startAt}`);
        const answers = await Promise.all(contenders.map((contender) => contender.answer()));

        const winners = contenders.filter((_, i) => answers[i]!.won);
        tally.push(answers.map((answer) => (answer.won ? 'W' : answer.refusedBy ? 'r' : 'E')).join(''));
        expect(
          winners.map((winner) => winner.pid),
          `round ${round}: ${JSON.stringify(answers)}`,
        ).toHaveLength(1);
        const winner = winners[0]!.pid;
        // Every other one was refused by the winner, the lock names it, and no file is left beside it.
        expect(answers.filter((answer) => !answer.won)).toEqual(
          Array(CONTENDERS - 1).fill({ refusedBy: winner }),
        );
        expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(winner));
        expect(readdirSync(dir)).toEqual(['sos.lock']);
      }
      process.stdout.write(`lock races, one line per round (W won, r refused): ${tally.join(' ')}\n`);
    } finally {
      await Promise.all(contenders.map((contender) => contender.stop()));
    }
  }, 60_000);
});

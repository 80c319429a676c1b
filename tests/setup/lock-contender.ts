import { createInterface } from 'node:readline';
import { DataDirLockedError, lockDataDir } from '../../src/server/db/lock';

/**
 * One of several processes racing for a DATA_DIR's lock (src/server/db/lock.test.ts). It reads rounds
 * from stdin, one line each: `<DATA_DIR> <start time, ms since the epoch>`. It waits for that instant
 * (the last milliseconds spinning, so that every contender calls lockDataDir within a fraction of a
 * millisecond of the others), tries to lock, and prints one JSON line: `{"won":true}`,
 * `{"refusedBy":<pid>}` or `{"error":"…"}`. A won lock is held until the next line arrives, so the
 * others race against a live owner, and released then. It exits when stdin closes.
 */
const now = () => performance.timeOrigin + performance.now();
const SPIN_MS = 3;

async function atInstant(startAt: number): Promise<void> {
  const wait = startAt - now() - SPIN_MS;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  while (now() < startAt) {
    // Spin: a timer fires a millisecond or more late, and unevenly from process to process.
  }
}

function attempt(dataDir: string): { result: object; release?: () => void } {
  try {
    const lock = lockDataDir(dataDir);
    return { result: { won: true }, release: () => lock.release() };
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      const pid = /\(pid (\d+)\)/.exec(error.message)?.[1];
      return { result: { refusedBy: Number(pid) } };
    }
    return { result: { error: error instanceof Error ? error.message : String(error) } };
  }
}

let held: (() => void) | undefined;
for await (const line of createInterface({ input: process.stdin })) {
  held?.();
  held = undefined;
  const [dataDir, startAt] = line.split(' ');
  if (!dataDir || !startAt) continue;
  await atInstant(Number(startAt));
  const { result, release } = attempt(dataDir);
  held = release;
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
held?.();

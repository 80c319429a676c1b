import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'build-quietly.mjs');
let bin: string | undefined;
afterEach(() => {
  if (bin) rmSync(bin, { recursive: true, force: true });
});

/** Runs the script with an `npm` of our own first on the PATH: a build that prints 60 lines. */
function runWithBuild(exitCode: number) {
  bin = mkdtempSync(path.join(os.tmpdir(), 'sos-build-quietly-'));
  writeFileSync(
    path.join(bin, 'npm'),
    `#!/bin/sh\nfor i in $(seq 1 60); do echo "build line $i"; done\necho "a warning" >&2\nexit ${exitCode}\n`,
  );
  chmodSync(path.join(bin, 'npm'), 0o755);
  return spawnSync(process.execPath, [script], {
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
  });
}

describe('npm start’s build (scripts/build-quietly.mjs)', () => {
  it('prints one line when the build succeeds', () => {
    const run = runWithBuild(0);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Built SOS in \d+\.\d s \(npm run build shows the details\)\.\n$/);
    expect(run.stderr).toBe('');
  });

  it('prints all the build said, and fails with its code, when the build fails', () => {
    const run = runWithBuild(3);
    expect(run.status).toBe(3);
    expect(run.stderr).toContain('build line 1\n');
    expect(run.stderr).toContain('build line 60\n');
    expect(run.stderr).toContain('a warning');
    expect(run.stderr).toContain('The build failed (exit code 3)');
  });
});

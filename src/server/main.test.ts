import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeDataDir, tempDataDir } from '../../tests/setup/temp-dirs';

/** main.ts as an operator meets it: a real process, its exit code and what it prints. */
const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await removeDataDir(dir);
});

function tempDir() {
  const dir = tempDataDir('main');
  dirs.push(dir);
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

async function waitForHealth(port: number) {
  for (let i = 0; i < 300; i++) {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (response?.ok) return response.json();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server never became healthy');
}

describe('starting SOS', () => {
  it('refuses invalid configuration with one line and exit code 1', async () => {
    const main = startMain({ PORT: 'abc', DATA_DIR: tempDir() });
    expect(await main.exited).toBe(1);
    expect(main.stderr()).toBe('Invalid configuration: PORT must be a whole number from 1 to 65535.\n');
  });

  it('serves on an empty DATA_DIR, refuses a second process there, and stops cleanly on SIGTERM', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const main = startMain({ PORT: String(port), DATA_DIR: dataDir });
    expect(await waitForHealth(port)).toEqual({ status: 'ok' });
    expect(existsSync(path.join(dataDir, 'sos.lock'))).toBe(true);

    const second = startMain({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toMatch(
      /^SOS could not start: The data directory .* is in use by another SOS process/,
    );
    expect(second.stderr().trim().split('\n')).toHaveLength(1);

    main.child.kill('SIGTERM');
    expect(await main.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'sos.lock'))).toBe(false);
  });
});

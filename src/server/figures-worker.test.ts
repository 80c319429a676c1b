import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { FiguresThread } from './figures-worker';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

describe('the server’s build (npm run build:server)', () => {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'sos-build-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('emits the figures thread’s entry beside main.js, and a thread started from it decides figures', async () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const command = scripts['build:server']!;
    expect(command).toContain('--outdir=dist/server');
    // The script as npm runs it, into a directory of its own so that nobody's dist/ is touched.
    await run('sh', ['-c', command.replace('--outdir=dist/server', `--outdir=${outdir}`)], {
      cwd: root,
      env: {
        ...process.env,
        PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
      },
    });
    expect(existsSync(path.join(outdir, 'main.js'))).toBe(true);
    expect(existsSync(path.join(outdir, 'figures-worker.js'))).toBe(true);

    // The built module starts its thread from the file beside it, as main.js's seal does.
    const built = (await import(pathToFileURL(path.join(outdir, 'figures-worker.js')).href)) as {
      figuresThread: () => FiguresThread;
    };
    const thread = built.figuresThread();
    try {
      const sums = { enps: 27, workload: 9, stress: 6, recognition: 12, clarity: 15 };
      const figures = await thread.decide({
        groups: [{ teamIds: [], count: 3, sums, promoters: 2, detractors: 0 }],
        teamIds: [],
        k: 3,
      });
      expect(figures.get('company')).toEqual({
        suppressed: false,
        respondents: 3,
        scores: { enps: 67, workload: 3, stress: 2, recognition: 4, clarity: 5 },
      });
    } finally {
      await thread.close();
    }
  });
});

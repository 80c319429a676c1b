import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import zones of eslint.config.js, run through ESLint itself on snippets placed in the repository
 * by their file name: the same config `npm run lint` reads, so a rule that stops reporting fails here.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The import-zone errors ESLint reports for `code` as if it were the file `file`. */
async function zoneErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId?.endsWith('import-zones')).map((m) => m.message);
}

const importing = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe('the server import zones', { timeout: 60_000 }, () => {
  it("reports a module importing another module's file", async () => {
    expect(await zoneErrors('src/server/goals/x.ts', importing('../culture/feed'))).toEqual([
      expect.stringContaining('the goals module does not import culture/feed'),
    ]);
  });

  it('lets a module import db/, http/, auth/, the root files it is handed, src/shared and itself', async () => {
    const code = [
      '../db/rows',
      '../http/contract-routes',
      '../auth/caller',
      '../domain-error',
      '../context',
      '../../shared/limits',
      './read',
    ]
      .map((specifier, i) => `import { x${i} } from '${specifier}';\nexport const y${i} = x${i};\n`)
      .join('');
    expect(await zoneErrors('src/server/goals/x.ts', code)).toEqual([]);
  });

  it('lets through a declared crossing only for the module it is declared for', async () => {
    expect(await zoneErrors('src/server/goals/x.ts', importing('../culture/celebrations'))).toEqual([]);
    expect(await zoneErrors('src/server/me/x.ts', importing('../goals/health'))).toEqual([]);
    expect(await zoneErrors('src/server/culture/x.ts', importing('../goals/health'))).toEqual([
      expect.stringContaining('the culture module does not import goals/health'),
    ]);
  });

  it("reports a module importing the app's wiring", async () => {
    expect(await zoneErrors('src/server/teams/x.ts', importing('../app'))).toEqual([
      expect.stringContaining('the teams module does not import app'),
    ]);
  });

  it('reports the infrastructure importing a module', async () => {
    expect(await zoneErrors('src/server/db/x.ts', importing('../goals/read'))).toEqual([
      expect.stringContaining('db/ serves every module and imports none (goals/read)'),
    ]);
  });

  it('lets tests and the root wiring import any module', async () => {
    expect(await zoneErrors('src/server/goals/x.test.ts', importing('../culture/feed'))).toEqual([]);
    expect(await zoneErrors('src/server/app.ts', importing('./goals/routes'))).toEqual([]);
  });
});

describe('the web import zones', { timeout: 60_000 }, () => {
  it('reports a feature importing another feature', async () => {
    expect(await zoneErrors('src/web/features/goals/x.tsx', importing('@/features/culture/feed'))).toEqual([
      expect.stringContaining('a feature does not import another feature (goals → culture)'),
    ]);
  });

  it('lets a page import features, and a feature import components and lib', async () => {
    expect(await zoneErrors('src/web/pages/x.tsx', importing('@/features/goals/x'))).toEqual([]);
    expect(await zoneErrors('src/web/features/goals/x.tsx', importing('@/components/ui/button'))).toEqual([]);
    expect(await zoneErrors('src/web/features/goals/x.tsx', importing('../../lib/x'))).toEqual([]);
  });

  it('reports components importing a feature', async () => {
    expect(await zoneErrors('src/web/components/x.tsx', importing('@/features/goals/x'))).toEqual([
      expect.stringContaining('components/ does not import features'),
    ]);
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
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

/** The declared crossings of eslint.config.js: [module or '*', file of another module, why]. */
async function declaredCrossings(): Promise<[string, string, string][]> {
  // A variable specifier: the config is plain JavaScript, read here as ESLint reads it.
  const config = pathToFileURL(path.join(root, 'eslint.config.js')).href;
  const { serverCrossings } = (await import(config)) as { serverCrossings: [string, string, string][] };
  return serverCrossings;
}

/** The files of src/server that the non-test files of `module` import. */
function importsOf(module: string): Set<string> {
  const imported = new Set<string>();
  // A module's files, in its subfolders too (collaboration/help, collaboration/rituals).
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(folder, entry.name));
      if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
      const file = path.join(folder, entry.name);
      for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
        if (!fileName.startsWith('.')) continue;
        imported.add(path.relative(path.join(root, 'src/server'), path.resolve(folder, fileName)));
      }
    }
  };
  walk(path.join(root, 'src/server', module));
  return imported;
}

describe('the declared crossings', () => {
  it('each name a file that exists and, for a named module, one it still imports', async () => {
    const crossings = await declaredCrossings();
    expect(crossings.length).toBeGreaterThan(0);
    for (const [module, file, why] of crossings) {
      expect(existsSync(path.join(root, 'src/server', `${file}.ts`)), file).toBe(true);
      expect(why.length, `${module} → ${file} says why`).toBeGreaterThan(10);
      if (module !== '*') expect([...importsOf(module)], `${module} → ${file}`).toContain(file);
    }
  });
});

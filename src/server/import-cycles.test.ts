import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import cycle anywhere in src/: a cycle makes the order in which modules start depend on which
 * file is loaded first, and it is the first sign of two folders that should be one, or of a piece
 * both need that belongs in a third. The imports are read with TypeScript's own pre-processor (type
 * imports count: they tie the files together all the same).
 */
const src = path.resolve(import.meta.dirname, '..');
const aliases: Record<string, string> = { '@shared/': 'shared', '@/': 'web' };
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file `specifier` names from `file` under `root`, or null for a package. */
function resolveImport(root: string, file: string, specifier: string): string | null {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  let base: string;
  if (alias) base = path.join(root, aliases[alias]!, specifier.slice(alias.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(file), specifier);
  else return null;
  base = base.replace(/\.js$/, '');
  const found = ['', ...EXTENSIONS].map((ending) => base + ending).find((candidate) => isFile(candidate));
  return found ?? null;
}

const isFile = (candidate: string) => /\.tsx?$/.test(candidate) && existsSync(candidate);

/** Every file under `root` with the files of `root` it imports. */
function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map(({ fileName }) => resolveImport(root, file, fileName));
    graph.set(
      file,
      targets.filter((target): target is string => target !== null),
    );
  }
  return graph;
}

/** The cycles of the graph, one per strongly connected component of more than one file (Tarjan). */
function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const selfImport = graph.get(file)?.includes(file) ?? false;
    if (component.length > 1 || selfImport) cycles.push(component.reverse());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

describe('imports', () => {
  it('form no cycle in src/', () => {
    const graph = importGraph(src);
    // The walk found the code: a broken resolver would find no cycle in nothing.
    expect(graph.get(path.join(src, 'server/app.ts'))).toContain(path.join(src, 'server/goals/routes.ts'));
    expect(graph.get(path.join(src, 'web/app-pages.ts'))?.length).toBeGreaterThan(0);
    const cycles = importCycles(graph).map((files) => files.map((file) => path.relative(src, file)));
    expect(cycles).toEqual([]);
  });

  it('reports a planted cycle, through relative and alias imports alike', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'sos-cycles-'));
    try {
      for (const folder of ['server', 'web', 'shared']) mkdirSync(path.join(root, folder));
      writeFileSync(path.join(root, 'server/a.ts'), "import { b } from './b';\nexport const a = b;\n");
      writeFileSync(
        path.join(root, 'server/b.ts'),
        "import type { C } from '../web/c';\nexport const b = 1;\n",
      );
      writeFileSync(path.join(root, 'web/c.ts'), "export type { A } from '@/d';\nexport type C = 1;\n");
      writeFileSync(
        path.join(root, 'web/d.ts'),
        "import { a } from '../server/a.js';\nexport type A = typeof a;\n",
      );
      writeFileSync(path.join(root, 'shared/e.ts'), "import { z } from 'zod/mini';\nexport const e = z;\n");
      const cycles = importCycles(importGraph(root));
      expect(cycles.map((files) => files.map((file) => path.relative(root, file)).sort())).toEqual([
        ['server/a.ts', 'server/b.ts', 'web/c.ts', 'web/d.ts'],
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

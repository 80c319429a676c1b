import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import base from '../vite.config';

/**
 * What each chunk of the web build is made of, by package: a build into a temporary folder whose
 * plugin prints, for every chunk, its modules' rendered (minified, not compressed) length summed per
 * package or source folder, biggest first. Decision 048 reads it.
 *
 *     CHUNKS='^(shared|member)$' npx vite build --config scripts/chunk-weights.ts
 *
 * CHUNKS, a regular expression on the chunks' names, picks which to print (all by default).
 */

const only = new RegExp(process.env.CHUNKS ?? '.');

/** `node_modules/@radix-ui/react-dialog/dist/…` → `@radix-ui/react-dialog`; `src/web/lib/…` → `src/web/lib`. */
function packageOf(id: string): string {
  const modules = id.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = id.slice(modules + 'node_modules/'.length).split('/');
    return parts.slice(0, parts[0]?.startsWith('@') ? 2 : 1).join('/');
  }
  return path.relative(process.cwd(), id).split('/').slice(0, 3).join('/');
}

const weights: Plugin = {
  name: 'sos:chunk-weights',
  generateBundle(_, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !only.test(chunk.name)) continue;
      const byPackage = new Map<string, number>();
      for (const [id, module] of Object.entries(chunk.modules))
        byPackage.set(packageOf(id), (byPackage.get(packageOf(id)) ?? 0) + module.renderedLength);
      const total = [...byPackage.values()].reduce((sum, length) => sum + length, 0);
      console.log(`\n${chunk.fileName}: ${total} B rendered`);
      for (const [name, length] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 20))
        console.log(`${String(length).padStart(9)}  ${name}`);
    }
  },
};

export default {
  ...base,
  plugins: [...(base.plugins ?? []), weights],
  build: { ...base.build, outDir: mkdtempSync(path.join(tmpdir(), 'sos-chunk-weights-')), emptyOutDir: true },
} satisfies UserConfig;

// The builds the suite compares, each in its own temporary root so that nobody's dist/ is touched:
// - app:   the production build (Vite, code-split routes, the landing page and /auth prerendered to
//          HTML as `npm run build:web` does) plus the server bundle (esbuild);
// - eager: the same app with every dynamic import inlined into one bundle (rolldown's
//          output.codeSplitting: false) and no prerendering: one client-rendered bundle, what apps of
//          this kind usually ship. The peer, served by the same server bundle;
// - floor: a React-only page (react + react-dom rendering a <div>), the floor for any React page.
// A root holds dist/web, dist/server/main.js with figures-worker.js (the entry of its figures thread)
// and links to the repository's db/ and node_modules/, the layout dist/server/main.js expects.
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressAssets } from '../compress-assets.mjs';
import { prerender } from '../prerender.mjs';
import { repo } from './lib.mjs';

// Made on first use, so that importing this module (budget.mjs does) leaves nothing behind.
let temp;
export const cleanupBuilds = () => {
  if (temp) rmSync(temp, { recursive: true, force: true });
  temp = undefined;
};
export const tempDir = (name) => {
  if (!temp) {
    temp = mkdtempSync(path.join(os.tmpdir(), 'sos-bench-'));
    // Searchable, not listable, by others (mkdtemp makes it 0700): as root, SOS runs its embedded
    // PostgreSQL server as the user sos-postgres, which must reach the DATA_DIRs made in here.
    chmodSync(temp, 0o711);
  }
  const dir = path.join(temp, name);
  mkdirSync(dir, { recursive: true });
  return dir;
};

const cache = new Map();
const once = (key, make) => {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key);
};

async function viteBuild(outDir, extra = {}, { prerendered = false } = {}) {
  const { build } = await import('vite');
  const started = performance.now();
  await build({
    configFile: path.join(repo, 'vite.config.ts'),
    root: path.join(repo, 'src/web'),
    logLevel: 'error',
    ...extra,
    build: { outDir, emptyOutDir: true, manifest: true, ...extra.build },
  });
  if (prerendered) await prerender(outDir);
  // Served as production serves a build: with its precompressed copies.
  compressAssets(outDir);
  return performance.now() - started;
}

/**
 * The server's entries, built as `npm run build:server` builds them: main.js starts its figures thread
 * from figures-worker.js beside it.
 */
const SERVER_ENTRIES = ['main', 'figures-worker'];

async function serverBundle() {
  return once('server', async () => {
    const { build } = await import('esbuild');
    const outdir = tempDir('server');
    await build({
      entryPoints: SERVER_ENTRIES.map((entry) => path.join(repo, `src/server/${entry}.ts`)),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: true,
      logLevel: 'warning',
      outdir,
    });
    return outdir;
  });
}

async function makeRoot(name, buildWeb) {
  const root = tempDir(name);
  const server = await serverBundle();
  mkdirSync(path.join(root, 'dist/server'), { recursive: true });
  for (const file of SERVER_ENTRIES.flatMap((entry) => [`${entry}.js`, `${entry}.js.map`])) {
    copyFileSync(path.join(server, file), path.join(root, 'dist/server', file));
  }
  symlinkSync(path.join(repo, 'db'), path.join(root, 'db'));
  symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'));
  const webDir = path.join(root, 'dist/web');
  const ms = await buildWeb(webDir);
  return { root, webDir, buildMs: ms };
}

/** The production build of the app with its server. */
export const appBuild = () =>
  once('app', () => makeRoot('app', (out) => viteBuild(out, {}, { prerendered: true })));

/** The same app with every route in the first download, rendered in the browser alone. */
export const eagerBuild = () =>
  once('eager', () =>
    makeRoot('eager', (out) =>
      viteBuild(out, {
        build: {
          rolldownOptions: { output: { codeSplitting: false } },
        },
      }),
    ),
  );

/** React and react-dom rendering one <div>: the least a React page can download. */
export const floorBuild = () =>
  once('floor', async () => {
    const dir = tempDir('floor-src');
    symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
    );
    writeFileSync(
      path.join(dir, 'main.js'),
      "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
        "createRoot(document.getElementById('root')).render(createElement('div', null, 'SOS'));\n",
    );
    const { build } = await import('vite');
    const outDir = tempDir('floor');
    await build({
      configFile: false,
      root: dir,
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    return { webDir: outDir };
  });

/**
 * Bundles for Node into `dir`, beside a link to the repository's node_modules (the packages stay
 * outside the bundles): a function taking esbuild's entry and output options.
 */
export function nodeBundler(dir) {
  symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
  return async (options) => {
    const { build } = await import('esbuild');
    await build({
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'warning',
      ...options,
    });
  };
}

/**
 * The product's seal as the bench calls it, in this process: `sealClosedPeriods`, `connectPostgres` and
 * `periodFigures` bundled as seal-entry.js, with figures-worker.js beside it (the seal starts its
 * thread from the file beside its bundle, as main.js does). Its packages come from the repository's
 * node_modules, linked beside them. Returns the imported module.
 */
export const sealBundle = () =>
  once('seal', async () => {
    const dir = tempDir('seal');
    const bundle = nodeBundler(dir);
    const entry = path.join(dir, 'seal-entry.js');
    await bundle({
      stdin: {
        contents: [
          "export { sealClosedPeriods } from './src/server/wellbeing/seal';",
          "export { connectDatabase, connectPostgres } from './src/server/db/connect';",
          "export { periodFigures } from './src/server/wellbeing/anonymity';",
        ].join('\n'),
        resolveDir: repo,
        sourcefile: 'seal-entry.ts',
        loader: 'ts',
      },
      outfile: entry,
    });
    await bundle({
      entryPoints: [path.join(repo, 'src/server/figures-worker.ts')],
      outfile: path.join(dir, 'figures-worker.js'),
    });
    return import(pathToFileURL(entry).href);
  });

/** The midnight roll-over as the product runs it (src/server/execution/roll-over.ts), for this process. */
export const rollOverBundle = () =>
  once('roll-over', async () => {
    const dir = tempDir('roll-over');
    const entry = path.join(dir, 'roll-over-entry.js');
    await nodeBundler(dir)({
      stdin: {
        contents: [
          "export { rollOverDayItems, ROLL_BATCH } from './src/server/execution/roll-over';",
          "export { connectDatabase, connectPostgres } from './src/server/db/connect';",
        ].join('\n'),
        resolveDir: repo,
        sourcefile: 'roll-over-entry.ts',
        loader: 'ts',
      },
      outfile: entry,
    });
    return import(pathToFileURL(entry).href);
  });

/** The pairing job of connections (decision 041) and what it runs on, bundled for the pairing part. */
export const pairingBundle = () =>
  once('pairing', async () => {
    const dir = tempDir('pairing');
    const entry = path.join(dir, 'pairing-entry.js');
    await nodeBundler(dir)({
      stdin: {
        contents: [
          "export { pairRound } from './src/server/collaboration/connections/pair-job';",
          "export { PAIRING_SLICE } from './src/server/collaboration/connections/pairing';",
          "export { roundStartOf } from './src/shared/connections-messages';",
          "export { connectDatabase, connectPostgres } from './src/server/db/connect';",
        ].join('\n'),
        resolveDir: repo,
        sourcefile: 'pairing-entry.ts',
        loader: 'ts',
      },
      outfile: entry,
    });
    return import(pathToFileURL(entry).href);
  });

// What each page of a Vite build downloads, from dist/web/index.html and the Vite manifest
// (dist/web/.vite/manifest.json, build.manifest: true). Used by the bench and by scripts/budget.mjs.
//
// A page loads: the entry named in index.html, its static imports (modulepreload links) and their
// stylesheets; then the lazy chunks of its route (router.tsx), with their static imports. Pages other
// than the landing page also load any non-route chunk the entry imports dynamically (the app shell).
// The landing page's route chunk counts only when the router is in the entry's static closure: an
// entry that renders the visitor's landing page itself loads nothing more for `/`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipBytes, repo } from './lib.mjs';

/** The route modules of each measured page, as router.tsx lazy-loads them (paths under src/web). */
export const PAGES = {
  '/': ['pages/landing'],
  '/auth': ['pages/auth'],
  '/company-setup': ['pages/company-setup'],
  '/dashboard': ['components/protected-route', 'components/app-layout', 'pages/dashboard'],
  '/accountability (Coming Soon)': [
    'components/protected-route',
    'components/app-layout',
    'pages/coming-soon',
  ],
};

/** Every module router.tsx imports lazily. */
export function routeModules() {
  const source = readFileSync(path.join(repo, 'src/web/router.tsx'), 'utf8');
  return new Set([...source.matchAll(/import\(\s*['"]@\/([^'"]+)['"]\s*\)/g)].map((m) => m[1]));
}

const stripExtension = (key) => key.replace(/\.(tsx|ts|jsx|js)$/, '');

export function readBuild(webDir) {
  const manifestFile = path.join(webDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: build with build.manifest: true`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const htmlJs = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/?([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/?([^"]+)"/g),
  ].map((m) => m[1]);
  const htmlCss = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/?([^"]+)"/g)].map((m) => m[1]);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  return { webDir, manifest, htmlJs, htmlCss, entryKey };
}

/** The JS and CSS files `page` (a key of PAGES) downloads, with their gzip sizes. */
export function pageAssets(build, page) {
  const { manifest, entryKey } = build;
  const routes = routeModules();
  const byModule = new Map(Object.keys(manifest).map((key) => [stripExtension(key), key]));
  const keys = new Set();
  const addStatic = (key) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) addStatic(imported);
  };
  addStatic(entryKey);
  if (page !== '/') {
    // The app shell: chunks the entry loads on demand that are not themselves routes.
    const queue = [...keys];
    while (queue.length) {
      const key = queue.shift();
      for (const dynamic of manifest[key]?.dynamicImports ?? []) {
        if (routes.has(stripExtension(dynamic)) || keys.has(dynamic)) continue;
        const before = new Set(keys);
        addStatic(dynamic);
        for (const added of keys) if (!before.has(added)) queue.push(added);
      }
    }
  }
  const missing = [];
  let modules = PAGES[page];
  let via = 'router';
  if (page === '/') {
    // The landing route chunk counts only when the router itself is part of the first download (a
    // chunk of the entry's static closure imports it); otherwise the entry renders the landing page
    // for a visitor by itself and the router arrives only for the other pages.
    const landingKey = byModule.get(PAGES['/'][0]);
    const viaRouter = [...keys].some((key) => (manifest[key].dynamicImports ?? []).includes(landingKey));
    if (landingKey && !viaRouter) {
      modules = [];
      via = 'entry';
    }
  }
  for (const module of modules) {
    const key = byModule.get(module);
    if (key) addStatic(key);
    else missing.push(module); // bundled into a chunk already counted, or renamed
  }
  const js = new Set(build.htmlJs.filter((file) => file.endsWith('.js')));
  const css = new Set(build.htmlCss);
  for (const key of keys) {
    if (manifest[key].file.endsWith('.js')) js.add(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  const sized = (files) =>
    [...files].map((file) => ({ file, gzip: gzipBytes(path.join(build.webDir, file)) }));
  const jsFiles = sized(js);
  const cssFiles = sized(css);
  const sum = (files) => files.reduce((total, f) => total + f.gzip, 0);
  return { js: jsFiles, css: cssFiles, jsGzip: sum(jsFiles), cssGzip: sum(cssFiles), missing, via };
}

/** Every JS file of a build, gzip-summed (for the one-bundle eager build, that is its whole download). */
export function allJs(build) {
  const files = new Set(
    Object.values(build.manifest)
      .map((chunk) => chunk.file)
      .filter((f) => f.endsWith('.js')),
  );
  return [...files].reduce((total, file) => total + gzipBytes(path.join(build.webDir, file)), 0);
}

// What each page of a Vite build downloads, from dist/web/index.html and the Vite manifest
// (dist/web/.vite/manifest.json, build.manifest: true). Used by the bench and by scripts/budget.mjs.
//
// A page loads: the entry named in index.html, its static imports (modulepreload links) and their
// stylesheets; then the lazy chunks of its route (src/web/app-pages.ts), with their static imports. Pages other
// than the landing page also load any non-route chunk the entry imports dynamically (the app shell).
// The landing page's route chunk counts only when the router is in the entry's static closure: an
// entry that renders the visitor's landing page itself loads nothing more for `/`. A prerendered
// landing page (dist/web/prerendered/index.html) that names no module script loads none: its
// JavaScript is its inline head script (decision 011).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { gzipBytes, repo } from './lib.mjs';

/** The route modules of each measured page, as src/web/app-pages.ts declares them (paths under src/web). */
export const PAGES = {
  '/': ['pages/landing'],
  '/auth': ['pages/auth'],
  '/company-setup': ['pages/company-setup'],
  '/dashboard': ['components/protected-route', 'components/app-layout', 'pages/dashboard'],
  '/accountability': ['components/protected-route', 'components/app-layout', 'pages/accountability'],
  '/goals/:id': ['components/protected-route', 'components/app-layout', 'pages/goal'],
  '/culture': ['components/protected-route', 'components/app-layout', 'pages/culture'],
  '/wellbeing': ['components/protected-route', 'components/app-layout', 'pages/wellbeing'],
  '/stress': ['components/protected-route', 'components/app-layout', 'pages/stress'],
  '/analytics': ['components/protected-route', 'components/app-layout', 'pages/analytics'],
  '/communication': ['components/protected-route', 'components/app-layout', 'pages/communication'],
  '/execution': ['components/protected-route', 'components/app-layout', 'pages/execution'],
  '/learning': ['components/protected-route', 'components/app-layout', 'pages/learning'],
  '/purpose': ['components/protected-route', 'components/app-layout', 'pages/purpose'],
  '/strategy': ['components/protected-route', 'components/app-layout', 'pages/strategy'],
  '/value': ['components/protected-route', 'components/app-layout', 'pages/value'],
  '/collaboration': ['components/protected-route', 'components/app-layout', 'pages/collaboration'],
  '/ai-companion': ['components/protected-route', 'components/app-layout', 'pages/ai-companion'],
};

/** A module's route whose own JavaScript (beyond what /dashboard loads) has a budget. */
export const MODULE_PAGES = [
  '/accountability',
  '/goals/:id',
  '/culture',
  '/wellbeing',
  '/stress',
  '/analytics',
  '/communication',
  '/execution',
  '/learning',
  '/purpose',
  '/strategy',
  '/value',
  '/collaboration',
  '/ai-companion',
];

/** Every page's and layout's file (src/web/app-pages.ts names each in a one-file glob), unsuffixed. */
export function routeModules() {
  const source = readFileSync(path.join(repo, 'src/web/app-pages.ts'), 'utf8');
  const files = [...source.matchAll(/import\.meta\.glob\(\s*['"]\.\/([^'"]+)['"]/g)].map((m) => m[1]);
  return new Set(files.map(stripExtension));
}

const stripExtension = (key) => key.replace(/\.(tsx|ts|jsx|js)$/, '');

/** The module scripts and module preloads an HTML page names. */
const namedModules = (html) =>
  [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/?([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/?([^"]+)"/g),
  ].map((m) => m[1]);
const namedStylesheets = (html) =>
  [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/?([^"]+)"/g)].map((m) => m[1]);

export function readBuild(webDir) {
  const manifestFile = path.join(webDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: build with build.manifest: true`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const htmlJs = namedModules(html);
  const htmlCss = namedStylesheets(html);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const landingFile = path.join(webDir, 'prerendered/index.html');
  const landingHtml = existsSync(landingFile) ? readFileSync(landingFile, 'utf8') : undefined;
  return { webDir, manifest, htmlJs, htmlCss, entryKey, landingHtml };
}

/** Total gzip bytes of sized files. */
const sum = (files) => files.reduce((total, f) => total + f.gzip, 0);

/** A prerendered landing page that names no module: its inline scripts are all its JavaScript. */
function scriptlessLanding(build) {
  const inline = [...build.landingHtml.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([^<]*)<\/script>/g)].map(
    (m, i) => ({
      file: `prerendered/index.html inline script ${i + 1}`,
      gzip: gzipSync(m[1], { level: 9 }).length,
    }),
  );
  const css = namedStylesheets(build.landingHtml).map((file) => ({
    file,
    gzip: gzipBytes(path.join(build.webDir, file)),
  }));
  return { js: inline, css, jsGzip: sum(inline), cssGzip: sum(css), missing: [], via: 'html' };
}

/** The JS and CSS files `page` (a key of PAGES) downloads, with their gzip sizes. */
export function pageAssets(build, page) {
  if (page === '/' && build.landingHtml !== undefined && namedModules(build.landingHtml).length === 0) {
    return scriptlessLanding(build);
  }
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
    // The app shell: what the entry loads on demand before the first render (the renderer, the app),
    // with their static imports. What those load later, when idle or on a click (the toaster, the
    // bell's panel, a dialog), is not part of the page's first load.
    for (const dynamic of manifest[entryKey].dynamicImports ?? []) {
      if (!routes.has(stripExtension(dynamic))) addStatic(dynamic);
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

// Budgets that do not depend on timing, checked in CI after `npm run build`: the landing page's
// JavaScript and CSS in gzip bytes (from dist/web/index.html and the Vite manifest), the JavaScript of
// /auth and /dashboard in gzip bytes and in files, and the number of
// API requests a member's dashboard load makes (counted in headless Chromium on the built server). The
// numbers live in scripts/budgets.json. Prints one line per budget; exit 1 when any is exceeded, or when
// Chromium is missing in CI (CI set); elsewhere that budget is skipped, and says so.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MODULE_PAGES, pageAssets, readBuild } from './bench/assets.mjs';
import { CHROMIUM, chromiumAvailable, createMember, repo, startServer } from './bench/lib.mjs';

const budgets = JSON.parse(readFileSync(path.join(repo, 'scripts/budgets.json'), 'utf8'));
// --root=DIR checks a build elsewhere (a directory holding dist/, db/ and node_modules/).
const rootArg = process.argv.find((arg) => arg.startsWith('--root='));
const root = rootArg ? path.resolve(rootArg.slice('--root='.length)) : repo;
const webDir = path.join(root, 'dist/web');
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB (${bytes} B)`;
let failures = 0;

function report(name, actual, limit, show, detail = '') {
  const ok = actual <= limit;
  if (!ok) failures += 1;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${name}: ${show(actual)} ${ok ? '≤' : '>'} budget ${show(limit)}${detail ? ` (${detail})` : ''}`,
  );
}

if (!existsSync(path.join(webDir, 'index.html'))) {
  console.log('FAIL no build in dist/web: run npm run build first');
  process.exit(1);
}

let landing;
try {
  landing = pageAssets(readBuild(webDir), '/');
} catch (error) {
  console.log(`FAIL cannot read the build: ${error.message}`);
  process.exit(1);
}
report(
  'landing page JS, gzip',
  landing.jsGzip,
  budgets.landingJsGzipBytes,
  kib,
  landing.js.map((f) => f.file.replace('assets/', '')).join(' + '),
);
report(
  'landing page CSS, gzip',
  landing.cssGzip,
  budgets.landingCssGzipBytes,
  kib,
  landing.css.map((f) => f.file.replace('assets/', '')).join(' + '),
);

// The other pages: all their JavaScript, and how many files it comes in (each a round trip on a slow
// network; decision 009).
for (const [page, key] of [
  ['/auth', 'auth'],
  ['/dashboard', 'dashboard'],
]) {
  const assets = pageAssets(readBuild(webDir), page);
  report(`${page} JS, gzip`, assets.jsGzip, budgets[`${key}JsGzipBytes`], kib);
  report(`${page} JS files`, assets.js.length, budgets[`${key}JsFiles`], String);
}

// A module's page: all the JavaScript it loads before its data, as /dashboard's (decision 048: moving
// code between chunks must not hide weight). Each page has its budget, set just above its weight when
// it last shrank, and none may pass the ceiling every module page shares (modulePageMaxGzipBytes,
// 135 KiB since issue 36).
for (const page of MODULE_PAGES) {
  const assets = pageAssets(readBuild(webDir), page);
  const own = budgets.modulePageJsGzipBytes[page];
  if (own === undefined) {
    console.log(`FAIL ${page} JS: no budget in scripts/budgets.json (modulePageJsGzipBytes)`);
    failures += 1;
    continue;
  }
  report(`${page} JS, gzip`, assets.jsGzip, Math.min(own, budgets.modulePageMaxGzipBytes), kib);
}

if (!existsSync(path.join(root, 'dist/server/main.js'))) {
  console.log('FAIL dashboard API requests: no dist/server/main.js; run npm run build first');
  failures += 1;
} else if (!chromiumAvailable() && process.env.CI) {
  // In CI a budget not checked is a budget not held: .ci/run installs Chromium before this step.
  console.log(`FAIL dashboard API requests: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
  failures += 1;
} else if (!chromiumAvailable()) {
  // Not a pass: said plainly so that a machine without a browser is noticed.
  console.log(`SKIP dashboard API requests: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
} else {
  const { dashboardRequests } = await import('./bench/roundtrips.mjs');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sos-budget-'));
  let server;
  try {
    server = await startServer({ root, dataDir });
    const { member } = await createMember(server.base);
    const load = await dashboardRequests(server.base, member);
    if (load.finalPath !== '/dashboard') {
      console.log(`FAIL dashboard API requests: the member ended on ${load.finalPath}, not /dashboard`);
      failures += 1;
    } else {
      report(
        'dashboard API requests (member)',
        load.api.length,
        budgets.dashboardApiRequests,
        String,
        load.api.join(', '),
      );
    }
  } catch (error) {
    console.log(`FAIL dashboard API requests: ${error.message}`);
    failures += 1;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(failures ? `${failures} budget(s) exceeded (scripts/budgets.json)` : 'all budgets hold');
process.exit(failures ? 1 : 0);

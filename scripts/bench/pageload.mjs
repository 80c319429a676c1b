// Page load of /, /auth and /dashboard (a signed-in member) in headless Chromium with 4x CPU slowdown
// and a slow network: LCP and total blocking time, median of a few runs, for the production build and
// for the eager build served by the same server: one client-rendered bundle without prerendering,
// what apps of this kind usually ship (the production build prerenders / and /auth, decision 010).
import path from 'node:path';
import { CPU_SLOWDOWN, launch, loadPage, NETWORK } from './browser.mjs';
import { appBuild, eagerBuild, tempDir } from './builds.mjs';
import { CHROMIUM, chromiumAvailable, createMember, gzipBytes, kib, median, startServer } from './lib.mjs';

export const name = 'pageload';
export const title = `Page load (Chromium, ${CPU_SLOWDOWN}× CPU slowdown, ${NETWORK.latency} ms RTT, ${NETWORK.downloadKbps / 1000} Mbps down)`;
const PAGES = ['/', '/auth', '/dashboard'];

export async function run({ runs = 3 } = {}) {
  if (!chromiumAvailable()) return { skipped: `no Chromium at ${CHROMIUM}` };
  const builds = { app: await appBuild(), eager: await eagerBuild() };
  const servers = {};
  const browser = await launch();
  try {
    for (const [kind, build] of Object.entries(builds)) {
      servers[kind] = await startServer({ root: build.root, dataDir: tempDir(`pageload-data-${kind}`) });
      servers[kind].session = (await createMember(servers[kind].base)).member;
    }
    const samples = { app: {}, eager: {} };
    for (let i = 0; i < runs; i++) {
      for (const page of PAGES) {
        for (const kind of ['app', 'eager']) {
          const server = servers[kind];
          const result = await loadPage(browser, server.base + page, {
            session: page === '/dashboard' ? server.session : undefined,
          });
          (samples[kind][page] ??= []).push(result);
        }
      }
    }
    const rows = [];
    for (const page of PAGES) {
      const app = samples.app[page];
      const eager = samples.eager[page];
      const lcp = median(app.map((s) => s.lcp ?? NaN));
      const eagerLcp = median(eager.map((s) => s.lcp ?? NaN));
      const ended = [...new Set(app.map((s) => s.finalPath))].join(', ');
      let note = `runs ${app.map((s) => Math.round(s.lcp ?? NaN)).join('/')} vs ${eager.map((s) => Math.round(s.lcp ?? NaN)).join('/')} ms`;
      if (ended !== page) note += `; ended on ${ended}`;
      if (page === '/') {
        const files = [...new Set(app[0].js)];
        const bytes = files.reduce((t, f) => t + gzipBytes(path.join(builds.app.webDir, f)), 0);
        note += `; the browser fetched ${files.length} JS files, ${kib(bytes)} gzip`;
      }
      rows.push({
        name: `LCP ${page}${page === '/dashboard' ? ' (member)' : ''} vs eager build`,
        value: `${Math.round(lcp)} ms`,
        peer: `${Math.round(eagerLcp)} ms`,
        ratio: lcp / eagerLcp,
        target: '≤ 0.65×',
        pass: lcp / eagerLcp <= 0.65,
        note,
      });
    }
    // LCP measures the largest paint, which on /dashboard is the welcome card's sentence, painted from
    // HTML (decision 025). When the person's own data shows is a figure of its own: the greeting.
    {
      const app = samples.app['/dashboard'].map((s) => s.greeting ?? NaN);
      const eager = samples.eager['/dashboard'].map((s) => s.greeting ?? NaN);
      rows.push({
        name: 'Greeting painted /dashboard (member) vs eager build',
        value: `${Math.round(median(app))} ms`,
        peer: `${Math.round(median(eager))} ms`,
        ratio: median(app) / median(eager),
        note: `"Welcome, {name}!", from /api/me; runs ${app.map(Math.round).join('/')} vs ${eager.map(Math.round).join('/')} ms`,
      });
    }
    for (const page of PAGES) {
      const tbt = median(samples.app[page].map((s) => s.tbt));
      const eagerTbt = median(samples.eager[page].map((s) => s.tbt));
      rows.push({
        name: `TBT ${page}`,
        value: `${Math.round(tbt)} ms`,
        peer: `${Math.round(eagerTbt)} ms`,
        target: '< 50 ms',
        pass: tbt < 50,
        note: `runs ${samples.app[page].map((s) => Math.round(s.tbt)).join('/')} ms; long tasks ${samples.app[page].map((s) => s.longTasks).join('/')}; peer = eager build`,
      });
    }
    return { rows };
  } finally {
    await browser.close();
    for (const server of Object.values(servers)) await server.stop();
  }
}

// Page load of /, /auth and /dashboard (a signed-in member) in headless Chromium with the CPU of a slow
// phone and a slow network: LCP and total blocking time, median of a few runs, for the production build
// and for the eager build served by the same server: one client-rendered bundle without prerendering,
// what apps of this kind usually ship (the production build prerenders / and /auth, decision 010). The
// module pages' blocking time too, for the production build. The CPU's slowdown is found for the host
// just before, in Chromium itself (phone-cpu.mjs, decision 054), so that the figures mean the same on a
// slow and on a quiet host.
import path from 'node:path';
import { MODULE_PAGES } from './assets.mjs';
import { launch, loadPage, NETWORK } from './browser.mjs';
import { appBuild, eagerBuild, tempDir } from './builds.mjs';
import {
  call,
  CHROMIUM,
  chromiumAvailable,
  createMember,
  gzipBytes,
  kib,
  median,
  startServer,
} from './lib.mjs';
import { calibratePhone, describePhone, PHONE_INDEX } from './phone-cpu.mjs';

export const name = 'pageload';
export const title = `Page load (Chromium, the CPU of a phone scoring ${PHONE_INDEX} on Lighthouse's BenchmarkIndex, ${NETWORK.latency} ms RTT, ${NETWORK.downloadKbps / 1000} Mbps down)`;
const PAGES = ['/', '/auth', '/dashboard'];
/**
 * When the person's own data paints, against the eager build: the dashboard's greeting, and two module
 * pages' first item of theirs (a goal's title, a kudos' message; elementtiming="own-data").
 */
const OWN_DATA = [
  { page: '/dashboard', mark: 'greeting', what: '"Welcome, {name}!", from /api/me' },
  { page: '/accountability', mark: 'ownData', what: 'their goal’s title, from GET /api/goals' },
  { page: '/culture', mark: 'ownData', what: 'the kudos they were given, from GET /api/kudos' },
];
const SIGNED_IN = new Set(OWN_DATA.map(({ page }) => page));
/** The module pages whose blocking time is measured (a page of one goal needs its id: left out). */
const MODULES = MODULE_PAGES.filter((page) => !page.includes(':') && !SIGNED_IN.has(page));

/** A member with a goal of theirs, and kudos from their admin: the data the module pages show first. */
async function memberWithData(base) {
  const { admin, member } = await createMember(base);
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await call(
    base,
    'POST',
    '/api/goals',
    {
      level: 'personal',
      title: 'Ride a bigger wave',
      startsOn: day(-3),
      dueOn: day(60),
      keyResults: [{ title: 'Waves ridden', kind: 'number', startValue: 0, targetValue: 10 }],
    },
    member.access_token,
  );
  await call(
    base,
    'POST',
    '/api/kudos',
    { recipientIds: [member.user.id], message: 'Thanks for the lesson on the point break.' },
    admin.access_token,
  );
  return member;
}

/**
 * The median moments of a page's loads, for the decision that reads them: the HTML in, the scripts
 * in, each API request's start and end (by path), the person's data painted.
 */
function whereTimeWent(samples, kind) {
  const at = (pick) => Math.round(median(samples.map(pick).map((value) => value ?? NaN)));
  const urls = [...new Set(samples.flatMap((s) => s.timeline.api.map((request) => request.url)))];
  const requests = urls.map((url) => {
    const of = (s) => s.timeline.api.find((request) => request.url === url);
    return `${url} ${at((s) => of(s)?.start)}–${at((s) => of(s)?.end)}`;
  });
  const painted = at((s) => s.greeting ?? s.ownData);
  return `${kind}: HTML ${at((s) => s.timeline.html)}, scripts ${at((s) => s.timeline.scripts)}, ${requests.join(', ')}, painted ${painted}`;
}

export async function run({ runs = 5 } = {}) {
  if (!chromiumAvailable()) return { skipped: `no Chromium at ${CHROMIUM}` };
  const builds = { app: await appBuild(), eager: await eagerBuild() };
  const servers = {};
  const browser = await launch();
  try {
    const phone = await calibratePhone(browser);
    const cpuSlowdown = phone.rate;
    const calibration = describePhone(phone);
    for (const [kind, build] of Object.entries(builds)) {
      servers[kind] = await startServer({ root: build.root, dataDir: tempDir(`pageload-data-${kind}`) });
      servers[kind].session = await memberWithData(servers[kind].base);
    }
    const samples = { app: {}, eager: {} };
    for (let i = 0; i < runs; i++) {
      for (const page of new Set([...PAGES, ...SIGNED_IN])) {
        for (const kind of ['app', 'eager']) {
          const server = servers[kind];
          const result = await loadPage(browser, server.base + page, {
            session: SIGNED_IN.has(page) ? server.session : undefined,
            cpuSlowdown,
          });
          (samples[kind][page] ??= []).push(result);
        }
      }
      // The module pages, a member's, for their blocking time: the production build's alone.
      for (const page of MODULES) {
        const result = await loadPage(browser, servers.app.base + page, {
          session: servers.app.session,
          cpuSlowdown,
        });
        (samples.app[page] ??= []).push(result);
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
    // HTML (decision 025). When the person's own data shows is a figure of its own (issue 36).
    for (const { page, mark, what } of OWN_DATA) {
      const app = samples.app[page].map((s) => s[mark] ?? NaN);
      const eager = samples.eager[page].map((s) => s[mark] ?? NaN);
      const ratio = median(app) / median(eager);
      rows.push({
        name: `Own data painted ${page} (member) vs eager build`,
        value: `${Math.round(median(app))} ms`,
        peer: `${Math.round(median(eager))} ms`,
        ratio,
        target: '≤ 0.6×',
        pass: ratio <= 0.6,
        note: `${what}; runs ${app.map(Math.round).join('/')} vs ${eager.map(Math.round).join('/')} ms; where the time went (median ms from the navigation): ${whereTimeWent(samples.app[page], 'app')}; ${whereTimeWent(samples.eager[page], 'eager')}`,
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
        note: `runs ${samples.app[page].map((s) => Math.round(s.tbt)).join('/')} ms; long tasks after the first paint ${samples.app[page].map((s) => s.longTasks).join('/')}; peer = eager build; ${calibration}`,
      });
    }
    for (const page of [...SIGNED_IN].filter((page) => page !== '/dashboard').concat(MODULES)) {
      const app = samples.app[page];
      const tbt = median(app.map((s) => s.tbt));
      const ended = [...new Set(app.map((s) => s.finalPath))].join(', ');
      rows.push({
        name: `TBT ${page} (member)`,
        value: `${Math.round(tbt)} ms`,
        target: '< 50 ms',
        pass: tbt < 50 && ended === page,
        note: `runs ${app.map((s) => Math.round(s.tbt)).join('/')} ms; long tasks after the first paint ${app.map((s) => s.longTasks).join('/')}${ended === page ? '' : `; ended on ${ended}`}; ${calibration}`,
      });
    }
    return { rows, hostSpeed: calibration };
  } finally {
    await browser.close();
    for (const server of Object.values(servers)) await server.stop();
  }
}

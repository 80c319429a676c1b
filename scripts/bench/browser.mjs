/* global window -- observe() and the init scripts run in the page */
// One page load in headless Chromium, optionally throttled (the CPU of a slow phone, a slow network),
// with LCP, total blocking time, the JS files fetched and the API requests made.
import { CHROMIUM, CHROMIUM_ARGS } from './lib.mjs';

export const NETWORK = { latency: 150, downloadKbps: 1600, uploadKbps: 750 };
const SETTLE_MS = 2000;

/**
 * Where a load's time went, from the page's own timings (ms from the navigation's start): the HTML's
 * last byte; the last script's last byte; when the app's code started and ended running (the
 * entry's first task and the page's render, as long tasks say); each API request's start and end.
 */
function timelineOf() {
  const resources = performance.getEntriesByType('resource');
  const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
  const api = resources
    .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
    .map((entry) => {
      const { pathname, search } = new URL(entry.name);
      return { url: pathname + search, start: entry.startTime, end: entry.responseEnd };
    });
  const [navigation] = performance.getEntriesByType('navigation');
  return {
    html: navigation?.responseEnd ?? null,
    scripts: scripts.length ? Math.max(...scripts.map((entry) => entry.responseEnd)) : null,
    api,
  };
}

/**
 * The page as the phone on its network: the CPU `cpuSlowdown` times slower (the rate phone-cpu.mjs
 * finds for this host), NETWORK's link.
 */
export async function slowDown(context, page, cpuSlowdown) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: NETWORK.latency,
    downloadThroughput: (NETWORK.downloadKbps * 1000) / 8,
    uploadThroughput: (NETWORK.uploadKbps * 1000) / 8,
  });
}

export async function launch() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/**
 * Registered before any script of the page, so nothing needs buffering. `greeting`: when the element
 * marked elementtiming="greeting" (the dashboard's "Welcome, {name}!", the person's own data) painted;
 * `ownData`: when the first element marked elementtiming="own-data" did (a module page's first item of
 * the person's: a goal's title, a kudos' message); `tasks`: each long task's start and duration.
 */
function observe() {
  const bench = { lcp: null, fcp: null, tasks: [], greeting: null, ownData: null };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const painted = entry.renderTime || entry.loadTime;
      if (entry.identifier === 'greeting') bench.greeting ??= painted;
      if (entry.identifier === 'own-data') bench.ownData = Math.min(bench.ownData ?? painted, painted);
    }
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Total blocking time as Lighthouse and web.dev define it: from the first contentful paint on, each
 * long task blocks input from its 50th millisecond to its end. What runs before anything is on screen
 * (the HTML's parse, the first style and layout) delays the paint, which LCP and the own-data rows
 * measure, but blocks no input the person could have given. A page that never painted counts all.
 */
export function totalBlockingTime({ fcp, tasks }) {
  const from = fcp ?? 0;
  return tasks.reduce(
    (sum, [start, duration]) => sum + Math.max(0, start + duration - Math.max(start + 50, from)),
    0,
  );
}

export async function loadPage(browser, url, { session, throttle = true, cpuSlowdown } = {}) {
  const context = await browser.newContext();
  try {
    if (session) {
      await context.addInitScript(
        (value) => window.localStorage.setItem('sos.session', value),
        JSON.stringify(session),
      );
    }
    await context.addInitScript(observe);
    const page = await context.newPage();
    if (throttle) {
      if (!cpuSlowdown) throw new Error('a throttled load needs the phone’s cpuSlowdown (phone-cpu.mjs)');
      await slowDown(context, page, cpuSlowdown);
    }
    const api = [];
    const js = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.startsWith('/api/')) api.push(`${request.method()} ${pathname}${search}`);
      if (pathname.endsWith('.js')) js.push(pathname);
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    await page.waitForTimeout(SETTLE_MS);
    const { tasks, ...metrics } = await page.evaluate(() => window.__bench);
    const timeline = await page.evaluate(timelineOf);
    return {
      ...metrics,
      tbt: totalBlockingTime({ fcp: metrics.fcp, tasks }),
      longTasks: tasks.filter(([start, duration]) => start + duration > (metrics.fcp ?? 0)).length,
      timeline,
      api,
      js,
      finalPath: new URL(page.url()).pathname,
      wallMs: Date.now() - started,
    };
  } finally {
    await context.close();
  }
}

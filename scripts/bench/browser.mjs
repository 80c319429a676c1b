/* global window -- observe() and the init scripts run in the page */
// One page load in headless Chromium, optionally throttled (4x CPU, a slow network), with LCP, total
// blocking time, the JS files fetched and the API requests made.
import { CHROMIUM, CHROMIUM_ARGS } from './lib.mjs';

export const NETWORK = { latency: 150, downloadKbps: 1600, uploadKbps: 750 };
export const CPU_SLOWDOWN = 4;
const SETTLE_MS = 2000;

export async function launch() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/**
 * Registered before any script of the page, so nothing needs buffering. `greeting`: when the element
 * marked elementtiming="greeting" (the dashboard's "Welcome, {name}!", the person's own data) painted.
 */
function observe() {
  const bench = { lcp: null, tbt: 0, longTasks: 0, greeting: null };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.identifier === 'greeting') bench.greeting ??= entry.renderTime || entry.loadTime;
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.longTasks += 1;
      if (entry.duration > 50) bench.tbt += entry.duration - 50;
    }
  }).observe({ type: 'longtask', buffered: true });
}

export async function loadPage(browser, url, { session, throttle = true } = {}) {
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
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: NETWORK.latency,
        downloadThroughput: (NETWORK.downloadKbps * 1000) / 8,
        uploadThroughput: (NETWORK.uploadKbps * 1000) / 8,
      });
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
    const metrics = await page.evaluate(() => window.__bench);
    return { ...metrics, api, js, finalPath: new URL(page.url()).pathname, wallMs: Date.now() - started };
  } finally {
    await context.close();
  }
}

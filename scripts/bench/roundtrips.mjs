// API requests a dashboard load makes for a signed-in member (session in localStorage), counted in
// Chromium without throttling: the count, not the time, is the figure.
import { launch, loadPage } from './browser.mjs';
import { appBuild, tempDir } from './builds.mjs';
import { CHROMIUM, chromiumAvailable, createMember, startServer } from './lib.mjs';

export const name = 'roundtrips';
export const title = 'Round trips';

/** Counts the /api/ requests of one dashboard load on a running server; used by budget.mjs too. */
export async function dashboardRequests(base, session) {
  const browser = await launch();
  try {
    return await loadPage(browser, `${base}/dashboard`, { session, throttle: false });
  } finally {
    await browser.close();
  }
}

export async function run() {
  if (!chromiumAvailable()) return { skipped: `no Chromium at ${CHROMIUM}` };
  const build = await appBuild();
  const server = await startServer({ root: build.root, dataDir: tempDir('roundtrips-data') });
  try {
    const { member } = await createMember(server.base);
    const result = await dashboardRequests(server.base, member);
    return {
      rows: [
        {
          name: 'API requests of a dashboard load (member)',
          value: String(result.api.length),
          target: '1',
          pass: result.api.length === 1 && result.finalPath === '/dashboard',
          note: `${result.api.join(', ') || 'none'}${result.finalPath !== '/dashboard' ? `; ended on ${result.finalPath}` : ''}`,
        },
      ],
    };
  } finally {
    await server.stop();
  }
}

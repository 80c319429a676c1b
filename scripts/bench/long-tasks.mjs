// Where a member's page load blocks the main thread: each task over 50 ms, with the events inside it
// that took longest (evaluating a script, a module, the style's recalculation, the layout, React's
// render), from a Chromium trace of the load under the bench's network and a CPU slowdown. The bench's
// TBT rows say how much; this says what.
//
//   node scripts/bench/long-tasks.mjs /culture /dashboard [--eager] [--slowdown=4]
import { launch, slowDown } from './browser.mjs';
import { appBuild, cleanupBuilds, eagerBuild, tempDir } from './builds.mjs';
import { CHROMIUM, chromiumAvailable, createMember, startServer } from './lib.mjs';

const args = process.argv.slice(2);
const pages = args.filter((arg) => arg.startsWith('/'));
const eager = args.includes('--eager');
const slowdown = Number(args.find((arg) => arg.startsWith('--slowdown='))?.split('=')[1] ?? 4);
const LONG_US = 50_000;

/** The events of a trace on a renderer's main thread that last, each with its pid. */
function mainThreadEvents(events) {
  const threads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  return events.filter((event) => event.ph === 'X' && threads.has(`${event.pid}:${event.tid}`));
}

const labelOf = (event) => {
  const data = event.args?.data ?? {};
  const where = data.url ? ` ${new URL(data.url).pathname.split('/').pop()}` : '';
  return `${event.name}${where}${data.functionName ? ` ${data.functionName}` : ''}`;
};

/** The outermost tasks over 50 ms after the first request, each with its longest inner events. */
function longTasks(events) {
  const start = Math.min(...events.filter((e) => e.name === 'ResourceSendRequest').map((e) => e.ts));
  const main = mainThreadEvents(events);
  const within = (inner, outer) =>
    inner !== outer &&
    inner.pid === outer.pid &&
    inner.ts >= outer.ts &&
    inner.ts + inner.dur <= outer.ts + outer.dur;
  const long = main.filter((event) => event.dur > LONG_US && event.ts > start);
  return long
    .filter((task) => !long.some((outer) => within(task, outer)))
    .map((task) => {
      const longest = new Map();
      for (const event of main.filter((inner) => within(inner, task))) {
        const label = labelOf(event);
        longest.set(label, Math.max(longest.get(label) ?? 0, event.dur));
      }
      const top = [...longest].sort((a, b) => b[1] - a[1]).slice(0, 6);
      return { at: (task.ts - start) / 1000, ms: task.dur / 1000, top };
    });
}

if (!chromiumAvailable()) throw new Error(`no Chromium at ${CHROMIUM}`);
const build = eager ? await eagerBuild() : await appBuild();
const server = await startServer({ root: build.root, dataDir: tempDir('long-tasks') });
const { member } = await createMember(server.base);
const browser = await launch();
try {
  for (const path of pages) {
    const context = await browser.newContext();
    await context.addInitScript(
      (value) => localStorage.setItem('sos.session', value),
      JSON.stringify(member),
    );
    const page = await context.newPage();
    await slowDown(context, page, slowdown);
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'v8.execute'] });
    await page.goto(server.base + path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(1500);
    const tasks = longTasks(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
    const blocking = tasks.reduce((sum, task) => sum + task.ms - 50, 0);
    console.log(
      `${eager ? 'eager' : 'app'} ${path}, CPU ${slowdown}× slower: ${tasks.length} long tasks, ${Math.round(blocking)} ms blocking`,
    );
    for (const task of tasks) {
      const top = task.top.map(([label, us]) => `${label} ${Math.round(us / 1000)}`).join(' · ');
      console.log(`  at ${Math.round(task.at)} ms, ${Math.round(task.ms)} ms: ${top}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  cleanupBuilds();
}

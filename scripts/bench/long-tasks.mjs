// Where a member's page load blocks the main thread: each task over 50 ms, with the events inside it
// that took longest (evaluating a script, a module, the style's recalculation, the layout, React's
// render), from a Chromium trace of the load under the bench's network and a CPU slowdown. The bench's
// TBT rows say how much; this says what.
//
// Each task's heaviest code comes from the trace's CPU samples, by file and line of the built chunk;
// the first contentful paint is marked, since blocking time counts only what follows it.
//
//   node scripts/bench/long-tasks.mjs /culture /dashboard [--eager] [--built] [--slowdown=3]
//     [--positions]
//
// --built serves the repository's own dist/ (after `npm run build`) instead of building afresh.
// --slowdown sets the CPU's throttling rate; without it, the bench's phone is found for this host
// (phone-cpu.mjs), which takes about 20 s.
// --positions adds where in a function each sample fell (line:column), for a chunk's top level, which
// is one function.
import { launch, slowDown, totalBlockingTime } from './browser.mjs';
import { appBuild, cleanupBuilds, eagerBuild, tempDir } from './builds.mjs';
import { CHROMIUM, chromiumAvailable, createMember, repo, startServer } from './lib.mjs';
import { calibratePhone, describePhone } from './phone-cpu.mjs';

const args = process.argv.slice(2);
const pages = args.filter((arg) => arg.startsWith('/'));
const eager = args.includes('--eager');
const built = args.includes('--built');
const slowdownArg = args.find((arg) => arg.startsWith('--slowdown='))?.split('=')[1];
const positions = args.includes('--positions');
const LONG_US = 50_000;
const VISITOR_PAGES = new Set(['/', '/auth']);

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

/**
 * The CPU samples of a trace's main thread as [time, frame] pairs (the sampled function's file:line
 * in its built chunk, or its name when it has no file), from its Profile and ProfileChunk events.
 */
function samplesOf(events, { pid, tid }) {
  // The profile is the thread's; its chunks, written by the sampling thread, carry the profile's id.
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile?.id);
  const start = profile?.args?.data?.startTime;
  const frames = new Map();
  const samples = [];
  let time = start ?? 0;
  for (const chunk of chunks) {
    const profile = chunk.args?.data?.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) {
      const { url, functionName, lineNumber, columnNumber } = node.callFrame;
      const file = url ? new URL(url).pathname.split('/').pop() : '';
      frames.set(
        node.id,
        file ? `${file}:${lineNumber + 1}:${columnNumber} ${functionName}` : functionName || '(program)',
      );
    }
    const { timeDeltas = [], lines = [], columns = [] } = chunk.args.data;
    (profile.samples ?? []).forEach((id, i) => {
      time += timeDeltas[i] ?? 0;
      // Where in the function the sample fell, for the top level of a chunk, which is one function.
      const at = positions && lines[i] ? ` @${lines[i]}:${columns[i]}` : '';
      samples.push([time, frames.get(id) + at]);
    });
  }
  return samples;
}

/** The code that ran longest within a task, by sampled frame, in µs (1 sample ≈ its interval). */
function heaviestCode(samples, task) {
  const inside = samples.filter(([time]) => time >= task.ts && time <= task.ts + task.dur);
  const total = new Map();
  for (let i = 1; i < inside.length; i++) {
    const [time, frame] = inside[i];
    total.set(frame, (total.get(frame) ?? 0) + time - inside[i - 1][0]);
  }
  return [...total].sort((a, b) => b[1] - a[1]).slice(0, 5);
}

/** The outermost tasks over 50 ms after the first request, each with its longest inner events. */
function longTasks(events) {
  const start = Math.min(...events.filter((e) => e.name === 'ResourceSendRequest').map((e) => e.ts));
  const main = mainThreadEvents(events);
  const samples = new Map();
  const samplesIn = ({ pid, tid }) =>
    samples.get(`${pid}:${tid}`) ??
    samples.set(`${pid}:${tid}`, samplesOf(events, { pid, tid })).get(`${pid}:${tid}`);
  // The page's renderer: the one that painted content (the browser may start others).
  const painted = events.find((e) => e.name === 'firstContentfulPaint');
  const fcp = painted?.ts;
  const within = (inner, outer) =>
    inner !== outer &&
    inner.pid === outer.pid &&
    inner.ts >= outer.ts &&
    inner.ts + inner.dur <= outer.ts + outer.dur;
  const long = main.filter(
    (event) => event.dur > LONG_US && event.ts > start && (!painted || event.pid === painted.pid),
  );
  return long
    .filter((task) => !long.some((outer) => within(task, outer)))
    .map((task) => {
      const longest = new Map();
      for (const event of main.filter((inner) => within(inner, task))) {
        const label = labelOf(event);
        longest.set(label, Math.max(longest.get(label) ?? 0, event.dur));
      }
      const top = [...longest].sort((a, b) => b[1] - a[1]).slice(0, 6);
      return {
        at: (task.ts - start) / 1000,
        ms: task.dur / 1000,
        top,
        code: heaviestCode(samplesIn(task), task),
      };
    })
    .concat(fcp === undefined ? [] : [{ at: (fcp - start) / 1000, fcp: true }])
    .sort((a, b) => a.at - b.at);
}

if (!chromiumAvailable()) throw new Error(`no Chromium at ${CHROMIUM}`);
const build = built ? { root: repo } : eager ? await eagerBuild() : await appBuild();
const server = await startServer({ root: build.root, dataDir: tempDir('long-tasks') });
const { member } = await createMember(server.base);
const browser = await launch();
try {
  let slowdown = Number(slowdownArg);
  if (!slowdownArg) {
    const phone = await calibratePhone(browser);
    console.log(describePhone(phone));
    slowdown = Number(phone.rate.toFixed(2));
  }
  for (const path of pages) {
    const context = await browser.newContext();
    // As in the bench, / and /auth are loaded as a visitor's: a member there is sent to the dashboard.
    if (!VISITOR_PAGES.has(path)) {
      await context.addInitScript(
        (value) => localStorage.setItem('sos.session', value),
        JSON.stringify(member),
      );
    }
    const page = await context.newPage();
    await slowDown(context, page, slowdown);
    await browser.startTracing(page, {
      categories: [
        'toplevel',
        'devtools.timeline',
        'v8.execute',
        'loading',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    await page.goto(server.base + path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(1500);
    const entries = longTasks(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
    const tasks = entries.filter((entry) => !entry.fcp);
    const spans = tasks.map((task) => [task.at, task.ms]);
    const fcp = entries.find((entry) => entry.fcp)?.at ?? null;
    const blocking = (from) => Math.round(totalBlockingTime({ fcp: from, tasks: spans }));
    console.log(
      `${eager ? 'eager' : 'app'} ${path}, CPU ${slowdown}× slower: ${tasks.length} long tasks, ${blocking(null)} ms over 50 ms in all, ${blocking(fcp)} ms of total blocking time (after the first contentful paint)`,
    );
    for (const task of entries) {
      if (task.fcp) {
        console.log(`  at ${Math.round(task.at)} ms: first contentful paint`);
        continue;
      }
      const top = task.top.map(([label, us]) => `${label} ${Math.round(us / 1000)}`).join(' · ');
      console.log(`  at ${Math.round(task.at)} ms, ${Math.round(task.ms)} ms: ${top}`);
      for (const [frame, us] of task.code) console.log(`      ${Math.round(us / 1000)} ms ${frame}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  cleanupBuilds();
}

/* global document -- firstLayout runs in the page */
// The phone a page load stands for, found on whatever host the bench runs (decision 054): the CPU
// throttling rate at which Chromium itself scores as that phone on Lighthouse's BenchmarkIndex.

/**
 * The phone's BenchmarkIndex: Lighthouse's default 4× slowdown applied to the top of its high-end
 * desktop bracket (1,500–2,000, where this kind of machine scores when quiet). It lies in Lighthouse's
 * mid-tier mobile bracket (125–800), between Chrome DevTools' low-tier (264, a Moto G4 Power 2022) and
 * mid-tier (1,000, a Pixel 5) presets. Sources: Lighthouse's docs/throttling.md ("Benchmarking CPU
 * Power") and DevTools' panels/mobile_throttling/CalibrationController.ts.
 */
export const PHONE_INDEX = 500;
const READINGS = 2;
const HALF_MS = 500;
const MAX_RATE = 12;

/**
 * Lighthouse's BenchmarkIndex as its page-functions.js defines it (the same two measures, our code):
 * the mean of how many 10,000-character strings the page builds one character at a time per second and
 * how many copies of a 100,000-integer array it makes per second, each divided by 10. The first leans
 * on the garbage collector, the second does not. Each is timed over `halfMs`.
 */
function benchmarkIndex(halfMs) {
  const perSecond = (step) => {
    const start = performance.now();
    let count = 0;
    // The clock is read every tenth round only, as Lighthouse does: read every round, a loop this
    // tight hits a performance cliff on some Intel CPUs (V8 issue 10954).
    while (count % 10 !== 0 || performance.now() - start < halfMs) step(count++);
    return count / 10 / ((performance.now() - start) / 1000);
  };
  const strings = perSecond(() => {
    let text = '';
    for (let i = 0; i < 10_000; i++) text += 'a';
    if (text.length !== 10_000) throw new Error('the string was not built');
  });
  const even = Array.from({ length: 100_000 }, (_, i) => i);
  const odd = [...even];
  const copies = perSecond((round) => {
    const [from, to] = round % 2 === 0 ? [even, odd] : [odd, even];
    for (let i = 0; i < from.length; i++) to[i] = from[i];
  });
  return (strings + copies) / 2;
}

/** The rates the score is read at: from none to well past the phone of the slowest host seen. */
const RATES = [1, 1.5, 2, 2.5, 3, 4, 5, 6];

/**
 * The throttling rate that makes this host the phone, read off Chromium's own score (as DevTools
 * calibrates its presets: the score is not simply the host's divided by the rate). The score is read
 * twice at each of RATES and a power law fitted to all the readings by least squares (log score
 * against log rate): one reading on a shared host can be 30 % off, and a fit weighs every reading
 * where a bisection would trust each one. Returns the host's score unthrottled (the mean of its readings),
 * the rate (at least 1: a host slower than the phone is measured as it is) and the score read at it.
 */
export async function calibratePhone(browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const scoreAt = async (rate) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      return page.evaluate(benchmarkIndex, HALF_MS);
    };
    await scoreAt(1); // V8 compiles the benchmark's code on its first rounds
    const readings = [];
    for (let i = 0; i < READINGS; i++) {
      for (const rate of RATES) readings.push([rate, await scoreAt(rate)]);
    }
    const unthrottled = readings.filter(([rate]) => rate === 1).map(([, score]) => score);
    const hostIndex = unthrottled.reduce((sum, score) => sum + score, 0) / unthrottled.length;
    const { intercept, slope } = leastSquares(
      readings.map(([rate, score]) => [Math.log(rate), Math.log(score)]),
    );
    const rate = Math.min(MAX_RATE, Math.max(1, Math.exp((Math.log(PHONE_INDEX) - intercept) / slope)));
    const phoneIndex = await scoreAt(rate);
    const layoutMs = { host: await layoutProbe(browser), phone: await layoutProbe(browser, rate) };
    return { hostIndex, rate, phoneIndex, layoutMs };
  } finally {
    await context.close();
  }
}

/** The straight line through [x, y] points that minimises the squared vertical distances. */
function leastSquares(points) {
  const n = points.length;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const covariance = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const variance = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  const slope = covariance / variance;
  return { intercept: meanY - slope * meanX, slope };
}

/**
 * A fixed page's first style and layout in a fresh page, in ms: two hundred cards of a heading, a
 * paragraph and two badges, in flex and grid, with the app's font stack. The BenchmarkIndex reads
 * JavaScript alone; on some hosts a page's style and layout are far slower beside it (decision 054,
 * 2026-11-29 addendum), and the blocking time of the same build then differs from host to host. Read
 * unthrottled and at the phone's rate, so that two runs' headers say whether their hosts compare.
 */
function firstLayout() {
  const style = document.createElement('style');
  style.textContent = [
    'body{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue","Noto Sans",Arial,sans-serif;margin:0}',
    '.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:1rem;padding:1rem}',
    '.card{display:flex;flex-direction:column;gap:.5rem;border:1px solid #ccc;border-radius:.5rem;padding:1rem}',
    '.badges{display:flex;flex-wrap:wrap;gap:.25rem}.badge{display:inline-flex;padding:0 .5rem;font-size:.75rem;border-radius:1rem;background:#eee}',
  ].join('');
  document.head.append(style);
  const cards = document.createElement('ul');
  cards.className = 'cards';
  for (let i = 0; i < 200; i++) {
    const card = document.createElement('li');
    card.className = 'card';
    card.innerHTML = `<h2>Ride a bigger wave ${i}</h2><p>Thanks for the lesson on the point break, number ${i}.</p><div class="badges"><span class="badge">Personal</span><span class="badge">On track</span></div>`;
    cards.append(card);
  }
  const start = performance.now();
  document.body.append(cards);
  void cards.getBoundingClientRect().height;
  return performance.now() - start;
}

const LAYOUT_READINGS = 5;

/** The median of `LAYOUT_READINGS` first layouts (firstLayout), each in a page of its own, at `rate`. */
export async function layoutProbe(browser, rate = 1) {
  const readings = [];
  for (let i = 0; i < LAYOUT_READINGS; i++) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      readings.push(await page.evaluate(firstLayout));
    } finally {
      await context.close();
    }
  }
  return readings.sort((a, b) => a - b)[Math.floor(readings.length / 2)];
}

/** The calibration as the bench's notes and header say it. */
export const describePhone = ({ hostIndex, rate, phoneIndex, layoutMs }) =>
  `CPU slowed ${rate.toFixed(2)}×: Chromium's BenchmarkIndex ${Math.round(hostIndex)} on this host, ${Math.round(phoneIndex)} at that rate (the phone: ${PHONE_INDEX})${layoutMs ? `; a fixed page's first layout ${layoutMs.host.toFixed(1)} ms on this host, ${Math.round(layoutMs.phone)} ms at that rate` : ''}`;

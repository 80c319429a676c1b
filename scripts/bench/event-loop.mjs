// The event loop watched around a piece of work, for the parts that run the product's jobs in this
// process (seal, rollover).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sleep } from './lib.mjs';

/** The histogram's sampling interval: an idle loop reads about this much (Node counts it in). */
export const RESOLUTION_MS = 10;
/** Watched before and after the work as well, so that a block at its very end is sampled too. */
export const MARGIN_MS = 100;

/** Runs `work` with the event loop watched from MARGIN_MS before to MARGIN_MS after: its time and the delays. */
export async function watched(work) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  await sleep(MARGIN_MS);
  const start = performance.now();
  const result = await work();
  const ms = performance.now() - start;
  await sleep(MARGIN_MS);
  histogram.disable();
  return {
    result,
    ms,
    p99: histogram.percentile(99) / 1e6,
    max: histogram.max / 1e6,
    samples: histogram.count,
  };
}

import type { Database } from '../db/connect';
import type { Logger } from '../logger';
import { deliverDue, type WorkerDeps } from './deliveries';
import { onEventQueued } from './events';

/** How often each instance looks for due deliveries: "at once" in the retry schedule is within this. */
export const DELIVERY_INTERVAL_MS = 5_000;
/**
 * After an event is queued, the worker runs this much later: the event's transaction has committed by
 * then in the ordinary case, and a burst of events is one run. The interval catches any it misses.
 */
const KICK_DELAY_MS = 1_000;

/**
 * The delivery worker's life in main.ts: one run at a time on this instance, every few seconds and
 * soon after an event is queued here; other instances run their own, the queue's locks share the
 * work. `stop` lets the batch under way finish (its tries end within their time limit) and starts no
 * other, before the database closes.
 */
export function startDeliveries(db: Database, deps: WorkerDeps & { logger: Logger }) {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  let kick: NodeJS.Timeout | undefined;
  const run = () => {
    if (running || stopping.signal.aborted) return;
    running = deliverDue(db, { ...deps, signal: stopping.signal })
      .then(() => undefined)
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'integration deliveries failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const interval = setInterval(run, DELIVERY_INTERVAL_MS);
  interval.unref();
  onEventQueued(() => {
    if (kick) return;
    kick = setTimeout(() => {
      kick = undefined;
      run();
    }, KICK_DELAY_MS);
    kick.unref();
  });
  run();
  return {
    async stop() {
      stopping.abort();
      clearInterval(interval);
      clearTimeout(kick);
      onEventQueued(undefined);
      await running;
    },
  };
}

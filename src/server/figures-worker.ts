import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { ValueFigures } from '../shared/contract/values-in-practice';
import type { PulseFigures } from '../shared/contract/wellbeing';
import { periodFigures, type ResponseGroup } from './wellbeing/anonymity';
import { type ValuesFigures, valuesFigures, type ValuesJob } from './wellbeing/values-figures';

/**
 * A sealed period's figures, decided on a thread of their own (docs/privacy.md, decision 027): the
 * anonymity rules' exact span check can take seconds for a company of hundreds of teams, and the event
 * loop must keep answering everyone else meanwhile. The build bundles this file twice: into main.js,
 * whose job calls `figuresThread`, and as dist/server/figures-worker.js, the thread's own entry.
 */

/** What the seal asks: a period's answers in groups, the teams to decide, its threshold. */
export interface FiguresJob {
  groups: ResponseGroup[];
  teamIds: string[];
  k: number;
}

/** The figures of every segment: the company's under COMPANY, each team's under its id. */
export type SegmentFigures = Map<string, PulseFigures>;

/** A pulse's job, or values in practice's for the same period (decided with the same rules and budget). */
type Ask = { job: FiguresJob } | { values: ValuesJob };
type Request = Ask & { id: number };
type Reply =
  | { id: number; figures: [string, PulseFigures][] }
  | { id: number; values: [string, [string, ValueFigures][]][] }
  | { id: number; error: string };

/**
 * How long one period's decision may take before every team it has not cleared is withheld. A company
 * of 5,000 people in 300 teams takes 0.7 to 2.1 s here (`npm run bench -- --only=seal`).
 */
export const DECISION_BUDGET_MS = 60_000;

/** Marks a thread started by figuresThread, so that nothing else imported here starts answering. */
const THREAD_TAG = 'sos:figures';

if (!isMainThread && workerData === THREAD_TAG && parentPort) {
  const port = parentPort;
  port.on('message', (request: Request) => {
    const { id } = request;
    const deadline = performance.now() + DECISION_BUDGET_MS;
    try {
      if ('values' in request) {
        const figures = valuesFigures(request.values, deadline);
        const values = [...figures].map(
          ([valueId, segments]) => [valueId, [...segments]] as [string, [string, ValueFigures][]],
        );
        port.postMessage({ id, values } satisfies Reply);
      } else {
        const { job } = request;
        const figures = periodFigures(job.groups, job.teamIds, job.k, deadline);
        port.postMessage({ id, figures: [...figures] } satisfies Reply);
      }
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies Reply);
    }
  });
}

/**
 * The thread: the built entry beside the bundle, or, run from source (tests, `npm run dev`), this file
 * through tsx's loader, registered inside the thread since a thread's loader hooks are its own.
 */
function startThread() {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./figures-worker.js', import.meta.url), { workerData: THREAD_TAG });
  }
  const source = JSON.stringify(import.meta.url);
  const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); })`;
  return new Worker(code, { eval: true, workerData: THREAD_TAG });
}

/** A thread that decides figures, one job after another; `close` ends it. */
export interface FiguresThread {
  decide(job: FiguresJob): Promise<SegmentFigures>;
  /** Values in practice's figures for a period: each value's, by segment. */
  decideValues(job: ValuesJob): Promise<ValuesFigures>;
  close(): Promise<void>;
}

/**
 * Starts a thread for the seal's figures. A job whose thread fails or dies is rejected, so that its
 * seal rolls back and is tried again later; the thread never keeps the process alive on its own.
 */
export function figuresThread(): FiguresThread {
  const worker = startThread();
  // Idle, the thread does not keep the process alive; with a job on it, it does.
  worker.unref();
  const pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  let next = 0;
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if ('error' in reply) waiting.reject(new Error(`figures thread: ${reply.error}`));
    else waiting.resolve(reply);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`figures thread exited (${code})`)));
  const ask = (request: Ask) =>
    new Promise<Reply>((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, ...request } satisfies Request);
    });
  return {
    decide: async (job) => {
      const reply = await ask({ job });
      return new Map('figures' in reply ? reply.figures : []);
    },
    decideValues: async (job) => {
      const reply = await ask({ values: job });
      return new Map(
        ('values' in reply ? reply.values : []).map(([valueId, segments]) => [valueId, new Map(segments)]),
      );
    },
    close: async () => {
      await worker.terminate();
    },
  };
}

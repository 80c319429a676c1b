import './styles/index.css';
import { type ReactNode, startTransition, StrictMode, useLayoutEffect } from 'react';
import { PageError } from '@/components/page-error';
import { aTaskEach, nextTask } from '@/lib/a-task-each';
import type * as AppModule from './app';
import { canAdopt, carryOverPrerendered } from './prerendered-page';

/**
 * The entry: it loads the app (router, data cache, session client) as a separate chunk and renders
 * the page. A visitor's landing page runs no script at all, being prerendered (decision 011); under
 * `npm run dev`, which prerenders nothing, the app's router renders it as any other page.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The landing page and /auth come prerendered (decision 010), and a member's page as the app's shell
// (decision 025): the first render replaces that HTML with the same page, keeping what was typed into
// it meanwhile and repeating a tab chosen or a form sent.
const carryOver = carryOverPrerendered(container);

function AfterFirstRender({ run, children }: { run: () => void; children: ReactNode }) {
  useLayoutEffect(run, [run]);
  return children;
}

/**
 * Runs the chunks the server named for this page (its <link rel="modulepreload"> tags, each after the
 * chunks it imports: spa.ts) one at a time, a task each, so that importing the app runs only what is
 * left. Evaluated together, the app's chunks are one task of 150–300 ms on a slow phone. A chunk that
 * cannot load stops the walk: importing the app then fails, and says so.
 */
const runPreloadedChunks = () =>
  aTaskEach(
    document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
    ({ href }) => import(/* @vite-ignore */ href),
  ).catch(() => {});

async function start() {
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  const framed = (page: ReactNode) => (
    <StrictMode>
      <AfterFirstRender run={carryOver}>{page}</AfterFirstRender>
    </StrictMode>
  );
  // In a transition React renders the first screen in slices, yielding to the browser between them,
  // rather than in one long task.
  const render = (page: ReactNode) => startTransition(() => createRoot(container!).render(framed(page)));
  // A member's shell is adopted as it stands: React keeps its elements rather than making the same
  // ones again and laying the page out anew (decision 055).
  const adopt = (page: ReactNode) =>
    startTransition(() => {
      // From here on React answers a press in the shell itself (once adopted, it replays one made
      // meanwhile): the head script stops noting them for carryOver, which repeats those made before.
      delete container!.dataset.prerendered;
      hydrateRoot(container!, framed(page));
    });
  await nextTask();
  await runPreloadedChunks();
  let app: typeof AppModule;
  try {
    app = await import('./app');
  } catch (error) {
    // The app's own chunk did not arrive: no router to catch it, so say so here rather than stay blank.
    console.error(error);
    return render(<PageError />);
  }
  await nextTask();
  await app.routeReady(window.location.pathname, nextTask);
  void app.prefetchFirstPage(window.location);
  (canAdopt(container!) ? adopt : render)(<app.App />);
}

void start();

import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { PageError } from '@/components/page-error';
import { Landing } from '@/features/landing/landing';
import { isVisitorLanding } from './first-page';
import { carryOverPrerendered } from './prerendered-page';
import './styles/index.css';

/**
 * The entry. A signed-out visitor's landing page, most people's first load, renders with React alone;
 * every other page loads the app (router, data cache, session client) as a separate chunk.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// The landing page and /auth come prerendered (decision 010): the first render replaces that HTML
// with the same page, keeping what was typed into it meanwhile and repeating a tab chosen or a form sent.
const carryOver = carryOverPrerendered(container);

function AfterFirstRender({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

// In a transition React renders the first screen in slices, yielding to the browser between them,
// rather than in one long task.
const render = (page: ReactNode) =>
  startTransition(() =>
    root.render(
      <StrictMode>
        {page}
        <AfterFirstRender run={carryOver} />
      </StrictMode>,
    ),
  );

if (isVisitorLanding(window.location.pathname, window.localStorage)) {
  render(<Landing />);
} else {
  void import('./app').then(
    async ({ App, routeReady }) => {
      await routeReady(window.location.pathname);
      render(<App />);
    },
    // The app's own chunk did not arrive: no router to catch it, so say so here rather than stay blank.
    (error: unknown) => {
      console.error(error);
      render(<PageError />);
    },
  );
}

import 'react';

declare module 'react' {
  // Merged into React's own interface, whose type parameter it must repeat.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    /**
     * The Element Timing API's name for the element: the browser reports when it is painted under
     * that name (the bench measures when the person's own data paints with it: the dashboard's
     * `greeting`, a goal's or a kudos' `own-data`; scripts/bench/browser.mjs).
     */
    elementtiming?: string;
  }
}

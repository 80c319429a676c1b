import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False while React adopts HTML rendered at build time (a member's shell, decision 055) and on the
 * server, true in every other render. What the shell shows from data only the browser has (the
 * profile's role, its unread count) waits for it: rendered at once, it would differ from the HTML, and
 * React would throw the shell away and render it again. React renders again with `true` as soon as
 * the adoption is done.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

import { createContext, type ReactNode, useContext } from 'react';

/**
 * Whether this render makes a page's HTML at build time (scripts/prerender.mjs): the app's shell of a
 * member's page, what the guard shows while it checks who is signed in (decision 025).
 */
const Prerendering = createContext(false);

export function usePrerendering(): boolean {
  return useContext(Prerendering);
}

/** Around the tree rendered to HTML at build time. */
export function AsPrerendered({ children }: { children: ReactNode }) {
  return <Prerendering value>{children}</Prerendering>;
}

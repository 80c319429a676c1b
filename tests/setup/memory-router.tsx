import { type ReactNode, startTransition, useCallback, useEffect, useState } from 'react';
import {
  type Location,
  matchPath,
  type Navigate,
  type NavigationType,
  ParamsProvider,
  resolve,
  Router,
} from '../../src/web/lib/router';

/**
 * The app's router in memory, for the web tests: a test renders its element at an address, reads
 * where the app went (`router.state.location`) and moves it (`router.navigate`), without a browser's
 * history.
 */
export interface MemoryRoute {
  path: string;
  element: ReactNode;
}

export function createMemoryRouter(
  routes: MemoryRoute[],
  { initialEntries = ['/'] }: { initialEntries?: string[] } = {},
) {
  const start: Location = { pathname: '/', search: '', hash: '' };
  type State = { location: Location; type: NavigationType };
  let state: State = { location: resolve(initialEntries.at(-1) ?? '/', start), type: 'POP' };
  const listeners = new Set<(state: State) => void>();
  const navigate: Navigate = (to, { replace = false } = {}) => {
    state = { location: resolve(to, state.location), type: replace ? 'REPLACE' : 'PUSH' };
    for (const listener of listeners) listener(state);
  };
  return {
    routes,
    get state() {
      return state;
    },
    navigate: (to: Parameters<Navigate>[0], options?: Parameters<Navigate>[1]) => {
      navigate(to, options);
      return Promise.resolve();
    },
    subscribe(listener: (state: State) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
export type MemoryRouterHandle = ReturnType<typeof createMemoryRouter>;

/**
 * The router's address as the app renders it, and the app's way to move it: a navigation renders in a
 * transition, as in a browser. The app's own navigations set it at once (a redirect as the tree first
 * renders comes before any effect could subscribe); a test's, through the subscription.
 */
function useRendered(router: MemoryRouterHandle) {
  const [state, setState] = useState(router.state);
  useEffect(() => router.subscribe((next) => startTransition(() => setState(next))), [router]);
  const navigate = useCallback<Navigate>(
    (to, options) => {
      void router.navigate(to, options);
      startTransition(() => setState(router.state));
    },
    [router],
  );
  return { ...state, navigate };
}

/** Renders the first of the router's routes that matches its address. */
export function RouterProvider({ router }: { router: MemoryRouterHandle }) {
  const { location, type, navigate } = useRendered(router);
  const matched = router.routes
    .map((route) => ({ route, match: matchPath(route.path, location.pathname) }))
    .find(({ match }) => match);
  return (
    <Router location={location} type={type} navigate={navigate}>
      <ParamsProvider params={matched?.match?.params ?? {}}>{matched?.route.element}</ParamsProvider>
    </Router>
  );
}

/** Its children at an address, for a hook or a component that only reads or moves it. */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [router] = useState(() => createMemoryRouter([], { initialEntries }));
  const { location, type, navigate } = useRendered(router);
  return (
    <Router location={location} type={type} navigate={navigate}>
      {children}
    </Router>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { type AppPage, appPages, codeByPath, documentTitle, memberLayouts, type PageCode } from '@/app-pages';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { PageErrorBoundary } from '@/components/page-error';
import { aTaskEach } from '@/lib/a-task-each';
import type { Caller } from '@/lib/auth';
import { matchPath, OutletProvider, ParamsProvider, useLocation } from '@/lib/router';

/**
 * A page's component, loaded on demand; `load` fetches its code ahead of rendering. Once the code is
 * in, the component renders it directly: no Suspense fallback, and so none of the pause React keeps
 * before replacing a fallback.
 */
function onDemand({ load }: PageCode) {
  let loaded: ComponentType | undefined;
  const loadAndKeep = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => loadAndKeep().then((component) => ({ default: component })));
  function Component() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { load: loadAndKeep, Component };
}

/** Each file's component, made once: pages that share a file share it. */
const components = new Map<string, ReturnType<typeof onDemand>>();
function componentOf(code: PageCode) {
  let component = components.get(code.file);
  if (!component) components.set(code.file, (component = onDemand(code)));
  return component;
}

const codeOf = codeByPath();

/**
 * The code that renders `pathname`: its page's, or that of a path with parameters (`/teams/:id`)
 * that matches it as the router matches it.
 */
export function codeFor(pathname: string): PageCode[] {
  const exact = codeOf.get(pathname);
  if (exact) return exact;
  for (const [route, codes] of codeOf) {
    if (route.includes(':') && matchPath(route, pathname)) return codes;
  }
  return [];
}

/**
 * Loads the code that renders `pathname` (the server named its chunks in the page, so it is usually
 * on its way already). main.tsx waits for it before the first render, so the page shows at once
 * instead of after a spinner. Never fails: a chunk that cannot load fails in render. With `pause`,
 * one file at a time, pausing between them: the first page's code has arrived with the page, and
 * evaluated a file at a time it makes short tasks rather than one long one (decision 025).
 */
export async function routeReady(pathname: string, pause?: () => Promise<void>): Promise<void> {
  const load = (code: PageCode) =>
    componentOf(code)
      .load()
      .then(
        () => undefined,
        () => undefined,
      );
  const codes = codeFor(pathname);
  if (!pause) return Promise.all(codes.map(load)).then(() => undefined);
  return aTaskEach(codes, load, pause);
}

/**
 * Asks for the first data of the page at `pathname` (each of its files' `prefetch`) into the cache,
 * once routeReady has loaded its code: its first render then shows the data, where it would otherwise
 * render a skeleton, commit it, ask, and render again (decision 056). Only at an address without a
 * query, the one the page's head script asked for already: a tab or a filter in the URL asks for
 * what it shows. Never fails: a request that fails is asked again by the page, as usual.
 */
export async function prefetchPage(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  caller: Caller,
  queryClient: QueryClient,
): Promise<void> {
  if (search || !caller.user) return;
  await Promise.all(codeFor(pathname).map((code) => code.prefetch()?.(caller, queryClient)));
}

/** The page's component inside the layouts, outermost first: each layout's Outlet shows what it holds. */
function inLayouts(layouts: readonly PageCode[], page: ReactNode): ReactNode {
  return layouts.reduceRight<ReactNode>((inner, layout) => {
    const { Component } = componentOf(layout);
    return (
      <OutletProvider page={inner}>
        <Component />
      </OutletProvider>
    );
  }, page);
}

/** The page a path shows, the first in the list that matches: the catch-all comes last. */
function pageOf(pathname: string): { page: AppPage; params: Record<string, string> } {
  for (const page of appPages) {
    const match = matchPath(page.path, pathname);
    if (match) return { page, params: match.params };
  }
  throw new Error('app-pages.ts has no catch-all page');
}

/**
 * The pages of app-pages.ts, each loaded on demand. While the first page's code loads, the spinner;
 * later navigations keep the current page on screen until the next one is ready (the router
 * navigates in a transition). A page that fails to load or render shows the error screen, not a
 * blank page.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  // A page under the guard and the layout needs all three: ask for them together, not each only once
  // the one around it has rendered.
  useEffect(() => void routeReady(pathname), [pathname]);
  const { page, params } = pageOf(pathname);
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
  const { Component } = componentOf(page.code);
  // The same component at the same place from one page to the next of a kind (/goals/a, /goals/b)
  // keeps its state, as the layouts around member pages keep theirs.
  const shown = page.access === 'member' ? inLayouts(memberLayouts, <Component />) : <Component />;
  return (
    <PageErrorBoundary path={pathname}>
      <Suspense fallback={<FullPageSpinner />}>
        <ParamsProvider params={params}>{shown}</ParamsProvider>
      </Suspense>
    </PageErrorBoundary>
  );
}

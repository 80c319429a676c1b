import { modules } from './lib/modules';

/** The modules under src/web that routes render, each loaded on demand (router.tsx). */
export type RouteModule =
  | 'pages/landing'
  | 'pages/auth'
  | 'pages/company-setup'
  | 'components/protected-route'
  | 'components/app-layout'
  | 'pages/dashboard'
  | 'pages/coming-soon'
  | 'pages/not-found';

/** A route: its path (none for a layout around its children) and the module that renders it. */
export interface AppRoute {
  path?: string;
  module: RouteModule;
  children?: AppRoute[];
}

/**
 * Every route of SPEC.md section 2, as plain data: router.tsx builds the router from it, and the build
 * (vite.config.ts) writes down which modules each path loads, so the server can name a page's chunks
 * in its HTML. Protected pages sit under the guard and the sidebar layout.
 */
export const appRoutes: AppRoute[] = [
  { path: '/', module: 'pages/landing' },
  { path: '/auth', module: 'pages/auth' },
  { path: '/company-setup', module: 'pages/company-setup' },
  {
    module: 'components/protected-route',
    children: [
      {
        module: 'components/app-layout',
        children: [
          { path: '/dashboard', module: 'pages/dashboard' },
          ...modules.map((module) => ({ path: module.path, module: 'pages/coming-soon' as const })),
        ],
      },
    ],
  },
  { path: '*', module: 'pages/not-found' },
];

/** Each path a route names, with the modules that render it, outermost first (the catch-all excluded). */
export function modulesByPath(routes: AppRoute[] = appRoutes, outer: RouteModule[] = []) {
  const found = new Map<string, RouteModule[]>();
  for (const route of routes) {
    const chain = [...outer, route.module];
    if (route.path && route.path !== '*') found.set(route.path, chain);
    for (const [path, modules] of modulesByPath(route.children ?? [], chain)) found.set(path, modules);
  }
  return found;
}

import type { App } from '../../src/server/app';

/**
 * The `METHOD /path` of every API route the app answers, as Hono registered it: middleware (method ALL)
 * and the catch-all 404 are left out.
 */
export function registeredApiRoutes(app: App): string[] {
  const routes = app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
    .map((route) => `${route.method} ${route.path.replace(/(.)\/$/, '$1')}`);
  return [...new Set(routes)];
}

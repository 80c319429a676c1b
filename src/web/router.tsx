import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { PageErrorBoundary } from '@/components/page-error';
import { type AppRoute, appRoutes, modulesByPath, type RouteModule } from '@/routes';

/**
 * A route module's component, loaded on demand; `load` fetches its code ahead of rendering. Once the
 * code is in, the component renders it directly: no Suspense fallback, and so none of the pause React
 * keeps before replacing a fallback.
 */
function onDemand(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadAndKeep);
  function Component() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { load: loadAndKeep, Component };
}

/** Each route module, loaded only when needed, so that a page downloads only what it shows. */
const routeModules: Record<RouteModule, ReturnType<typeof onDemand>> = {
  'pages/landing': onDemand(() => import('@/pages/landing').then((m) => ({ default: m.LandingPage }))),
  'pages/auth': onDemand(() => import('@/pages/auth').then((m) => ({ default: m.AuthPage }))),
  'pages/company-setup': onDemand(() =>
    import('@/pages/company-setup').then((m) => ({ default: m.CompanySetupPage })),
  ),
  'components/protected-route': onDemand(() =>
    import('@/components/protected-route').then((m) => ({ default: m.ProtectedRoute })),
  ),
  'components/app-layout': onDemand(() =>
    import('@/components/app-layout').then((m) => ({ default: m.AppLayout })),
  ),
  'pages/dashboard': onDemand(() => import('@/pages/dashboard').then((m) => ({ default: m.DashboardPage }))),
  'pages/coming-soon': onDemand(() =>
    import('@/pages/coming-soon').then((m) => ({ default: m.ComingSoonPage })),
  ),
  'pages/not-found': onDemand(() => import('@/pages/not-found').then((m) => ({ default: m.NotFoundPage }))),
};

const modulesOf = modulesByPath();

/**
 * Loads the code of the modules that render `pathname` (the server named their chunks in the page, so
 * they are usually on their way already). main.tsx waits for it before the first render, so the page
 * shows at once instead of after a spinner. Never fails: a chunk that cannot load fails in render.
 */
export function routeReady(pathname: string): Promise<void> {
  const modules = modulesOf.get(pathname) ?? [];
  return Promise.all(modules.map((module) => routeModules[module].load())).then(
    () => undefined,
    () => undefined,
  );
}

function toRoute({ path, module, children }: AppRoute) {
  const { Component } = routeModules[module];
  return (
    <Route key={path ?? module} path={path} element={<Component />}>
      {children?.map(toRoute)}
    </Route>
  );
}

/**
 * The routes of routes.ts, each module loaded on demand. While the first page's code loads, the
 * spinner; later navigations keep the current page on screen until the next one is ready (the
 * router navigates in a transition). A page that fails to load or render shows the error screen, not
 * a blank page.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  // A page under the guard and the layout needs all three: ask for them together, not each only once
  // the one around it has rendered.
  useEffect(() => void routeReady(pathname), [pathname]);
  return (
    <PageErrorBoundary path={pathname}>
      <Suspense fallback={<FullPageSpinner />}>
        <Routes>{appRoutes.map(toRoute)}</Routes>
      </Suspense>
    </PageErrorBoundary>
  );
}

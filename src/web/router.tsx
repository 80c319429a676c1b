import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { modules } from '@/lib/modules';

/**
 * Every route of SPEC.md section 2, each loaded on demand so the landing page downloads only itself.
 * Protected pages sit under the guard and the sidebar layout.
 */
const pages: RouteObject[] = [
  { path: '/', lazy: () => import('@/pages/landing').then((m) => ({ Component: m.LandingPage })) },
  { path: '/auth', lazy: () => import('@/pages/auth').then((m) => ({ Component: m.AuthPage })) },
  {
    path: '/company-setup',
    lazy: () => import('@/pages/company-setup').then((m) => ({ Component: m.CompanySetupPage })),
  },
  {
    lazy: () => import('@/components/protected-route').then((m) => ({ Component: m.ProtectedRoute })),
    children: [
      {
        lazy: () => import('@/components/app-layout').then((m) => ({ Component: m.AppLayout })),
        children: [
          {
            path: '/dashboard',
            lazy: () => import('@/pages/dashboard').then((m) => ({ Component: m.DashboardPage })),
          },
          ...modules.map((module) => ({
            path: module.path,
            lazy: () => import('@/pages/coming-soon').then((m) => ({ Component: m.ComingSoonPage })),
          })),
        ],
      },
    ],
  },
  { path: '*', lazy: () => import('@/pages/not-found').then((m) => ({ Component: m.NotFoundPage })) },
];

/** While the first page's code loads, the spinner; each route then renders its own page. */
export const routes: RouteObject[] = [{ HydrateFallback: FullPageSpinner, children: pages }];

export const createRouter = () => createBrowserRouter(routes);

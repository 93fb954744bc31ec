import { lazy, Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { LoadingState } from '../../components/states';
import { AdminGuard } from '../guards/admin-guard';
import { SiteLayout } from '../layouts/site-layout';
import { RouteErrorBoundary } from '../route-error';
import { clientRoutes } from './client-routes';
import { lightPageScreen } from './placeholder-route';
import { publicRoutes } from './public-routes';

/** Everything under /admin, loaded once the guard lets a member of staff in. */
const AdminRoutes = lazy(async () => ({ default: (await import('./admin-routes')).AdminRoutes }));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RouteErrorBoundary>
        <SiteLayout />
      </RouteErrorBoundary>
    ),
    children: [
      ...publicRoutes,
      clientRoutes,
      { path: '*', ...lightPageScreen(() => import('../not-found-page'), 'NotFoundPage') },
    ],
  },
  {
    path: 'admin',
    element: <AdminGuard />,
    // `*` matches no empty rest: /admin itself (an alias of the dashboard) is the index.
    children: [
      { index: true, element: <AdminRoutes /> },
      { path: '*', element: <AdminRoutes /> },
    ],
  },
];

/**
 * The route table. The router is the declarative one (BrowserRouter + useRoutes): the data
 * router's loaders and actions are unused here and cost a visitor 18 kB of gzipped script. Pages
 * load lazily under the layouts' Suspense boundaries; navigations are transitions, so the
 * previous page stays up while the next one's code arrives.
 */
export function AppRoutes() {
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingState />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}

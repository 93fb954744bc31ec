import type { RouteObject } from 'react-router';
import { LoadingState } from '../../components/states';
import { AppShell } from '../layouts/app-shell';
import { SiteLayout } from '../layouts/site-layout';
import { NotFoundPage } from '../not-found-page';
import { RouteError } from '../route-error';
import { adminRoutes } from './admin-routes';
import { clientRoutes } from './client-routes';
import { publicRoutes } from './public-routes';

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    HydrateFallback: () => <LoadingState />,
    errorElement: <RouteError />,
    children: [
      {
        path: '/',
        element: <SiteLayout />,
        errorElement: <RouteError />,
        children: [...publicRoutes, clientRoutes, { path: '*', element: <NotFoundPage /> }],
      },
      adminRoutes,
    ],
  },
];

import type { RouteObject } from 'react-router';
import { RequireAuth } from '../guards/require-auth';
import { lightPageScreen, page } from './placeholder-route';

/** SPEC §2 logged-in routes: the customer's area (staff are sent to their landing page). */
export const clientRoutes: RouteObject = {
  element: <RequireAuth />,
  children: [
    // Without React Query: a customer's first load and the benefits grid, whose first picture is its
    // largest paint (their reads are lib/use-fetched.ts's).
    {
      path: 'cliente',
      ...lightPageScreen(() => import('../../features/clients/pages/client-home-page'), 'ClientHomePage'),
    },
    {
      path: 'cliente/brindes',
      ...lightPageScreen(() => import('../../features/rescues/pages/prizes-page'), 'PrizesPage'),
    },
    page('cliente/brinde/:id', () => import('../../features/rescues/pages/prize-redeem-page'), 'PrizeRedeemPage'),
    page(
      'cliente/resgate-sucesso',
      () => import('../../features/rescues/pages/rescue-success-page'),
      'RescueSuccessPage',
    ),
    page('registrar-pontos', () => import('../../features/purchases/pages/register-points-page'), 'RegisterPointsPage'),
    page('meu-dados', () => import('../../features/profile/pages/profile-page'), 'ProfilePage'),
    page('meus-pontos', () => import('../../features/purchases/pages/my-points-page'), 'MyPointsPage'),
    page('meus-resgates', () => import('../../features/rescues/pages/my-rescues-page'), 'MyRescuesPage'),
  ],
};

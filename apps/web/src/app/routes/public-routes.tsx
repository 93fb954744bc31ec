import type { RouteObject } from 'react-router';
import { GuestOnly } from '../guards/guest-only';
import { page, placeholder } from './placeholder-route';

/** SPEC §2 public routes: no check, except `/` which is for visitors only. */
export const publicRoutes: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../../features/home/home-page')).HomePage }) },
    ],
  },
  page(
    'lojas-participantes',
    () => import('../../features/public-stores/pages/participating-stores-page'),
    'ParticipatingStoresPage',
  ),
  page('faq', () => import('../../features/faqs/pages/faq-page'), 'FaqPage'),
  page('contato', () => import('../../features/contact/pages/contact-page'), 'ContactPage'),
  page('regulamento', () => import('../../features/rules/pages/rules-page'), 'RulesPage'),
  placeholder('shopkeeper/set-password', 'Definir senha'),
  page('cliente/voucher', () => import('../../features/rescues/pages/voucher-page'), 'VoucherPage'),
];

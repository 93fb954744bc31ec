import type { RouteObject } from 'react-router';
import { GuestOnly } from '../guards/guest-only';
import { lightPageScreen, page } from './placeholder-route';

/** SPEC §2 public routes: no check, except `/` which is for visitors only. */
export const publicRoutes: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [{ index: true, ...lightPageScreen(() => import('../../features/home/home-page'), 'HomePage') }],
  },
  // Read without zod (their reads check their answers' shape by hand): a visitor's first loads.
  page(
    'lojas-participantes',
    () => import('../../features/public-stores/pages/participating-stores-page'),
    'ParticipatingStoresPage',
    null,
    false,
  ),
  page('faq', () => import('../../features/faqs/pages/faq-page'), 'FaqPage', null, false),
  page('contato', () => import('../../features/contact/pages/contact-page'), 'ContactPage'),
  // The rules' title names the running campaign.
  page(
    'regulamento',
    () => import('../../features/rules/pages/rules-page'),
    'RulesPage',
    async () => (await import('../../lib/resources/campaigns/get-active-campaign')).prefetchActiveCampaign(),
    false,
  ),
  page('esqueci-minha-senha', () => import('../../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage'),
  page('redefinir-senha', () => import('../../features/auth/pages/password-link-page'), 'ResetPasswordPage'),
  page('shopkeeper/set-password', () => import('../../features/auth/pages/password-link-page'), 'SetPasswordPage'),
  page('lembretes/descadastrar', () => import('../../features/profile/pages/unsubscribe-page'), 'UnsubscribePage'),
  page('cliente/voucher', () => import('../../features/rescues/pages/voucher-page'), 'VoucherPage'),
];

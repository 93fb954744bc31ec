import { Navigate, type RouteObject } from 'react-router';
import { AdminGuard } from '../guards/admin-guard';
import { NotFoundPage } from '../not-found-page';
import { RouteError } from '../route-error';
import { page, placeholder } from './placeholder-route';

/**
 * SPEC §2 admin routes. The guard is in the first bundle; the layout, header and pages are
 * separate chunks, so a visitor never downloads them.
 */
export const adminRoutes: RouteObject = {
  path: 'admin',
  element: <AdminGuard />,
  children: [
    {
      lazy: async () => ({ Component: (await import('../layouts/admin-layout')).AdminLayout }),
      errorElement: <RouteError />,
      children: [
        // Aliases of an earlier naming (SPEC §2).
        { index: true, element: <Navigate to="/admin/dashboard" replace /> },
        { path: 'extratos', element: <Navigate to="/admin/extratos/pontuacao" replace /> },

        placeholder('dashboard', 'Dashboard'),
        page('lojas', () => import('../../features/stores/pages/stores-list-page'), 'StoresListPage'),
        page('lojas/cadastrar', () => import('../../features/stores/pages/store-form-page'), 'StoreFormPage'),
        placeholder('lojas/cadastrar-lojista', 'Cadastrar lojista'),
        placeholder('lojas/boletos', 'Boletos'),
        page('lojas/editar/:id', () => import('../../features/stores/pages/store-form-page'), 'StoreFormPage'),
        page('lojas/:id', () => import('../../features/stores/pages/store-detail-page'), 'StoreDetailPage'),
        page('segmentos', () => import('../../features/segments/pages/segments-page'), 'SegmentsPage'),
        page(
          'extratos/pontuacao',
          () => import('../../features/sales/pages/sales-statement-page'),
          'SalesStatementPage',
        ),
        placeholder('extratos/financeiro', 'Extrato Financeiro'),
        page('extratos/editar/:id', () => import('../../features/sales/pages/sale-edit-page'), 'SaleEditPage'),
        page('brindes', () => import('../../features/prizes/pages/prizes-list-page'), 'PrizesListPage'),
        page('brindes/cadastrar', () => import('../../features/prizes/pages/prize-form-page'), 'PrizeFormPage'),
        page('brindes/editar/:id', () => import('../../features/prizes/pages/prize-form-page'), 'PrizeFormPage'),
        page('brindes/:id', () => import('../../features/prizes/pages/prize-detail-page'), 'PrizeDetailPage'),
        page('campanhas', () => import('../../features/campaigns/pages/campaigns-list-page'), 'CampaignsListPage'),
        page(
          'campanhas/cadastrar',
          () => import('../../features/campaigns/pages/campaign-form-page'),
          'CampaignFormPage',
        ),
        page(
          'campanhas/editar/:id',
          () => import('../../features/campaigns/pages/campaign-form-page'),
          'CampaignFormPage',
        ),
        page(
          'campanhas/:id',
          () => import('../../features/campaigns/pages/campaign-detail-page'),
          'CampaignDetailPage',
        ),
        page('resgates', () => import('../../features/rescues/pages/rescues-admin-page'), 'RescuesAdminPage'),
        page('registrar-venda', () => import('../../features/sales/pages/register-sale-page'), 'RegisterSalePage'),
        placeholder('vendedores', 'Vendedores'),
        placeholder('vendedores/cadastrar', 'Cadastrar vendedor'),
        placeholder('vendedores/editar/:id', 'Editar vendedor'),
        placeholder('vendedores/:id', 'Detalhes do vendedor'),
        {
          path: 'lojista',
          lazy: async () => ({
            Component: (await import('../../features/shopkeepers/pages/shopkeeper-page')).ShopkeeperPage,
          }),
        },
        placeholder('lojista/editar/:id', 'Editar lojista'),
        placeholder('lojista/:id', 'Detalhes do lojista'),
        placeholder('usuarios', 'Usuários'),
        {
          path: 'configuracoes',
          lazy: async () => ({ Component: (await import('../../features/settings/pages/settings-page')).SettingsPage }),
        },
        page('configuracoes/faq', () => import('../../features/faqs/pages/faq-settings-page'), 'FaqSettingsPage'),
        placeholder('configuracoes/logs', 'Logs'),
        placeholder('relatorios/clientes', 'Clientes'),
        placeholder('relatorios/compras', 'Compras'),
        placeholder('relatorios/historico-clientes', 'Histórico de Clientes'),
        placeholder('relatorios/pontos-loja', 'Pontos por Loja'),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ],
};

import { ADMIN_SCREENS, type AdminScreenPath } from '@mall/shared';
import { matchPath, Navigate, type RouteObject, useRoutes } from 'react-router';
import { afterThisTask } from '../../lib/after-this-task';
import { queriesReady, WithQueries } from '../../lib/with-queries';
import { AdminPathCheck } from '../guards/admin-path-check';
import { AdminLayout } from '../layouts/admin-layout';
import { NotFoundPage } from '../not-found-page';
import { RouteErrorBoundary } from '../route-error';
import { declaresNoSchemas, pageScreen, type ScreenRoute } from './placeholder-route';

/**
 * What each admin screen of the access map shows (SPEC §2). Typed over the map's paths, so a
 * screen added to the map without a page here, or a page here for no screen of the map, does not
 * compile; who may open each one is the map's business (`canOpenAdminPath`, read by `AdminPathCheck`).
 */
const SCREENS = {
  dashboard: pageScreen(() => import('../../features/dashboard/pages/dashboard-page'), 'DashboardPage'),
  'meus-dados': pageScreen(() => import('../../features/profile/pages/profile-page'), 'ProfilePage'),
  lojas: pageScreen(() => import('../../features/stores/pages/stores-list-page'), 'StoresListPage'),
  'lojas/cadastrar': pageScreen(() => import('../../features/stores/pages/store-form-page'), 'StoreFormPage'),
  'lojas/cadastrar-lojista': pageScreen(
    () => import('../../features/shopkeepers/pages/shopkeeper-form-page'),
    'ShopkeeperCreatePage',
  ),
  'lojas/boletos': pageScreen(() => import('../../features/bills/pages/bills-page'), 'BillsPage'),
  'lojas/editar/:id': pageScreen(() => import('../../features/stores/pages/store-form-page'), 'StoreFormPage'),
  'lojas/:id': pageScreen(() => import('../../features/stores/pages/store-detail-page'), 'StoreDetailPage'),
  segmentos: pageScreen(() => import('../../features/segments/pages/segments-page'), 'SegmentsPage'),
  'extratos/pontuacao': pageScreen(
    () => import('../../features/sales/pages/sales-statement-page'),
    'SalesStatementPage',
  ),
  'extratos/financeiro': pageScreen(
    () => import('../../features/extracts/pages/financial-statement-page'),
    'FinancialStatementPage',
  ),
  'extratos/financeiro/:id': pageScreen(
    () => import('../../features/extracts/pages/extract-detail-page'),
    'ExtractDetailPage',
  ),
  'extratos/editar/:id': pageScreen(() => import('../../features/sales/pages/sale-edit-page'), 'SaleEditPage'),
  brindes: pageScreen(() => import('../../features/prizes/pages/prizes-list-page'), 'PrizesListPage'),
  'brindes/cadastrar': pageScreen(() => import('../../features/prizes/pages/prize-form-page'), 'PrizeFormPage'),
  'brindes/editar/:id': pageScreen(() => import('../../features/prizes/pages/prize-form-page'), 'PrizeFormPage'),
  'brindes/:id': pageScreen(() => import('../../features/prizes/pages/prize-detail-page'), 'PrizeDetailPage'),
  campanhas: pageScreen(() => import('../../features/campaigns/pages/campaigns-list-page'), 'CampaignsListPage'),
  'campanhas/cadastrar': pageScreen(
    () => import('../../features/campaigns/pages/campaign-form-page'),
    'CampaignFormPage',
  ),
  'campanhas/editar/:id': pageScreen(
    () => import('../../features/campaigns/pages/campaign-form-page'),
    'CampaignFormPage',
  ),
  'campanhas/:id': pageScreen(
    () => import('../../features/campaigns/pages/campaign-detail-page'),
    'CampaignDetailPage',
  ),
  resgates: pageScreen(() => import('../../features/rescues/pages/rescues-admin-page'), 'RescuesAdminPage'),
  'registrar-venda': pageScreen(() => import('../../features/sales/pages/register-sale-page'), 'RegisterSalePage'),
  vendedores: pageScreen(() => import('../../features/sellers/pages/sellers-list-page'), 'SellersListPage'),
  'vendedores/cadastrar': pageScreen(() => import('../../features/sellers/pages/seller-form-page'), 'SellerFormPage'),
  'vendedores/editar/:id': pageScreen(() => import('../../features/sellers/pages/seller-form-page'), 'SellerFormPage'),
  'vendedores/:id': pageScreen(() => import('../../features/sellers/pages/seller-detail-page'), 'SellerDetailPage'),
  lojista: pageScreen(() => import('../../features/shopkeepers/pages/shopkeepers-list-page'), 'ShopkeepersListPage'),
  'lojista/editar/:id': pageScreen(
    () => import('../../features/shopkeepers/pages/shopkeeper-form-page'),
    'ShopkeeperEditPage',
  ),
  'lojista/:id': pageScreen(
    () => import('../../features/shopkeepers/pages/shopkeeper-detail-page'),
    'ShopkeeperDetailPage',
  ),
  usuarios: pageScreen(() => import('../../features/users/pages/users-page'), 'UsersPage'),
  configuracoes: pageScreen(() => import('../../features/settings/pages/settings-page'), 'SettingsPage', null, false),
  'configuracoes/faq': pageScreen(() => import('../../features/faqs/pages/faq-settings-page'), 'FaqSettingsPage'),
  'configuracoes/logs': pageScreen(() => import('../../features/logs/pages/logs-page'), 'LogsPage'),
  'relatorios/clientes': pageScreen(
    () => import('../../features/reports/pages/clients-report-page'),
    'ClientsReportPage',
  ),
  'relatorios/compras': pageScreen(
    () => import('../../features/reports/pages/purchases-report-page'),
    'PurchasesReportPage',
  ),
  'relatorios/historico-clientes': pageScreen(
    () => import('../../features/reports/pages/client-history-page'),
    'ClientHistoryPage',
  ),
  'relatorios/pontos-loja': pageScreen(
    () => import('../../features/reports/pages/store-points-page'),
    'StorePointsPage',
  ),
} satisfies Record<AdminScreenPath, ScreenRoute>;

/**
 * Starts loading zod and the common schemas for the admin page at `pathname`, unless its page uses
 * none. Called as this chunk runs, before the page's route is drawn and asks for the page's code:
 * the schemas, asked for first, are in and evaluated in a task of their own before the page's code.
 * A page whose code came in first would evaluate them with its own, in one long task (a page's code
 * imports them too; bench/FINDINGS.md, "Zod and the form library off the first loads"). Answers whether it started.
 */
export function loadSchemasFor(pathname: string): boolean {
  const free = Object.entries(SCREENS).some(
    ([path, route]) => declaresNoSchemas(route) && matchPath(`/admin/${path}`, pathname) !== null,
  );
  if (free) return false;
  void queriesReady();
  return true;
}

// In a task of its own: adding the schemas' preload links is a few ms of its own.
if (typeof window !== 'undefined') afterThisTask(() => loadSchemasFor(window.location.pathname));

/** The admin screens' routes, in the access map's order. */
export const adminScreenRoutes: RouteObject[] = ADMIN_SCREENS.map(({ path }) => ({ path, ...SCREENS[path] }));

/**
 * SPEC §2 admin routes, below /admin (the guard in the first bundle lets the user in). This module,
 * the layout, header and pages are separate chunks, so a visitor never downloads them.
 */
export const adminRoutes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <AdminLayout />
      </RouteErrorBoundary>
    ),
    children: [
      // Aliases of an earlier naming (SPEC §2).
      { index: true, element: <Navigate to="/admin/dashboard" replace /> },
      { path: 'extratos', element: <Navigate to="/admin/extratos/pontuacao" replace /> },
      ...adminScreenRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The admin area past its guard, each path checked against the role (`AdminPathCheck`). */
export function AdminRoutes() {
  const element = useRoutes(adminRoutes);
  return (
    <AdminPathCheck>
      <WithQueries>{element}</WithQueries>
    </AdminPathCheck>
  );
}

import type { ClientHistoryQuery, ClientsReportQuery, PurchasesReportQuery, StorePointsQuery } from '@mall/shared';

/** Query keys of the reports: each report's answer under its filters, and the filters' choices. */
export const reportKeys = {
  all: ['reports'] as const,
  clients: (query: ClientsReportQuery) => ['reports', 'clients', query] as const,
  purchases: (query: PurchasesReportQuery) => ['reports', 'purchases', query] as const,
  clientHistory: (query: ClientHistoryQuery) => ['reports', 'client-history', query] as const,
  storePoints: (query: StorePointsQuery) => ['reports', 'store-points', query] as const,
  campaignOptions: ['reports', 'options', 'campaigns'] as const,
  segmentOptions: ['reports', 'options', 'segments'] as const,
  storeOptions: (search: string) => ['reports', 'options', 'stores', search] as const,
  storeName: (id: string) => ['reports', 'options', 'store', id] as const,
};

import type { SaleStatus } from '@mall/shared';

export interface SalesListParams {
  page: number;
  limit: number;
  search: string;
  status: SaleStatus | 'all';
  store: string;
  month: string;
  year: string;
}

export const saleKeys = {
  all: ['sales'] as const,
  lists: ['sales', 'list'] as const,
  list: (params: SalesListParams) => ['sales', 'list', params] as const,
  detail: (id: string) => ['sales', 'detail', id] as const,
  history: (id: string) => ['sales', 'history', id] as const,
  clients: (search: string) => ['sales', 'clients', search] as const,
};

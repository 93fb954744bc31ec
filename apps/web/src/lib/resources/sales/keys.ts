import type { SALE_SORT_COLUMNS, SaleStatus, SortOrder } from '@mall/shared';

type SaleSortColumn = (typeof SALE_SORT_COLUMNS)[number];

/** The review queue's filters (reviewers only); empty means "any". */
export interface ReviewQueueParams {
  /** Every check passed, or some failed or left unverified. */
  checks: '' | 'passed' | 'attention';
  contested: '' | 'true' | 'false';
  /** Only pending purchases past their review deadline. */
  late: '' | 'true';
  /**
   * Purchases whose key, photo or invoice number other accounts tried (`true`), or not. Read from
   * the address only where the page keeps it; absent otherwise (no filter shown, none sent).
   */
  signals?: '' | 'true' | 'false';
  /** `oldest`: the longest waiting first (by registration); or a column's sort (`order` its direction). */
  sort: 'newest' | 'oldest' | SaleSortColumn;
}

export interface SalesListParams extends Partial<ReviewQueueParams> {
  page: number;
  limit: number;
  search: string;
  status: SaleStatus | 'all';
  store: string;
  month: string;
  year: string;
  /** One purchase date (AAAA-MM-DD): the dashboard's "Compras de hoje"; '' for any. */
  day?: string;
  /** The direction of a column's sort. */
  order?: SortOrder;
}

export const saleKeys = {
  all: ['sales'] as const,
  lists: ['sales', 'list'] as const,
  list: (params: SalesListParams) => ['sales', 'list', params] as const,
  detail: (id: string) => ['sales', 'detail', id] as const,
  history: (id: string) => ['sales', 'history', id] as const,
  clients: (search: string) => ['sales', 'clients', search] as const,
};

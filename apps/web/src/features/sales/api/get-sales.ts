import { SALE_SORT_COLUMNS, salesEndpoints } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { sortOf } from '../../../lib/list-sort';
import { type SalesListParams, saleKeys } from '../../../lib/resources/sales/keys';

/**
 * GET /sales: the statement and the review queue (a LOJISTA is confined to its store by the
 * server). The queue's filters go only when set; the default order (newest) is the server's.
 */
export async function getSales(params: SalesListParams, signal?: AbortSignal) {
  const { checks, contested, late, signals, sort, day, ...rest } = params;
  return callEndpoint(salesEndpoints.listSales, {
    query: {
      ...rest,
      pageSize: params.limit,
      day: day || undefined,
      checks: checks || undefined,
      contested: contested || undefined,
      late: late || undefined,
      signals: signals || undefined,
      ...(sort === 'oldest' ? { sort } : sortOf(SALE_SORT_COLUMNS, params)),
    },
    signal,
  });
}

export function useSales(params: SalesListParams) {
  return useQuery({
    queryKey: saleKeys.list(params),
    queryFn: ({ signal }) => getSales(params, signal),
    placeholderData: keepPreviousData,
  });
}

import { salesEndpoints } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { type SalesListParams, saleKeys } from './keys';

/** GET /sales: the statement (a LOJISTA is confined to its store by the server). */
export async function getSales(params: SalesListParams, signal?: AbortSignal) {
  return callEndpoint(salesEndpoints.listSales, { query: { ...params, pageSize: params.limit }, signal });
}

export function useSales(params: SalesListParams) {
  return useQuery({
    queryKey: saleKeys.list(params),
    queryFn: ({ signal }) => getSales(params, signal),
    placeholderData: keepPreviousData,
  });
}

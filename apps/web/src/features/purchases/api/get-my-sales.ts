import type { Sale } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type MySalesParams, purchaseKeys } from './keys';

export interface MySales {
  sales: Sale[];
  total: number;
  totalPoints: number;
}

/** GET /sales/my-sales: the customer's purchases, filtered and paged. */
export async function getMySales(params: MySalesParams, signal?: AbortSignal): Promise<MySales> {
  const res = await api.get<{ data: MySales }>('/sales/my-sales', { query: { ...params }, signal });
  return res.data;
}

export function useMySales(params: MySalesParams) {
  return useQuery({
    queryKey: purchaseKeys.mySales(params),
    queryFn: ({ signal }) => getMySales(params, signal),
    placeholderData: keepPreviousData,
  });
}

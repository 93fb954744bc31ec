import type { Seller } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { saleKeys } from './keys';

/** GET /sellers?storeId=...: the store's active sellers (a VENDEDOR gets only itself). */
export async function getSellers(storeId: string, signal?: AbortSignal): Promise<Seller[]> {
  const res = await api.get<{ data: Seller[] }>('/sellers', { query: { storeId, page: 1, limit: 100 }, signal });
  return res.data.filter((s) => !s.inactivatedAt && !s.user.inactivatedAt);
}

export function useSellers(storeId: string) {
  return useQuery({
    queryKey: saleKeys.sellers(storeId),
    queryFn: ({ signal }) => getSellers(storeId, signal),
    enabled: Boolean(storeId),
  });
}

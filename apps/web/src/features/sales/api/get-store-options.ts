import type { Store } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { saleKeys } from './keys';

export type StoreOption = Pick<Store, 'id' | 'tradeName'>;

/** Staff selectors: GET /stores?page=1&limit=100&active=true. */
export async function getStoreOptions(signal?: AbortSignal): Promise<StoreOption[]> {
  const res = await api.get<{ data: Store[] }>('/stores', { query: { page: 1, limit: 100, active: true }, signal });
  return res.data.map((s) => ({ id: s.id, tradeName: s.tradeName }));
}

export function useStoreOptions(enabled = true) {
  return useQuery({
    queryKey: saleKeys.storeOptions,
    queryFn: ({ signal }) => getStoreOptions(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

import type { PublicStore } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { purchaseKeys } from './keys';

export type StoreOption = Pick<PublicStore, 'id' | 'tradeName' | 'blocked'>;

/** GET /stores/active (page 1, limit 100): the stores a purchase may be recorded for. */
export async function getStoreOptions(signal?: AbortSignal): Promise<StoreOption[]> {
  const res = await api.get<{ data: PublicStore[] }>('/stores/active', { query: { page: 1, limit: 100 }, signal });
  // DECISIONS.md: a blocked store takes no new sales; offering it would only earn a refusal.
  return res.data.filter((s) => !s.blocked).sort((a, b) => a.tradeName.localeCompare(b.tradeName, 'pt-BR'));
}

export function useStoreOptions() {
  return useQuery({
    queryKey: purchaseKeys.storeOptions,
    queryFn: ({ signal }) => getStoreOptions(signal),
    staleTime: 5 * 60_000,
  });
}

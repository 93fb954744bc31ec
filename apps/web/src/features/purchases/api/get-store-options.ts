import type { PublicStore } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { allPages } from '../../../lib/api/all-pages';
import { getActiveStores } from '../../../lib/resources/public-stores/get-active-stores';
import { purchaseKeys } from './keys';

/** `cnpj` may come punctuated: compare with `normaliseCnpj` (a receipt's key names its store by it). */
export type StoreOption = Pick<PublicStore, 'id' | 'tradeName' | 'blocked' | 'cnpj'>;

/**
 * The stores a purchase may be recorded for: every participating store, page after page until
 * the total, but the blocked ones (DECISIONS.md: they take no new sales), by name.
 */
export async function getStoreOptions(signal?: AbortSignal): Promise<StoreOption[]> {
  const stores = await allPages((page, limit) => getActiveStores({ page, limit, segmentId: null }, signal));
  return stores.filter((s) => !s.blocked).sort((a, b) => a.tradeName.localeCompare(b.tradeName, 'pt-BR'));
}

export function useStoreOptions() {
  return useQuery({
    queryKey: purchaseKeys.storeOptions,
    queryFn: ({ signal }) => getStoreOptions(signal),
    staleTime: 5 * 60_000,
  });
}

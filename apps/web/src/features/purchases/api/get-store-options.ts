import { MAX_PAGE_SIZE, type PublicStore } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { getActiveStores } from '../../public-stores/api/get-active-stores';
import { purchaseKeys } from './keys';

export type StoreOption = Pick<PublicStore, 'id' | 'tradeName' | 'blocked'>;

/**
 * The stores a purchase may be recorded for: every participating store, page after page until
 * the total, but the blocked ones (DECISIONS.md: they take no new sales), by name.
 */
export async function getStoreOptions(signal?: AbortSignal): Promise<StoreOption[]> {
  const stores: PublicStore[] = [];
  for (let page = 1; ; page++) {
    const res = await getActiveStores({ page, limit: MAX_PAGE_SIZE, segmentId: null }, signal);
    stores.push(...res.data);
    if (res.data.length === 0 || stores.length >= res.total) break;
  }
  return stores.filter((s) => !s.blocked).sort((a, b) => a.tradeName.localeCompare(b.tradeName, 'pt-BR'));
}

export function useStoreOptions() {
  return useQuery({
    queryKey: purchaseKeys.storeOptions,
    queryFn: ({ signal }) => getStoreOptions(signal),
    staleTime: 5 * 60_000,
  });
}

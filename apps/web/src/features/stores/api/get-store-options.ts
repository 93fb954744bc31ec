import type { Store } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { allPages } from '../../../lib/api/all-pages';
import { getStores } from './get-stores';
import { storeKeys } from './keys';

export type StoreOption = Pick<Store, 'id' | 'tradeName' | 'active'>;

/**
 * Every store the caller may see (a store owner: its own), page after page until the total, so
 * a select never silently stops at the first hundred; `activeOnly` leaves inactivated ones out.
 */
export async function getStoreOptions(activeOnly: boolean, signal?: AbortSignal): Promise<StoreOption[]> {
  const stores = await allPages((page, limit) =>
    getStores({ page, limit, search: '', ...(activeOnly ? { active: true } : {}) }, signal),
  );
  return stores.map(({ id, tradeName, active }) => ({ id, tradeName, active }));
}

/** The store selects and filters of the admin screens; store changes refresh it (`storeKeys.all`). */
export function useStoreOptions({
  enabled = true,
  activeOnly = false,
}: {
  enabled?: boolean;
  activeOnly?: boolean;
} = {}) {
  return useQuery({
    queryKey: storeKeys.options(activeOnly),
    queryFn: ({ signal }) => getStoreOptions(activeOnly, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

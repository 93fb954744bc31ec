import { MAX_PAGE_SIZE, type Store } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { getStores } from './get-stores';
import { storeKeys } from './keys';

export type StoreOption = Pick<Store, 'id' | 'tradeName' | 'active'>;

/**
 * Every store the caller may see (a store owner: its own), page after page until the total, so
 * a select never silently stops at the first hundred; `activeOnly` leaves inactivated ones out.
 */
export async function getStoreOptions(activeOnly: boolean, signal?: AbortSignal): Promise<StoreOption[]> {
  const options: StoreOption[] = [];
  for (let page = 1; ; page++) {
    const res = await getStores(
      { page, limit: MAX_PAGE_SIZE, search: '', ...(activeOnly ? { active: true } : {}) },
      signal,
    );
    options.push(...res.data.map(({ id, tradeName, active }) => ({ id, tradeName, active })));
    if (res.data.length === 0 || options.length >= res.total) return options;
  }
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

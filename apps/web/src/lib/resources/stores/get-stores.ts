import { STORE_SORT_COLUMNS, storesEndpoints } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../api';
import { sortOf } from '../../list-sort';
import { storeKeys } from './keys';

export interface StoreListParams {
  page: number;
  limit: number;
  search: string;
  /** true: only stores not inactivated; false: only inactivated ones; absent: all. */
  active?: boolean;
  /** The sort by a column (`sortOf`); empty for the list's own order. */
  sort?: string;
  order?: string;
}

/** GET /stores. LOJISTA gets only its own store: the server scopes the query whatever we send. */
export async function getStores(params: StoreListParams, signal?: AbortSignal) {
  const { active, sort: _sort, order: _order, ...rest } = params;
  // The query carries the flag as text ("true"/"false"), as every query value travels.
  const query = {
    ...rest,
    ...sortOf(STORE_SORT_COLUMNS, params),
    active: active === undefined ? undefined : active ? ('true' as const) : ('false' as const),
  };
  return callEndpoint(storesEndpoints.listStores, { query, signal });
}

export function useStores(params: StoreListParams) {
  return useQuery({
    queryKey: storeKeys.list(params),
    queryFn: ({ signal }) => getStores(params, signal),
    placeholderData: keepPreviousData,
  });
}

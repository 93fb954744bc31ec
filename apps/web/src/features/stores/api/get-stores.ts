import { listOf, storeSchema } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeKeys } from './keys';

export interface StoreListParams {
  page: number;
  limit: number;
  search: string;
  /** true: only stores not inactivated; false: only inactivated ones; absent: all. */
  active?: boolean;
}

const responseSchema = listOf(storeSchema);

/** GET /stores. LOJISTA gets only its own store: the server scopes the query whatever we send. */
export async function getStores(params: StoreListParams, signal?: AbortSignal) {
  return responseSchema.parse(await api.get('/stores', { query: { ...params }, signal }));
}

export function useStores(params: StoreListParams) {
  return useQuery({
    queryKey: storeKeys.list(params),
    queryFn: ({ signal }) => getStores(params, signal),
    placeholderData: keepPreviousData,
  });
}

import type { Store } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeKeys } from './keys';

/** LOJISTA gets only its own store: the server scopes the query whatever we send. */
export function getStores(params: { page: number; limit: number; search: string }, signal?: AbortSignal) {
  return api.get<{ data: Store[]; total: number }>('/stores', { query: params, signal });
}

export function useStores(params: { page: number; limit: number; search: string }) {
  return useQuery({
    queryKey: storeKeys.list(params),
    queryFn: ({ signal }) => getStores(params, signal),
    placeholderData: keepPreviousData,
  });
}

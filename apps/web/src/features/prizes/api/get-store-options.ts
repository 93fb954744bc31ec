import type { Store } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { prizeKeys } from './keys';

export type StoreOption = Pick<Store, 'id' | 'tradeName' | 'active'>;

/** The prize form's store select (page 1, limit 100). */
export async function getStoreOptions(signal?: AbortSignal): Promise<StoreOption[]> {
  const res = await api.get<{ data: Store[] }>('/stores', { query: { page: 1, limit: 100 }, signal });
  return res.data;
}

export function useStoreOptions() {
  return useQuery({ queryKey: prizeKeys.storeOptions, queryFn: ({ signal }) => getStoreOptions(signal) });
}

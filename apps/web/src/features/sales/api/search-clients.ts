import type { Client } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { saleKeys } from './keys';

/** GET /clients?search: customers by name or CPF for the sale form. */
export async function searchClients(search: string, signal?: AbortSignal): Promise<Client[]> {
  const res = await api.get<{ data: Client[]; total: number }>('/clients', {
    query: { search, page: 1, limit: 10 },
    signal,
  });
  return res.data;
}

export function useClientSearch(search: string) {
  return useQuery({
    queryKey: saleKeys.clients(search),
    queryFn: ({ signal }) => searchClients(search, signal),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
  });
}

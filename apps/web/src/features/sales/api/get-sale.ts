import type { Sale } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { saleKeys } from './keys';

/** GET /sales/{id}. */
export async function getSale(id: string, signal?: AbortSignal): Promise<Sale> {
  const res = await api.get<{ data: Sale }>(`/sales/${id}`, { signal });
  return res.data;
}

export function useSale(id: string) {
  return useQuery({ queryKey: saleKeys.detail(id), queryFn: ({ signal }) => getSale(id, signal) });
}

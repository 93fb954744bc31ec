import { dataOf, type Sale, saleSchema } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { saleKeys } from './keys';

const responseSchema = dataOf(saleSchema);

/** GET /sales/{id}. */
export async function getSale(id: string, signal?: AbortSignal): Promise<Sale> {
  return responseSchema.parse(await api.get(`/sales/${id}`, { signal })).data;
}

export function useSale(id: string) {
  return useQuery({ queryKey: saleKeys.detail(id), queryFn: ({ signal }) => getSale(id, signal) });
}

import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { rescueKeys } from './keys';

const responseSchema = z.object({ data: z.array(z.object({ id: z.string(), tradeName: z.string() }).loose()) });
export interface StoreOption {
  id: string;
  tradeName: string;
}

/** GET /stores (page 1, 100): the store filter of /admin/resgates. */
export async function getStoreOptions(signal?: AbortSignal): Promise<StoreOption[]> {
  const res = responseSchema.parse(await api.get('/stores', { query: { page: 1, limit: 100 }, signal }));
  return res.data.map((s) => ({ id: s.id, tradeName: s.tradeName }));
}

export function useStoreOptions(enabled: boolean) {
  return useQuery({
    queryKey: rescueKeys.storeOptions,
    queryFn: ({ signal }) => getStoreOptions(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

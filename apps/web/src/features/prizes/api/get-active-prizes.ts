import { listOf, type Prize, prizeSchema } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { prizeKeys } from './keys';

const responseSchema = listOf(prizeSchema);

export interface ActivePrizes {
  prizes: Prize[];
  total: number;
}

/** GET /prizes/active: the active campaign's active prizes, paged (the benefits grids, /cliente/brindes). */
export async function getActivePrizes(page: number, limit: number, signal?: AbortSignal): Promise<ActivePrizes> {
  const res = responseSchema.parse(await api.get('/prizes/active', { query: { page, limit }, signal }));
  return { prizes: res.data, total: res.total };
}

export function useActivePrizes(page: number, limit: number) {
  return useQuery({
    queryKey: prizeKeys.active(page, limit),
    queryFn: ({ signal }) => getActivePrizes(page, limit, signal),
    placeholderData: keepPreviousData,
  });
}

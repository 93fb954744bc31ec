import { type Prize, prizesEndpoints } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { prizeKeys } from './keys';

export interface ActivePrizes {
  prizes: Prize[];
  total: number;
}

/** GET /prizes/active: the active campaign's active prizes, paged (the benefits grids, /cliente/brindes). */
export async function getActivePrizes(page: number, limit: number, signal?: AbortSignal): Promise<ActivePrizes> {
  const res = await callEndpoint(prizesEndpoints.listActivePrizes, { query: { page, limit }, signal });
  return { prizes: res.data, total: res.total };
}

export function useActivePrizes(page: number, limit: number) {
  return useQuery({
    queryKey: prizeKeys.active(page, limit),
    queryFn: ({ signal }) => getActivePrizes(page, limit, signal),
    placeholderData: keepPreviousData,
  });
}

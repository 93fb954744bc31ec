import type { Prize } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type PrizeListParams, prizeKeys } from './keys';

export function getPrizes(params: PrizeListParams, signal?: AbortSignal) {
  return api.get<{ data: Prize[]; total: number }>('/prizes', { query: { ...params }, signal });
}

export function usePrizes(params: PrizeListParams) {
  return useQuery({
    queryKey: prizeKeys.list(params),
    queryFn: ({ signal }) => getPrizes(params, signal),
    placeholderData: keepPreviousData,
  });
}

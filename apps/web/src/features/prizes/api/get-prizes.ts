import { PRIZE_SORT_COLUMNS, prizesEndpoints } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { sortOf } from '../../../lib/list-sort';
import { type PrizeListParams, prizeKeys } from '../../../lib/resources/prizes/keys';

export async function getPrizes(params: PrizeListParams, signal?: AbortSignal) {
  const { sort: _sort, order: _order, ...filters } = params;
  return callEndpoint(prizesEndpoints.listPrizes, {
    query: { ...filters, ...sortOf(PRIZE_SORT_COLUMNS, params) },
    signal,
  });
}

export function usePrizes(params: PrizeListParams) {
  return useQuery({
    queryKey: prizeKeys.list(params),
    queryFn: ({ signal }) => getPrizes(params, signal),
    placeholderData: keepPreviousData,
  });
}

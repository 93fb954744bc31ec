import { prizesEndpoints } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { type PrizeListParams, prizeKeys } from '../../../lib/resources/prizes/keys';

export async function getPrizes(params: PrizeListParams, signal?: AbortSignal) {
  return callEndpoint(prizesEndpoints.listPrizes, { query: params, signal });
}

export function usePrizes(params: PrizeListParams) {
  return useQuery({
    queryKey: prizeKeys.list(params),
    queryFn: ({ signal }) => getPrizes(params, signal),
    placeholderData: keepPreviousData,
  });
}

import { listOf, prizeSchema } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type PrizeListParams, prizeKeys } from './keys';

const responseSchema = listOf(prizeSchema);

export async function getPrizes(params: PrizeListParams, signal?: AbortSignal) {
  return responseSchema.parse(await api.get('/prizes', { query: { ...params }, signal }));
}

export function usePrizes(params: PrizeListParams) {
  return useQuery({
    queryKey: prizeKeys.list(params),
    queryFn: ({ signal }) => getPrizes(params, signal),
    placeholderData: keepPreviousData,
  });
}

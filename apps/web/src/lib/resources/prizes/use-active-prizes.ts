import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getActivePrizes } from './get-active-prizes';
import { prizeKeys } from './keys';

/** The active prizes' page `page` (/cliente/brindes, a prize's "more benefits"), the previous page kept while the next loads. */
export function useActivePrizes(page: number, limit: number) {
  return useQuery({
    queryKey: prizeKeys.active(page, limit),
    queryFn: ({ signal }) => getActivePrizes(page, limit, signal),
    placeholderData: keepPreviousData,
  });
}

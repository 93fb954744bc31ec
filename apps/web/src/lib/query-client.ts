import { type InvalidateOptions, type InvalidateQueryFilters, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api/errors';
import { registerQueryCache } from './query-cache';
import { announceStale } from './stale-reads';

/**
 * React Query's client, whose invalidations reach the reads kept outside it too (`useFetched`: the
 * customer's header and /cliente): every key made stale here is announced (lib/stale-reads.ts).
 */
class AppQueryClient extends QueryClient {
  override invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    if (filters?.queryKey) announceStale(filters.queryKey);
    return super.invalidateQueries(filters, options);
  }
}

export function createQueryClient(): QueryClient {
  return new AppQueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retrying a 4xx cannot help and would repeat its toast.
        retry: (count, error) => count < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}

/** The one client of the app: every page's provider (`./with-queries`) hands out this one. */
export const queryClient = createQueryClient();
registerQueryCache(() => queryClient.clear());

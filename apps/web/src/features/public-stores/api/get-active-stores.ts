import { type ResponseOf, storesEndpoints } from '@mall/shared';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';

export const STORES_PAGE_SIZE = 24;

export type StoresPage = ResponseOf<typeof storesEndpoints.listActiveStores>;

/** GET /stores/active?page&limit&segmentId (public): participating stores, optionally of one segment. */
export async function getActiveStores(
  params: { page: number; limit?: number; segmentId: string | null },
  signal?: AbortSignal,
): Promise<StoresPage> {
  return callEndpoint(storesEndpoints.listActiveStores, {
    query: { page: params.page, limit: params.limit ?? STORES_PAGE_SIZE, segmentId: params.segmentId ?? undefined },
    signal,
    toastErrors: false,
  });
}

/** Pages of stores; "Mostrar mais lojas" asks for the next one while fewer than `total` are shown. */
export function useActiveStores(segmentId: string | null) {
  return useInfiniteQuery({
    queryKey: ['stores', 'active', { segmentId }],
    initialPageParam: 1,
    // Switching segments keeps the current cards (dimmed) until the new list arrives: no flash.
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam, signal }) => getActiveStores({ page: pageParam, segmentId }, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.data.length, 0);
      return loaded < last.total && last.data.length > 0 ? pages.length + 1 : undefined;
    },
  });
}

import { listOf, publicStoreSchema } from '@mall/shared';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const STORES_PAGE_SIZE = 24;

const responseSchema = listOf(publicStoreSchema);
export type StoresPage = ReturnType<typeof responseSchema.parse>;

/** GET /stores/active?page&limit&segmentId (public): participating stores, optionally of one segment. */
export async function getActiveStores(
  params: { page: number; limit?: number; segmentId: string | null },
  signal?: AbortSignal,
): Promise<StoresPage> {
  const res = await api.get('/stores/active', {
    query: { page: params.page, limit: params.limit ?? STORES_PAGE_SIZE, segmentId: params.segmentId },
    signal,
    toastErrors: false,
  });
  return responseSchema.parse(res);
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

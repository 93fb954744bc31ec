import { firstLoadEndpoints, type LightAnswer, type PublicStore } from '@mall/shared';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpointWith } from '../../api/endpoint';
import { checkShape, listField } from '../../api/shape';

export const STORES_PAGE_SIZE = 24;

export type StoresPage = LightAnswer<typeof firstLoadEndpoints.listActiveStores>;

const WHAT = 'GET /stores/active';

/**
 * A page of `GET /stores/active`, checked by hand: the participating stores are a visitor's first
 * load, which the shared zod schemas would weigh down (lib/api/shape.ts).
 */
export function readStoresPage(answer: unknown): StoresPage {
  const page = listField<PublicStore>(
    answer,
    {
      id: 'string',
      tradeName: 'string',
      cnpj: 'string',
      segmentId: 'string?',
      segment: 'object?',
      phone: 'string?',
      website: 'string?',
      photoUrl: 'string?',
      complement: 'string?',
      blocked: 'boolean',
      photo: 'object?',
    },
    WHAT,
  );
  for (const store of page.data) {
    if (store.segment) checkShape(store.segment, { id: 'string', name: 'string' }, `${WHAT}: segment`);
    if (store.photo) checkShape(store.photo, { width: 'number', height: 'number', srcSet: 'string' }, `${WHAT}: photo`);
  }
  return page;
}

/** GET /stores/active?page&limit&segmentId (public): participating stores, optionally of one segment. */
export async function getActiveStores(
  params: { page: number; limit?: number; segmentId: string | null },
  signal?: AbortSignal,
): Promise<StoresPage> {
  return callEndpointWith(firstLoadEndpoints.listActiveStores, readStoresPage, {
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

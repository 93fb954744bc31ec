import { listOf, type Seller, sellerSchema } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { allPages } from '../../../lib/api/all-pages';
import { saleKeys } from './keys';

const responseSchema = listOf(sellerSchema);

/**
 * GET /sellers?storeId=...: the store's active sellers (a VENDEDOR gets only itself), page after
 * page until the total, so the sale form never stops at the first hundred.
 */
export async function getSellers(storeId: string, signal?: AbortSignal): Promise<Seller[]> {
  const sellers = await allPages(async (page, limit) =>
    responseSchema.parse(await api.get('/sellers', { query: { storeId, page, limit }, signal })),
  );
  return sellers.filter((s) => !s.inactivatedAt && !s.user.inactivatedAt);
}

export function useSellers(storeId: string) {
  return useQuery({
    queryKey: saleKeys.sellers(storeId),
    queryFn: ({ signal }) => getSellers(storeId, signal),
    enabled: Boolean(storeId),
  });
}

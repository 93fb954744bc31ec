import { type Seller, sellersEndpoints } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { allPages } from '../../../lib/api/all-pages';
import { saleKeys } from './keys';

/**
 * GET /sellers?storeId=...: the store's active sellers (a VENDEDOR gets only itself), page after
 * page until the total, so the sale form never stops at the first hundred.
 */
export async function getSellers(storeId: string, signal?: AbortSignal): Promise<Seller[]> {
  const sellers = await allPages((page, limit) =>
    callEndpoint(sellersEndpoints.listSellers, { query: { storeId, page, limit }, signal }),
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

import { mySalesSchema } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { type MySalesParams, purchaseKeys } from './keys';

export type MySales = z.infer<typeof mySalesSchema>['data'];

/** GET /sales/my-sales: the customer's purchases, filtered and paged. */
export async function getMySales(params: MySalesParams, signal?: AbortSignal): Promise<MySales> {
  return mySalesSchema.parse(await api.get('/sales/my-sales', { query: { ...params }, signal })).data;
}

export function useMySales(params: MySalesParams) {
  return useQuery({
    queryKey: purchaseKeys.mySales(params),
    queryFn: ({ signal }) => getMySales(params, signal),
    placeholderData: keepPreviousData,
  });
}

import { type ResponseOf, salesEndpoints } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { type MySalesParams, purchaseKeys } from './keys';

export type MySales = ResponseOf<typeof salesEndpoints.listOwnSales>['data'];

/** GET /sales/my-sales: the customer's purchases, filtered and paged. */
export async function getMySales(params: MySalesParams, signal?: AbortSignal): Promise<MySales> {
  return (await callEndpoint(salesEndpoints.listOwnSales, { query: params, signal })).data;
}

export function useMySales(params: MySalesParams) {
  return useQuery({
    queryKey: purchaseKeys.mySales(params),
    queryFn: ({ signal }) => getMySales(params, signal),
    placeholderData: keepPreviousData,
  });
}

import { type Sale, salesEndpoints } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { saleKeys } from '../../../lib/resources/sales/keys';

/** GET /sales/{id}. */
export async function getSale(id: string, signal?: AbortSignal): Promise<Sale> {
  return (await callEndpoint(salesEndpoints.getSale, { params: { id }, signal })).data;
}

export function useSale(id: string) {
  return useQuery({ queryKey: saleKeys.detail(id), queryFn: ({ signal }) => getSale(id, signal) });
}

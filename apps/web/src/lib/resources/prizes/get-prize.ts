import { type Prize, prizesEndpoints } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../api';
import { prizeKeys } from './keys';

/** GET /prizes/{id}: a 404 becomes the page's "Brinde não encontrado", so it does not toast. */
export async function getPrize(id: string, signal?: AbortSignal): Promise<Prize> {
  return (await callEndpoint(prizesEndpoints.getPrize, { params: { id }, signal, toastErrors: false })).data;
}

/** A prize for its admin screens and the customer's prize page; prize changes refresh it. */
export function usePrize(id: string | undefined) {
  return useQuery({
    queryKey: prizeKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getPrize(id as string, signal),
    enabled: Boolean(id),
  });
}

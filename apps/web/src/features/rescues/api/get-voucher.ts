import { rescuesEndpoints, type Voucher } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { rescueKeys } from './keys';

/** GET /rescues/voucher/{code} (public): the page shows a refusal itself, so no toast. */
export async function getVoucher(code: string, signal?: AbortSignal): Promise<Voucher> {
  return (await callEndpoint(rescuesEndpoints.getVoucher, { params: { code }, signal, toastErrors: false })).data;
}

export function useVoucher(code: string) {
  return useQuery({
    queryKey: rescueKeys.voucher(code),
    queryFn: ({ signal }) => getVoucher(code, signal),
    enabled: code.length > 0,
    // 404/400/429 are answers, not glitches: asking again only burns the rate limit.
    retry: false,
  });
}

import { type Voucher, voucherSchema } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { rescueKeys } from './keys';

const responseSchema = z.object({ data: voucherSchema });

/** GET /rescues/voucher/{code} (public): the page shows a refusal itself, so no toast. */
export async function getVoucher(code: string, signal?: AbortSignal): Promise<Voucher> {
  const res = await api.get(`/rescues/voucher/${encodeURIComponent(code)}`, { signal, toastErrors: false });
  return responseSchema.parse(res).data;
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

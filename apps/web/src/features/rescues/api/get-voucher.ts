import { rescuesEndpoints, type Voucher } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpointWith } from '../../../lib/api';
import { rescueKeys } from './keys';

export interface VoucherAnswer {
  voucher: Voucher;
  /** When the answer is the one saved on this phone for offline use (public/sw.js): when it was saved. */
  savedAt: Date | null;
}

function savedAtOf(answer: unknown): Date | null {
  const savedAt = answer && typeof answer === 'object' ? (answer as { savedAt?: unknown }).savedAt : undefined;
  if (typeof savedAt !== 'string') return null;
  const date = new Date(savedAt);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** GET /rescues/voucher/{code} (public): the page shows a refusal itself, so no toast. */
export async function getVoucher(code: string, signal?: AbortSignal): Promise<VoucherAnswer> {
  const endpoint = rescuesEndpoints.getVoucher;
  return callEndpointWith(
    endpoint,
    (answer) => ({ voucher: endpoint.response.parse(answer).data, savedAt: savedAtOf(answer) }),
    { params: { code }, signal, toastErrors: false },
  );
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

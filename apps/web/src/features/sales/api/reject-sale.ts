import { salesEndpoints } from '@mall/shared';
import { callEndpoint } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/api/hooks';
import { saleKeys } from '../../../lib/resources/sales/keys';

/**
 * PATCH /sales/{id}/reject?reason=... with an empty body: a pending sale is rejected, an
 * approved one canceled (its points reversed; 409 after the customer redeemed).
 */
export async function rejectSale({ id, reason }: { id: string; reason: string }) {
  return callEndpoint(salesEndpoints.rejectSale, { params: { id }, query: { reason } });
}

export function useRejectSale() {
  return useEndpointMutation(rejectSale, { invalidates: [saleKeys.all], success: (res) => res.message });
}

import { salesEndpoints } from '@mall/shared';
import { callEndpoint } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/api/hooks';
import { customerSummaryPrefix, purchaseKeys } from './keys';

/**
 * POST /sales/{id}/contest: the customer contests the rejection of one of their purchases, once; it
 * goes back to review (pending, contested) and the next decision is final.
 */
export async function contestPurchase({ id, message }: { id: string; message: string }) {
  return callEndpoint(salesEndpoints.contestSale, { params: { id }, body: { message } });
}

/** Toasts the server's message; the purchases and the customer's counts are read again. */
export function useContestPurchase() {
  return useEndpointMutation(contestPurchase, {
    invalidates: [purchaseKeys.all, customerSummaryPrefix],
    success: (answer) => answer.message,
  });
}

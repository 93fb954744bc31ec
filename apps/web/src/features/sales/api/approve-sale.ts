import { salesEndpoints } from '@mall/shared';
import { callEndpoint } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/api/hooks';
import { saleKeys } from '../../../lib/resources/sales/keys';

/** PATCH /sales/{id}/approve {invoiceNumber}. */
export async function approveSale({ id, invoiceNumber }: { id: string; invoiceNumber: string }) {
  return callEndpoint(salesEndpoints.approveSale, { params: { id }, body: { invoiceNumber } });
}

export function useApproveSale() {
  return useEndpointMutation(approveSale, { invalidates: [saleKeys.all], success: (res) => res.message });
}

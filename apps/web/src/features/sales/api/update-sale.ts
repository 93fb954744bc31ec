import { salesEndpoints } from '@mall/shared';
import { callEndpoint } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/api/hooks';
import { saleKeys } from '../../../lib/resources/sales/keys';

export interface UpdateSaleBody {
  /** The new net value, in reais. */
  amount?: number;
  invoiceNumber?: string;
  saleDate?: string;
}

/** PATCH /sales/{id} {amount, invoiceNumber, saleDate}: recomputes points, logged in the history. */
export async function updateSale({ id, body }: { id: string; body: UpdateSaleBody }) {
  return callEndpoint(salesEndpoints.updateSale, { params: { id }, body });
}

export function useUpdateSale() {
  return useEndpointMutation(updateSale, { invalidates: [saleKeys.all], success: (res) => res.message });
}

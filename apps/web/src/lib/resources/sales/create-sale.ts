import { type CreateSaleBody, salesEndpoints } from '@mall/shared';
import { idempotentEndpoint } from '../../api';
import { useEndpointMutation } from '../../api/hooks';
import { saleKeys } from './keys';

export type InvoiceSaleBody = Extract<CreateSaleBody, { type: 'invoice_number' }>;

const postSale = idempotentEndpoint(salesEndpoints.createSale);

/**
 * POST /sales: an invoice sale (staff) or a receipt photo (a customer's purchase); a repeated
 * submit never records twice.
 */
export async function createSale(body: CreateSaleBody) {
  return postSale(body);
}

export function useCreateSale() {
  return useEndpointMutation((body: InvoiceSaleBody) => createSale(body), {
    invalidates: [saleKeys.lists],
    success: (res) => res.message,
  });
}

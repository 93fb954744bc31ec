import { type CreateSaleBody, salesEndpoints } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { idempotentEndpoint } from '../../../lib/api';
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
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceSaleBody) => createSale(body),
    onSuccess: (res) => {
      toast.success(res.message);
      return qc.invalidateQueries({ queryKey: saleKeys.lists });
    },
  });
}

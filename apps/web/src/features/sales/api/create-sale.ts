import { type CreateSaleBody, mutationOf, saleSchema } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { idempotentPost } from '../../../lib/api';
import { saleKeys } from './keys';

export type InvoiceSaleBody = Extract<CreateSaleBody, { type: 'invoice_number' }>;

const postSale = idempotentPost('/sales');
const responseSchema = mutationOf(saleSchema);

/**
 * POST /sales: an invoice sale (staff) or a receipt photo (a customer's purchase); a repeated
 * submit never records twice.
 */
export async function createSale(body: CreateSaleBody) {
  return responseSchema.parse(await postSale(body));
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

import type { CreateSaleBody, Sale } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { idempotentPost } from '../../../lib/api';
import { saleKeys } from './keys';

export type InvoiceSaleBody = Extract<CreateSaleBody, { type: 'invoice_number' }>;

const postSale = idempotentPost('/sales');

/** POST /sales, invoice variant (staff); a repeated submit never records twice. */
export function createSale(body: InvoiceSaleBody) {
  return postSale<{ message: string; data: Sale }>(body);
}

export function useCreateSale() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createSale,
    onSuccess: (res) => {
      toast.success(res.message);
      return qc.invalidateQueries({ queryKey: saleKeys.lists });
    },
  });
}

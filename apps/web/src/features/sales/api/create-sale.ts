import type { CreateSaleBody, Sale } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api';
import { saleKeys } from './keys';

export type InvoiceSaleBody = Extract<CreateSaleBody, { type: 'invoice_number' }>;

/** POST /sales, invoice variant (staff). */
export function createSale(body: InvoiceSaleBody) {
  return api.post<{ message: string; data: Sale }>('/sales', body);
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

import { salesEndpoints } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { callEndpoint } from '../../../lib/api';
import { saleKeys } from './keys';

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
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateSale,
    onSuccess: (res) => {
      toast.success(res.message);
      return qc.invalidateQueries({ queryKey: saleKeys.all });
    },
  });
}

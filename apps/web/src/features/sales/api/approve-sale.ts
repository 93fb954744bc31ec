import type { Sale } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api';
import { saleKeys } from './keys';

/** PATCH /sales/{id}/approve {invoiceNumber}. */
export function approveSale({ id, invoiceNumber }: { id: string; invoiceNumber: string }) {
  return api.patch<{ message: string; data: Sale }>(`/sales/${id}/approve`, { invoiceNumber });
}

export function useApproveSale() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: approveSale,
    onSuccess: (res) => {
      toast.success(res.message);
      // Lists, the sale itself and its history all changed.
      return qc.invalidateQueries({ queryKey: saleKeys.all });
    },
  });
}

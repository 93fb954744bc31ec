import { salesEndpoints } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { callEndpoint } from '../../../lib/api';
import { saleKeys } from './keys';

/** PATCH /sales/{id}/approve {invoiceNumber}. */
export async function approveSale({ id, invoiceNumber }: { id: string; invoiceNumber: string }) {
  return callEndpoint(salesEndpoints.approveSale, { params: { id }, body: { invoiceNumber } });
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

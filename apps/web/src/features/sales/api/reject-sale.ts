import { salesEndpoints } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { callEndpoint } from '../../../lib/api';
import { saleKeys } from './keys';

/**
 * PATCH /sales/{id}/reject?reason=... with an empty body: a pending sale is rejected, an
 * approved one canceled (its points reversed; 409 after the customer redeemed).
 */
export async function rejectSale({ id, reason }: { id: string; reason: string }) {
  return callEndpoint(salesEndpoints.rejectSale, { params: { id }, query: { reason } });
}

export function useRejectSale() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: rejectSale,
    onSuccess: (res) => {
      toast.success(res.message);
      return qc.invalidateQueries({ queryKey: saleKeys.all });
    },
  });
}

import { rescuesEndpoints } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { rescueKeys } from './keys';

/** PATCH /rescues/{id}/cancel: CANCELADO, the customer's points come back. */
export async function cancelRescue(id: string) {
  return callEndpoint(rescuesEndpoints.cancelRescue, { params: { id } });
}

export function useCancelRescue() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelRescue,
    onSuccess: (res) => {
      toast.success(res.message || 'Resgate cancelado com sucesso');
      qc.invalidateQueries({ queryKey: rescueKeys.listAll });
    },
  });
}

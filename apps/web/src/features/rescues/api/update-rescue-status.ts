import { type RESCUE_SETTABLE_STATUSES, rescuesEndpoints } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { rescueKeys } from './keys';

export type RescueSettableStatus = (typeof RESCUE_SETTABLE_STATUSES)[number];

/** PATCH /rescues/{id}/status. */
export async function updateRescueStatus(input: { id: string; status: RescueSettableStatus }) {
  return callEndpoint(rescuesEndpoints.updateRescueStatus, {
    params: { id: input.id },
    body: { status: input.status },
  });
}

export function useUpdateRescueStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateRescueStatus,
    onSuccess: (res) => {
      toast.success(res.message || 'Status atualizado com sucesso');
      qc.invalidateQueries({ queryKey: rescueKeys.listAll });
    },
  });
}

import { type RESCUE_SETTABLE_STATUSES, rescueSchema } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { rescueKeys } from './keys';

export type RescueSettableStatus = (typeof RESCUE_SETTABLE_STATUSES)[number];

const responseSchema = z.object({ message: z.string(), data: rescueSchema });

/** PATCH /rescues/{id}/status. */
export async function updateRescueStatus(input: { id: string; status: RescueSettableStatus }) {
  return responseSchema.parse(await api.patch(`/rescues/${input.id}/status`, { status: input.status }));
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

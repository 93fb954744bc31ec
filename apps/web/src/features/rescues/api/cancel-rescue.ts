import { rescueSchema } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { rescueKeys } from './keys';

const responseSchema = z.object({ message: z.string(), data: rescueSchema });

/** PATCH /rescues/{id}/cancel: CANCELADO, the customer's points come back. */
export async function cancelRescue(id: string) {
  return responseSchema.parse(await api.patch(`/rescues/${id}/cancel`));
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

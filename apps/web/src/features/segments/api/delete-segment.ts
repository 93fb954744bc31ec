import { messageSchema } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api';
import { segmentKeys } from './keys';

const responseSchema = messageSchema;

export async function deleteSegment(id: string) {
  return responseSchema.parse(await api.delete(`/segments/${id}`));
}

export function useDeleteSegment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteSegment,
    onSuccess: (res) => {
      toast.success(res?.message ?? 'Segmento removido com sucesso');
      return qc.invalidateQueries({ queryKey: segmentKeys.all });
    },
  });
}

import { messageSchema } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api';
import { prizeKeys } from './keys';

const responseSchema = messageSchema;

export async function deletePrize(id: string) {
  return responseSchema.parse(await api.delete(`/prizes/${id}`));
}

export function useDeletePrize() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deletePrize,
    onSuccess: (res) => {
      toast.success(res?.message ?? 'Brinde excluído com sucesso');
      return qc.invalidateQueries({ queryKey: prizeKeys.all });
    },
  });
}

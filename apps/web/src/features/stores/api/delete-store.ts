import { messageSchema } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api';
import { storeKeys } from './keys';

const responseSchema = messageSchema;

export async function deleteStore(id: string) {
  return responseSchema.parse(await api.delete(`/stores/${id}`));
}

export function useDeleteStore() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteStore,
    onSuccess: (res) => {
      toast.success(res?.message ?? 'Loja excluída com sucesso');
      return qc.invalidateQueries({ queryKey: storeKeys.all });
    },
  });
}

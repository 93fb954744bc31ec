import { storesEndpoints } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { callEndpoint } from '../../../lib/api';
import { storeKeys } from './keys';

export async function deleteStore(id: string) {
  return callEndpoint(storesEndpoints.deleteStore, { params: { id } });
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

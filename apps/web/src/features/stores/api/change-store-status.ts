import { mutationOf, storeSchema } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api';
import { storeKeys } from './keys';

export type StoreStatusAction = 'activate' | 'deactivate' | 'block' | 'unblock';

const responseSchema = mutationOf(storeSchema);

export async function changeStoreStatus({ id, action }: { id: string; action: StoreStatusAction }) {
  return responseSchema.parse(await api.patch(`/stores/${id}/${action}`));
}

export function useChangeStoreStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changeStoreStatus,
    onSuccess: (res) => {
      toast.success(res.message ?? 'Status atualizado com sucesso');
      return qc.invalidateQueries({ queryKey: storeKeys.all });
    },
  });
}

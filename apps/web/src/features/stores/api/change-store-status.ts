import { storesEndpoints } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { callEndpoint } from '../../../lib/api';
import { storeKeys } from './keys';

export type StoreStatusAction = 'activate' | 'deactivate' | 'block' | 'unblock';

const ENDPOINTS = {
  activate: storesEndpoints.activateStore,
  deactivate: storesEndpoints.deactivateStore,
  block: storesEndpoints.blockStore,
  unblock: storesEndpoints.unblockStore,
} as const;

export async function changeStoreStatus({ id, action }: { id: string; action: StoreStatusAction }) {
  return callEndpoint(ENDPOINTS[action], { params: { id } });
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

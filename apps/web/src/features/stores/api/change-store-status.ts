import { storesEndpoints } from '@mall/shared';
import { callEndpoint } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/api/hooks';
import { storeKeys } from '../../../lib/resources/stores/keys';

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
  return useEndpointMutation(changeStoreStatus, {
    invalidates: [storeKeys.all],
    success: (res) => res.message ?? 'Status atualizado com sucesso',
  });
}

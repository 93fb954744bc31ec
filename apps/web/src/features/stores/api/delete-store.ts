import { storesEndpoints } from '@mall/shared';
import { callEndpoint } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/api/hooks';
import { storeKeys } from '../../../lib/resources/stores/keys';

export async function deleteStore(id: string) {
  return callEndpoint(storesEndpoints.deleteStore, { params: { id } });
}

export function useDeleteStore() {
  return useEndpointMutation(deleteStore, {
    invalidates: [storeKeys.all],
    success: (res) => res?.message ?? 'Loja excluída com sucesso',
  });
}

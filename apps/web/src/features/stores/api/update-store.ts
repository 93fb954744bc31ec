import { storesEndpoints, type UpdateStoreBody } from '@mall/shared';
import { callEndpoint } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/api/hooks';
import { storeKeys } from '../../../lib/resources/stores/keys';

export async function updateStore({ id, body }: { id: string; body: UpdateStoreBody }) {
  return callEndpoint(storesEndpoints.updateStore, { params: { id }, body, toastErrors: false });
}

export function useUpdateStore() {
  return useEndpointMutation(updateStore, { invalidates: [storeKeys.all] });
}

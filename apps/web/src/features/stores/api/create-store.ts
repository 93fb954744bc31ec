import { type CreateStoreBody, storesEndpoints } from '@mall/shared';
import { callEndpoint } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/api/hooks';
import { storeKeys } from '../../../lib/resources/stores/keys';

export async function createStore(body: CreateStoreBody) {
  return callEndpoint(storesEndpoints.createStore, { body, toastErrors: false });
}

export function useCreateStore() {
  return useEndpointMutation(createStore, { invalidates: [storeKeys.all] });
}

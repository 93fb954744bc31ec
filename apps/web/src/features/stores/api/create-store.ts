import { type CreateStoreBody, storesEndpoints } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { storeKeys } from './keys';

export async function createStore(body: CreateStoreBody) {
  return callEndpoint(storesEndpoints.createStore, { body, toastErrors: false });
}

export function useCreateStore() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createStore,
    onSuccess: () => qc.invalidateQueries({ queryKey: storeKeys.all }),
  });
}

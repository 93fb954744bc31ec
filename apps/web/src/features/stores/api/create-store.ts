import type { CreateStoreBody, Store } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeKeys } from './keys';

export function createStore(body: CreateStoreBody) {
  return api.post<{ message?: string; data: Store }>('/stores', body, { toastErrors: false });
}

export function useCreateStore() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createStore,
    onSuccess: () => qc.invalidateQueries({ queryKey: storeKeys.all }),
  });
}

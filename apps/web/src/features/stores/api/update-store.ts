import type { Store, UpdateStoreBody } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeKeys } from './keys';

export function updateStore({ id, body }: { id: string; body: UpdateStoreBody }) {
  return api.patch<{ message?: string; data: Store }>(`/stores/${id}`, body, { toastErrors: false });
}

export function useUpdateStore() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateStore,
    onSuccess: () => qc.invalidateQueries({ queryKey: storeKeys.all }),
  });
}

import { storesEndpoints, type UpdateStoreBody } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { storeKeys } from './keys';

export async function updateStore({ id, body }: { id: string; body: UpdateStoreBody }) {
  return callEndpoint(storesEndpoints.updateStore, { params: { id }, body, toastErrors: false });
}

export function useUpdateStore() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateStore,
    onSuccess: () => qc.invalidateQueries({ queryKey: storeKeys.all }),
  });
}

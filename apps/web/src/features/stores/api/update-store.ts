import { mutationOf, storeSchema, type UpdateStoreBody } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeKeys } from './keys';

const responseSchema = mutationOf(storeSchema);

export async function updateStore({ id, body }: { id: string; body: UpdateStoreBody }) {
  return responseSchema.parse(await api.patch(`/stores/${id}`, body, { toastErrors: false }));
}

export function useUpdateStore() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateStore,
    onSuccess: () => qc.invalidateQueries({ queryKey: storeKeys.all }),
  });
}

import { type CreateStoreBody, mutationOf, storeSchema } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeKeys } from './keys';

const responseSchema = mutationOf(storeSchema);

export async function createStore(body: CreateStoreBody) {
  return responseSchema.parse(await api.post('/stores', body, { toastErrors: false }));
}

export function useCreateStore() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createStore,
    onSuccess: () => qc.invalidateQueries({ queryKey: storeKeys.all }),
  });
}

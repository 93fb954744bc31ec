import { dataOf, type Store, storeSchema } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeKeys } from './keys';

const responseSchema = dataOf(storeSchema);

/** A 404 becomes the page's "Loja não encontrada", so it does not toast. */
export async function getStore(id: string, signal?: AbortSignal): Promise<Store> {
  return responseSchema.parse(await api.get(`/stores/${id}`, { signal, toastErrors: false })).data;
}

export function useStore(id: string | undefined) {
  return useQuery({
    queryKey: storeKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getStore(id as string, signal),
    enabled: Boolean(id),
  });
}

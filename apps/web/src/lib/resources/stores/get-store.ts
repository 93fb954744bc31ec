import { type Store, storesEndpoints } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../api';
import { storeKeys } from './keys';

/** A 404 becomes the page's "Loja não encontrada", so it does not toast. */
export async function getStore(id: string, signal?: AbortSignal): Promise<Store> {
  return (await callEndpoint(storesEndpoints.getStore, { params: { id }, signal, toastErrors: false })).data;
}

export function useStore(id: string | undefined) {
  return useQuery({
    queryKey: storeKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getStore(id as string, signal),
    enabled: Boolean(id),
  });
}

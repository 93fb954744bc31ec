import type { Prize } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { prizeKeys } from './keys';

/** A 404 becomes the page's "Brinde não encontrado", so it does not toast. */
export async function getPrize(id: string, signal?: AbortSignal): Promise<Prize> {
  const res = await api.get<{ data: Prize }>(`/prizes/${id}`, { signal, toastErrors: false });
  return res.data;
}

export function usePrize(id: string | undefined) {
  return useQuery({
    queryKey: prizeKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getPrize(id as string, signal),
    enabled: Boolean(id),
  });
}

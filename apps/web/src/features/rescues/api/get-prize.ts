import { type Prize, prizeSchema } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, isApiError } from '../../../lib/api';
import { rescueKeys } from './keys';

const responseSchema = z.object({ data: prizeSchema });

/** GET /prizes/{id}: a 404 becomes the page's "Brinde não encontrado", so it does not toast. */
export async function getPrize(id: string, signal?: AbortSignal): Promise<Prize> {
  return responseSchema.parse(await api.get(`/prizes/${id}`, { signal, toastErrors: false })).data;
}

export function usePrize(id: string) {
  return useQuery({
    queryKey: rescueKeys.prize(id),
    queryFn: ({ signal }) => getPrize(id, signal),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}

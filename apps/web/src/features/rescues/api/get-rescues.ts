import { rescuesEndpoints } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import type { RescuePage } from './get-my-rescues';
import { type RescueListParams, rescueKeys } from './keys';

/** GET /rescues (staff; the server confines a LOJISTA to its store). */
export async function getRescues(params: RescueListParams, signal?: AbortSignal): Promise<RescuePage> {
  const res = await callEndpoint(rescuesEndpoints.listRescues, { query: params, signal });
  return { rescues: res.data, total: res.total };
}

export function useRescues(params: RescueListParams) {
  return useQuery({
    queryKey: rescueKeys.list(params),
    queryFn: ({ signal }) => getRescues(params, signal),
    placeholderData: keepPreviousData,
  });
}

import { type Rescue, rescuesEndpoints } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { type RescueListParams, rescueKeys } from './keys';

export interface RescuePage {
  rescues: Rescue[];
  total: number;
}

/** GET /rescues/my-rescues: the customer's own redemptions. */
export async function getMyRescues(params: RescueListParams, signal?: AbortSignal): Promise<RescuePage> {
  const res = await callEndpoint(rescuesEndpoints.listOwnRescues, { query: params, signal });
  return { rescues: res.data, total: res.total };
}

export function useMyRescues(params: RescueListParams) {
  return useQuery({
    queryKey: rescueKeys.mine(params),
    queryFn: ({ signal }) => getMyRescues(params, signal),
    placeholderData: keepPreviousData,
  });
}

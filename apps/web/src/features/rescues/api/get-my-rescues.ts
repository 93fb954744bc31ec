import { type Rescue, rescueSchema } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { type RescueListParams, rescueKeys } from './keys';

const responseSchema = z.object({ data: z.array(rescueSchema), total: z.number() });

export interface RescuePage {
  rescues: Rescue[];
  total: number;
}

/** GET /rescues/my-rescues: the customer's own redemptions. */
export async function getMyRescues(params: RescueListParams, signal?: AbortSignal): Promise<RescuePage> {
  const res = responseSchema.parse(await api.get('/rescues/my-rescues', { query: { ...params }, signal }));
  return { rescues: res.data, total: res.total };
}

export function useMyRescues(params: RescueListParams) {
  return useQuery({
    queryKey: rescueKeys.mine(params),
    queryFn: ({ signal }) => getMyRescues(params, signal),
    placeholderData: keepPreviousData,
  });
}

import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { rescueKeys } from './keys';

const responseSchema = z.object({ data: z.object({ campaignPoints: z.number() }).loose() });

/** GET /clients/me/campaign-points: the balance a prize is compared with. */
export async function getCampaignPoints(signal?: AbortSignal): Promise<number> {
  return responseSchema.parse(await api.get('/clients/me/campaign-points', { signal })).data.campaignPoints;
}

export function useCampaignPoints(enabled: boolean) {
  return useQuery({ queryKey: rescueKeys.points, queryFn: ({ signal }) => getCampaignPoints(signal), enabled });
}

import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { rescueKeys } from './keys';

const campaignSchema = z
  .object({ id: z.string(), name: z.string(), endDate: z.string(), redemptionEndDate: z.string().nullish() })
  .loose();
const responseSchema = z.object({ data: campaignSchema.nullable() });
export type ActiveCampaign = z.infer<typeof campaignSchema>;

/** GET /campaigns/active: null without a campaign. */
export async function getActiveCampaign(signal?: AbortSignal): Promise<ActiveCampaign | null> {
  return responseSchema.parse(await api.get('/campaigns/active', { signal, toastErrors: false })).data;
}

export function useActiveCampaign() {
  return useQuery({
    queryKey: rescueKeys.activeCampaign,
    queryFn: ({ signal }) => getActiveCampaign(signal),
    staleTime: 5 * 60_000,
  });
}

import { type CampaignOption, campaignOptionSchema } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { campaignKeys } from './keys';

const responseSchema = z.object({ data: z.array(campaignOptionSchema) });

/**
 * GET /campaigns/options: the campaign filter's choices. Staff get every campaign; a customer
 * the active one and those it has redemptions in.
 */
export async function getCampaignOptions(signal?: AbortSignal): Promise<CampaignOption[]> {
  return responseSchema.parse(await api.get('/campaigns/options', { signal, toastErrors: false })).data;
}

export function useCampaignOptions() {
  return useQuery({
    queryKey: campaignKeys.options,
    queryFn: ({ signal }) => getCampaignOptions(signal),
    staleTime: 5 * 60_000,
  });
}

import { type CampaignOption, campaignsEndpoints } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../api';
import { campaignKeys } from './keys';

/**
 * GET /campaigns/options: the campaign filter's choices. Staff get every campaign; a customer
 * the active one and those it has redemptions in.
 */
export async function getCampaignOptions(signal?: AbortSignal): Promise<CampaignOption[]> {
  return (await callEndpoint(campaignsEndpoints.listCampaignOptions, { signal, toastErrors: false })).data;
}

export function useCampaignOptions() {
  return useQuery({
    queryKey: campaignKeys.options,
    queryFn: ({ signal }) => getCampaignOptions(signal),
    staleTime: 5 * 60_000,
  });
}

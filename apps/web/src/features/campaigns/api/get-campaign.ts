import { type Campaign, campaignsEndpoints } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { campaignKeys } from '../../../lib/resources/campaigns/keys';

/** A 404 is shown by the page as "Campanha não encontrada", so it does not toast. */
export async function getCampaign(id: string, signal?: AbortSignal): Promise<Campaign> {
  return (await callEndpoint(campaignsEndpoints.getCampaign, { params: { id }, signal, toastErrors: false })).data;
}

export function useCampaign(id: string | undefined) {
  return useQuery({
    queryKey: campaignKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getCampaign(id as string, signal),
    enabled: Boolean(id),
  });
}

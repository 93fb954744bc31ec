import { campaignsEndpoints } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../api';
import { campaignKeys } from './keys';

export interface CampaignListParams {
  page: number;
  limit: number;
  search: string;
}

/** GET /campaigns: the campaigns screen's list, newest first. */
export async function getCampaigns(params: CampaignListParams, signal?: AbortSignal) {
  return callEndpoint(campaignsEndpoints.listCampaigns, { query: params, signal });
}

export function useCampaigns(params: CampaignListParams) {
  return useQuery({
    queryKey: campaignKeys.list(params),
    queryFn: ({ signal }) => getCampaigns(params, signal),
    placeholderData: keepPreviousData,
  });
}

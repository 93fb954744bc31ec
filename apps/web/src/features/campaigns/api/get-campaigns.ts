import { campaignSchema, listOf } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { campaignKeys } from './keys';

export interface CampaignListParams {
  page: number;
  limit: number;
  search: string;
}

const responseSchema = listOf(campaignSchema);

/** GET /campaigns: the campaigns screen's list, newest first. */
export async function getCampaigns(params: CampaignListParams, signal?: AbortSignal) {
  return responseSchema.parse(await api.get('/campaigns', { query: { ...params }, signal }));
}

export function useCampaigns(params: CampaignListParams) {
  return useQuery({
    queryKey: campaignKeys.list(params),
    queryFn: ({ signal }) => getCampaigns(params, signal),
    placeholderData: keepPreviousData,
  });
}

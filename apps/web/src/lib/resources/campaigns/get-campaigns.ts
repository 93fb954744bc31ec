import { CAMPAIGN_SORT_COLUMNS, campaignsEndpoints } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../api';
import { sortOf } from '../../list-sort';
import { campaignKeys } from './keys';

export interface CampaignListParams {
  page: number;
  limit: number;
  search: string;
  /** The sort by a column (`sortOf`); empty for the list's own order. */
  sort?: string;
  order?: string;
}

/** GET /campaigns: the campaigns screen's list, newest first. */
export async function getCampaigns(params: CampaignListParams, signal?: AbortSignal) {
  const { sort: _sort, order: _order, ...filters } = params;
  return callEndpoint(campaignsEndpoints.listCampaigns, {
    query: { ...filters, ...sortOf(CAMPAIGN_SORT_COLUMNS, params) },
    signal,
  });
}

export function useCampaigns(params: CampaignListParams) {
  return useQuery({
    queryKey: campaignKeys.list(params),
    queryFn: ({ signal }) => getCampaigns(params, signal),
    placeholderData: keepPreviousData,
  });
}

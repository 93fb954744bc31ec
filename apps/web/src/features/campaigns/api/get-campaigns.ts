import type { Campaign } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { campaignKeys } from './keys';

export interface CampaignList {
  data: Campaign[];
  total: number;
}

export function getCampaigns(params: { page: number; limit: number; search: string }, signal?: AbortSignal) {
  return api.get<CampaignList>('/campaigns', { query: params, signal });
}

export function useCampaigns(params: { page: number; limit: number; search: string }) {
  return useQuery({
    queryKey: campaignKeys.list(params),
    queryFn: ({ signal }) => getCampaigns(params, signal),
    placeholderData: keepPreviousData,
  });
}

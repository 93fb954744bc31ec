import type { Campaign } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { prizeKeys } from './keys';

export type CampaignOption = Pick<Campaign, 'id' | 'name' | 'active' | 'isFinished'>;

/** Campaign filter and select (SPEC §7: selector lists load page 1, limit 100). */
export async function getCampaignOptions(signal?: AbortSignal): Promise<CampaignOption[]> {
  const res = await api.get<{ data: Campaign[] }>('/campaigns', { query: { page: 1, limit: 100 }, signal });
  return res.data;
}

export function useCampaignOptions() {
  return useQuery({ queryKey: prizeKeys.campaignOptions, queryFn: ({ signal }) => getCampaignOptions(signal) });
}

import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { purchaseKeys } from './keys';

export interface ActiveCampaign {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
}

/** GET /campaigns/active: the period a purchase must fall in (null without a campaign). */
export async function getActiveCampaign(signal?: AbortSignal): Promise<ActiveCampaign | null> {
  const res = await api.get<{ data: ActiveCampaign | null }>('/campaigns/active', { signal, toastErrors: false });
  return res.data ?? null;
}

export function useActiveCampaign() {
  return useQuery({
    queryKey: purchaseKeys.activeCampaign,
    queryFn: ({ signal }) => getActiveCampaign(signal),
    staleTime: 5 * 60_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api';

export interface ActiveCampaign {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
}

/** GET /campaigns/active: `data` is the campaign or null. A 404 (no endpoint yet) also reads as none. */
export async function getActiveCampaign(signal?: AbortSignal): Promise<ActiveCampaign | null> {
  try {
    const res = await api.get<{ data: ActiveCampaign | null }>('/campaigns/active', { signal, toastErrors: false });
    return res.data ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function useActiveCampaign() {
  return useQuery({ queryKey: ['campaigns', 'active'], queryFn: ({ signal }) => getActiveCampaign(signal) });
}

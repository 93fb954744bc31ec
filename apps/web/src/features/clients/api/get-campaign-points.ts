import type { CampaignPoints } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api';

export const campaignPointsKey = ['clients', 'me', 'campaign-points'] as const;

/**
 * The header asks on every page, so a refusal must not toast: a non-client role or a missing
 * campaign simply reads as 0 points. (Type-only import: the header is in the first bundle and
 * must not pull zod in.)
 */
export async function getCampaignPoints(signal?: AbortSignal): Promise<number> {
  try {
    const res = await api.get<{ data: CampaignPoints }>('/clients/me/campaign-points', { signal, toastErrors: false });
    return typeof res.data?.campaignPoints === 'number' ? res.data.campaignPoints : 0;
  } catch (error) {
    if (isApiError(error) && (error.status === 403 || error.status === 404)) return 0;
    throw error;
  }
}

export function useCampaignPoints(enabled: boolean) {
  return useQuery({
    queryKey: campaignPointsKey,
    queryFn: ({ signal }) => getCampaignPoints(signal),
    enabled,
  });
}

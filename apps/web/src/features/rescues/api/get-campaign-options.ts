import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, isApiError } from '../../../lib/api';
import { rescueKeys } from './keys';

const responseSchema = z.object({ data: z.array(z.object({ id: z.string(), name: z.string() }).loose()) });
export interface CampaignOption {
  id: string;
  name: string;
}

/**
 * GET /campaigns (page 1, 100). CONCIERGE and LOJISTA get 403: null, and the page falls back
 * to the active campaign.
 */
export async function getCampaignOptions(signal?: AbortSignal): Promise<CampaignOption[] | null> {
  try {
    const res = responseSchema.parse(
      await api.get('/campaigns', { query: { page: 1, limit: 100 }, signal, toastErrors: false }),
    );
    return res.data.map((c) => ({ id: c.id, name: c.name }));
  } catch (error) {
    if (isApiError(error) && error.status === 403) return null;
    throw error;
  }
}

export function useCampaignOptions() {
  return useQuery({
    queryKey: rescueKeys.campaignOptions,
    queryFn: ({ signal }) => getCampaignOptions(signal),
    staleTime: 5 * 60_000,
  });
}

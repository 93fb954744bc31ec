import { type Campaign, campaignSchema, dataOf } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { campaignKeys } from './keys';

const responseSchema = dataOf(campaignSchema);

/** A 404 is shown by the page as "Campanha não encontrada", so it does not toast. */
export async function getCampaign(id: string, signal?: AbortSignal): Promise<Campaign> {
  return responseSchema.parse(await api.get(`/campaigns/${id}`, { signal, toastErrors: false })).data;
}

export function useCampaign(id: string | undefined) {
  return useQuery({
    queryKey: campaignKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getCampaign(id as string, signal),
    enabled: Boolean(id),
  });
}

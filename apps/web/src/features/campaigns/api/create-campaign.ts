import { type CreateCampaignBody, campaignSchema, mutationOf } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { campaignKeys } from './keys';

const responseSchema = mutationOf(campaignSchema);

export async function createCampaign(body: CreateCampaignBody) {
  return responseSchema.parse(await api.post('/campaigns', body, { toastErrors: false }));
}

export function useCreateCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

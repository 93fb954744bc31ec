import { type CreateCampaignBody, campaignsEndpoints } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { campaignKeys } from './keys';

export async function createCampaign(body: CreateCampaignBody) {
  return callEndpoint(campaignsEndpoints.createCampaign, { body, toastErrors: false });
}

export function useCreateCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

import type { Campaign, CreateCampaignBody } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { campaignKeys } from './keys';

export function createCampaign(body: CreateCampaignBody) {
  return api.post<{ message?: string; data: Campaign }>('/campaigns', body, { toastErrors: false });
}

export function useCreateCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

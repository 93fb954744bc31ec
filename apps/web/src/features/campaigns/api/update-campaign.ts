import type { Campaign, UpdateCampaignBody } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { campaignKeys } from './keys';

export function updateCampaign({ id, body }: { id: string; body: UpdateCampaignBody }) {
  return api.patch<{ message?: string; data: Campaign }>(`/campaigns/${id}`, body, { toastErrors: false });
}

export function useUpdateCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

import { campaignsEndpoints, type UpdateCampaignBody } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { campaignKeys } from './keys';

export async function updateCampaign({ id, body }: { id: string; body: UpdateCampaignBody }) {
  return callEndpoint(campaignsEndpoints.updateCampaign, { params: { id }, body, toastErrors: false });
}

export function useUpdateCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

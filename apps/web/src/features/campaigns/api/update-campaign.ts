import { campaignSchema, mutationOf, type UpdateCampaignBody } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { campaignKeys } from './keys';

const responseSchema = mutationOf(campaignSchema);

export async function updateCampaign({ id, body }: { id: string; body: UpdateCampaignBody }) {
  return responseSchema.parse(await api.patch(`/campaigns/${id}`, body, { toastErrors: false }));
}

export function useUpdateCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

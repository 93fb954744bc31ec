import { messageSchema } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api';
import { campaignKeys } from './keys';

const responseSchema = messageSchema;

export async function deleteCampaign(id: string) {
  return responseSchema.parse(await api.delete(`/campaigns/${id}`));
}

export function useDeleteCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSuccess: (res) => {
      toast.success(res?.message ?? 'Campanha removida com sucesso');
      return qc.invalidateQueries({ queryKey: campaignKeys.all });
    },
  });
}

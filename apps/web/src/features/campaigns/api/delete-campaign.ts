import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api';
import { campaignKeys } from './keys';

export function deleteCampaign(id: string) {
  return api.delete<{ message?: string } | null>(`/campaigns/${id}`);
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

import { campaignsEndpoints } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { callEndpoint } from '../../../lib/api';
import { campaignKeys } from './keys';

export async function deleteCampaign(id: string) {
  return callEndpoint(campaignsEndpoints.deleteCampaign, { params: { id } });
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

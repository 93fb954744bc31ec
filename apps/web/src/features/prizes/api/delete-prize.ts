import { prizesEndpoints } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { callEndpoint } from '../../../lib/api';
import { prizeKeys } from './keys';

export async function deletePrize(id: string) {
  return callEndpoint(prizesEndpoints.deletePrize, { params: { id } });
}

export function useDeletePrize() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deletePrize,
    onSuccess: (res) => {
      toast.success(res?.message ?? 'Brinde excluído com sucesso');
      return qc.invalidateQueries({ queryKey: prizeKeys.all });
    },
  });
}

import type { Prize, UpdatePrizeBody } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { prizeKeys } from './keys';

/** Errors are shown by the form (banner for the featured limit, inline otherwise). */
export function updatePrize({ id, body }: { id: string; body: UpdatePrizeBody }) {
  return api.patch<{ message?: string; data: Prize }>(`/prizes/${id}`, body, { toastErrors: false });
}

export function useUpdatePrize() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updatePrize,
    onSuccess: () => qc.invalidateQueries({ queryKey: prizeKeys.all }),
  });
}

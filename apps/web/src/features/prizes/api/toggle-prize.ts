import type { Prize } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { api } from '../../../lib/api';
import { prizeKeys } from './keys';

/** PATCH /prizes/{id} {inactivatedAt}: a date inactivates, null activates (SPEC §7). */
export function togglePrize({ id, active }: { id: string; active: boolean }) {
  return api.patch<{ message?: string; data: Prize }>(`/prizes/${id}`, {
    inactivatedAt: active ? null : new Date().toISOString(),
  });
}

export function useTogglePrize() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: togglePrize,
    onSuccess: (res, { active }) => {
      toast.success(res.message ?? (active ? 'Brinde ativado com sucesso' : 'Brinde inativado com sucesso'));
      return qc.invalidateQueries({ queryKey: prizeKeys.all });
    },
  });
}

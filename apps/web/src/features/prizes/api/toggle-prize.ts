import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { prizeKeys } from './keys';
import { updatePrize } from './update-prize';

/** PATCH /prizes/{id} {inactivatedAt}: a date inactivates, null activates (SPEC §7). */
export function togglePrize({ id, active }: { id: string; active: boolean }) {
  return updatePrize({ id, body: { inactivatedAt: active ? null : new Date().toISOString() } }, { toastErrors: true });
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

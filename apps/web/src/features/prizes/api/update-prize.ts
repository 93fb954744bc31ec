import { mutationOf, prizeSchema, type UpdatePrizeBody } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { prizeKeys } from './keys';

const responseSchema = mutationOf(prizeSchema);

/** Errors are shown by the form (banner for the featured limit, inline otherwise). */
export async function updatePrize(
  { id, body }: { id: string; body: UpdatePrizeBody },
  { toastErrors = false }: { toastErrors?: boolean } = {},
) {
  return responseSchema.parse(await api.patch(`/prizes/${id}`, body, { toastErrors }));
}

export function useUpdatePrize() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id: string; body: UpdatePrizeBody }) => updatePrize(vars),
    onSuccess: () => qc.invalidateQueries({ queryKey: prizeKeys.all }),
  });
}

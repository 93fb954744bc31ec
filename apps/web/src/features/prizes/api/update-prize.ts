import { prizesEndpoints, type UpdatePrizeBody } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { prizeKeys } from './keys';

/** Errors are shown by the form (banner for the featured limit, inline otherwise). */
export async function updatePrize(
  { id, body }: { id: string; body: UpdatePrizeBody },
  { toastErrors = false }: { toastErrors?: boolean } = {},
) {
  return callEndpoint(prizesEndpoints.updatePrize, { params: { id }, body, toastErrors });
}

export function useUpdatePrize() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id: string; body: UpdatePrizeBody }) => updatePrize(vars),
    onSuccess: () => qc.invalidateQueries({ queryKey: prizeKeys.all }),
  });
}

import type { CreatePrizeBody, Prize } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { prizeKeys } from './keys';

/** A featured-limit refusal (409 with featuredPrizes) is shown as the form's banner, not a toast. */
export function createPrize(body: CreatePrizeBody) {
  return api.post<{ message?: string; data: Prize }>('/prizes', body, { toastErrors: false });
}

export function useCreatePrize() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createPrize,
    onSuccess: () => qc.invalidateQueries({ queryKey: prizeKeys.all }),
  });
}

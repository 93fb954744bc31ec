import { type CreatePrizeBody, prizesEndpoints } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { prizeKeys } from './keys';

/** A featured-limit refusal (409 with featuredPrizes) is shown as the form's banner, not a toast. */
export async function createPrize(body: CreatePrizeBody) {
  return callEndpoint(prizesEndpoints.createPrize, { body, toastErrors: false });
}

export function useCreatePrize() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createPrize,
    onSuccess: () => qc.invalidateQueries({ queryKey: prizeKeys.all }),
  });
}

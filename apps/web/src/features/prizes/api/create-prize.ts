import { type CreatePrizeBody, mutationOf, prizeSchema } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { prizeKeys } from './keys';

const responseSchema = mutationOf(prizeSchema);

/** A featured-limit refusal (409 with featuredPrizes) is shown as the form's banner, not a toast. */
export async function createPrize(body: CreatePrizeBody) {
  return responseSchema.parse(await api.post('/prizes', body, { toastErrors: false }));
}

export function useCreatePrize() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createPrize,
    onSuccess: () => qc.invalidateQueries({ queryKey: prizeKeys.all }),
  });
}

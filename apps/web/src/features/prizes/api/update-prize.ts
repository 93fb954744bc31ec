import { prizesEndpoints, type UpdatePrizeBody } from '@mall/shared';
import { callEndpoint } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/api/hooks';
import { prizeKeys } from '../../../lib/resources/prizes/keys';

/** Errors are shown by the form (banner for the featured limit, inline otherwise). */
export async function updatePrize(
  { id, body }: { id: string; body: UpdatePrizeBody },
  { toastErrors = false }: { toastErrors?: boolean } = {},
) {
  return callEndpoint(prizesEndpoints.updatePrize, { params: { id }, body, toastErrors });
}

export function useUpdatePrize() {
  return useEndpointMutation((vars: { id: string; body: UpdatePrizeBody }) => updatePrize(vars), {
    invalidates: [prizeKeys.all],
  });
}

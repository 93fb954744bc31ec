import { prizesEndpoints } from '@mall/shared';
import { callEndpoint } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/api/hooks';
import { prizeKeys } from '../../../lib/resources/prizes/keys';

export async function deletePrize(id: string) {
  return callEndpoint(prizesEndpoints.deletePrize, { params: { id } });
}

export function useDeletePrize() {
  return useEndpointMutation(deletePrize, {
    invalidates: [prizeKeys.all],
    success: (res) => res?.message ?? 'Brinde excluído com sucesso',
  });
}

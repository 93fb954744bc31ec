import { extractsEndpoints } from '@mall/shared';
import { callEndpoint } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/api/hooks';
import { billKeys } from '../../../lib/resources/bills/keys';
import { extractKeys } from '../../../lib/resources/extracts/keys';

/** DELETE /extracts (DEDPREMIUM, SMART): all or nothing; a statement with an active bill is refused. */
export const deleteExtracts = (extractIds: string[]) =>
  callEndpoint(extractsEndpoints.deleteExtracts, { body: { extractIds }, toastErrors: false });

export const useDeleteExtracts = () =>
  useEndpointMutation(deleteExtracts, {
    invalidates: [extractKeys.all, billKeys.all],
    success: (res) => res.message || 'Extratos excluídos com sucesso',
  });

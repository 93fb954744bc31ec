import { extractsEndpoints, type ProcessExtractsBody } from '@mall/shared';
import { callEndpoint } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/api/hooks';
import { billKeys } from '../../../lib/resources/bills/keys';
import { extractKeys } from '../../../lib/resources/extracts/keys';

/**
 * POST /extracts/process (DEDPREMIUM, SMART): all or nothing. The dialog shows the refusal itself
 * (with the SPEC's fallback), so the client does not toast it.
 */
export const processExtracts = (body: ProcessExtractsBody) =>
  callEndpoint(extractsEndpoints.processExtracts, { body, toastErrors: false });

export const useProcessExtracts = () =>
  useEndpointMutation(processExtracts, {
    invalidates: [extractKeys.all, billKeys.all],
    success: (res) => res.message || 'Extratos processados com sucesso',
  });

import { billsEndpoints } from '@mall/shared';
import { callEndpoint } from '../../api';
import { useEndpointMutation } from '../../api/hooks';
import { extractKeys } from '../extracts/keys';
import { billKeys } from './keys';

/**
 * POST /bills ("Gerar boletos", DEDPREMIUM and SMART): a bill for each selected statement that
 * may have one; the answer says which got none and why. The statements screen shows the result.
 */
export const generateBills = (extractIds: string[]) =>
  callEndpoint(billsEndpoints.generateBills, { body: { extractIds }, toastErrors: false });

export const useGenerateBills = () =>
  useEndpointMutation(generateBills, { invalidates: [billKeys.all, extractKeys.all] });

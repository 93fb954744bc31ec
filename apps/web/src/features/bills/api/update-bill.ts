import { billsEndpoints, type UpdateBillBody } from '@mall/shared';
import { callEndpoint } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/api/hooks';
import { billKeys } from '../../../lib/resources/bills/keys';
import { extractKeys } from '../../../lib/resources/extracts/keys';

/** PATCH /bills/{id}: mark paid (`paidAt`), record or clear the provider's error, or cancel. */
export const updateBill = ({ id, body }: { id: string; body: UpdateBillBody }) =>
  callEndpoint(billsEndpoints.updateBill, { params: { id }, body });

export const useUpdateBill = () =>
  useEndpointMutation(updateBill, {
    invalidates: [billKeys.all, extractKeys.all],
    success: (res) => res.message || 'Boleto atualizado com sucesso',
  });

import { billsEndpoints } from '@mall/shared';
import { callEndpoint } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/api/hooks';
import { billKeys } from '../../../lib/resources/bills/keys';
import { extractKeys } from '../../../lib/resources/extracts/keys';

/** POST /bills/{id}/send: e-mails the PDF to the store's invoice addresses and records when. */
export const sendBill = (id: string) => callEndpoint(billsEndpoints.sendBill, { params: { id } });

export const useSendBill = () =>
  useEndpointMutation(sendBill, {
    invalidates: [billKeys.all, extractKeys.all],
    success: (res) => res.message || 'Boleto enviado por e-mail',
  });

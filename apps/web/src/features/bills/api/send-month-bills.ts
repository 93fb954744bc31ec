import { billsEndpoints, type SendMonthBillsBody } from '@mall/shared';
import { callEndpoint } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/api/hooks';
import { billKeys } from '../../../lib/resources/bills/keys';
import { extractKeys } from '../../../lib/resources/extracts/keys';

/** POST /bills/send-month ("Enviar boletos do mês"): every open bill of the month not sent yet, by e-mail. */
export const sendMonthBills = (body: SendMonthBillsBody) => callEndpoint(billsEndpoints.sendMonthBills, { body });

export const useSendMonthBills = () =>
  useEndpointMutation(sendMonthBills, {
    invalidates: [billKeys.all, extractKeys.all],
    success: (res) => res.message,
  });

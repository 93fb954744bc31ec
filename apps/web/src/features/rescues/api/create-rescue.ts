import { type ResponseOf, rescuesEndpoints } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idempotentEndpoint } from '../../../lib/api';
import { campaignKeys } from '../../../lib/resources/campaigns/keys';
import { prizeKeys } from '../../../lib/resources/prizes/keys';
import { customerSummaryPrefix, rescueKeys } from './keys';

export type CreatedRescue = ResponseOf<typeof rescuesEndpoints.createRescue>['data'];

const postRescue = idempotentEndpoint(rescuesEndpoints.createRescue);

/**
 * POST /rescues: refusals (409) reach the customer as toasts from the API client; a repeated
 * submit never redeems twice.
 */
export async function createRescue(body: { prizeId: string; points: number }): Promise<CreatedRescue> {
  return (await postRescue(body)).data;
}

export function useCreateRescue() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createRescue,
    onSettled: () => {
      // Success zeroes the balance; a refusal (prize changed, sold out) may mean stale data too.
      qc.invalidateQueries({ queryKey: customerSummaryPrefix });
      qc.invalidateQueries({ queryKey: rescueKeys.all });
      // The customer's campaign filter gains the campaign it just redeemed in.
      qc.invalidateQueries({ queryKey: campaignKeys.options });
      // Stock and sold-out marks change with a redemption.
      qc.invalidateQueries({ queryKey: prizeKeys.all });
    },
  });
}

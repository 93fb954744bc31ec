import { type CreatePrizeBody, prizesEndpoints } from '@mall/shared';
import { callEndpoint } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/api/hooks';
import { prizeKeys } from '../../../lib/resources/prizes/keys';

/** A featured-limit refusal (409 with featuredPrizes) is shown as the form's banner, not a toast. */
export async function createPrize(body: CreatePrizeBody) {
  return callEndpoint(prizesEndpoints.createPrize, { body, toastErrors: false });
}

export function useCreatePrize() {
  return useEndpointMutation(createPrize, { invalidates: [prizeKeys.all] });
}

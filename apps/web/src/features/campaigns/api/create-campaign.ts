import { type CreateCampaignBody, campaignsEndpoints } from '@mall/shared';
import { callEndpoint } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/api/hooks';
import { campaignKeys } from '../../../lib/resources/campaigns/keys';

export async function createCampaign(body: CreateCampaignBody) {
  return callEndpoint(campaignsEndpoints.createCampaign, { body, toastErrors: false });
}

export function useCreateCampaign() {
  return useEndpointMutation(createCampaign, { invalidates: [campaignKeys.all] });
}

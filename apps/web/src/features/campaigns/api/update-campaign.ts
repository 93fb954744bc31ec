import { campaignsEndpoints, type UpdateCampaignBody } from '@mall/shared';
import { callEndpoint } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/api/hooks';
import { campaignKeys } from '../../../lib/resources/campaigns/keys';

export async function updateCampaign({ id, body }: { id: string; body: UpdateCampaignBody }) {
  return callEndpoint(campaignsEndpoints.updateCampaign, { params: { id }, body, toastErrors: false });
}

export function useUpdateCampaign() {
  return useEndpointMutation(updateCampaign, { invalidates: [campaignKeys.all] });
}

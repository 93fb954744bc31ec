import { campaignsEndpoints } from '@mall/shared';
import { callEndpoint } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/api/hooks';
import { campaignKeys } from '../../../lib/resources/campaigns/keys';

export async function deleteCampaign(id: string) {
  return callEndpoint(campaignsEndpoints.deleteCampaign, { params: { id } });
}

export function useDeleteCampaign() {
  return useEndpointMutation(deleteCampaign, {
    invalidates: [campaignKeys.all],
    success: (res) => res?.message ?? 'Campanha removida com sucesso',
  });
}

import { campaignsEndpoints } from '@mall/shared';
import { callEndpoint } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/api/hooks';
import { campaignKeys } from '../../../lib/resources/campaigns/keys';

export type CampaignStatusAction = 'activate' | 'inactivate' | 'finish';

const FALLBACK: Record<CampaignStatusAction, string> = {
  activate: 'Campanha ativada com sucesso',
  inactivate: 'Campanha inativada com sucesso',
  finish: 'Campanha finalizada com sucesso',
};

const ENDPOINTS = {
  activate: campaignsEndpoints.activateCampaign,
  inactivate: campaignsEndpoints.inactivateCampaign,
  finish: campaignsEndpoints.finishCampaign,
} as const;

/** PATCH /campaigns/{id}/activate|inactivate|finish. Refusals (another active, finished) toast from the client. */
export async function changeCampaignStatus({ id, action }: { id: string; action: CampaignStatusAction }) {
  return callEndpoint(ENDPOINTS[action], { params: { id } });
}

export function useChangeCampaignStatus() {
  return useEndpointMutation(changeCampaignStatus, {
    invalidates: [campaignKeys.all],
    success: (res, { action }) => res.message ?? FALLBACK[action],
  });
}

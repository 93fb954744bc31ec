import { useQuery } from '@tanstack/react-query';
import { getCampaignStanding } from '../../../lib/resources/clients/get-campaign-points';
import { getMyRescues } from './get-my-rescues';
import { rescueKeys } from './keys';

/**
 * The voucher of the customer's live redemption in the current campaign (one per CPF per
 * campaign), or null when they have not redeemed yet: GET /clients/me/campaign-points says
 * whether, GET /rescues/my-rescues?campaign= which voucher.
 */
export async function getCampaignRedemption(signal?: AbortSignal): Promise<string | null> {
  const standing = await getCampaignStanding({ signal });
  if (!standing.redeemed || !standing.campaignId) return null;
  const page = await getMyRescues({ page: 1, limit: 50, search: '', campaign: standing.campaignId }, signal);
  return page.rescues.find((r) => r.status !== 'CANCELADO')?.voucher ?? null;
}

export function useCampaignRedemption(enabled: boolean) {
  return useQuery({
    queryKey: [...rescueKeys.mineAll, 'campaign-redemption'] as const,
    queryFn: ({ signal }) => getCampaignRedemption(signal),
    enabled,
  });
}

import { useQuery } from '@tanstack/react-query';
import { campaignPointsKey, getCampaignStanding } from '../../../lib/resources/clients/get-campaign-points';

/** The balance a prize page compares with the prize: a failure is shown (toast and message). */
export function useRedeemableBalance(enabled: boolean) {
  return useQuery({
    queryKey: [...campaignPointsKey, 'redeem'] as const,
    queryFn: async ({ signal }) => (await getCampaignStanding({ signal })).campaignPoints,
    enabled,
  });
}

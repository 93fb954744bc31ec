import { useQuery } from '@tanstack/react-query';
import { campaignKeys } from './keys';
import { getActiveCampaign } from './read-active-campaign';

export { type ActiveCampaign, getActiveCampaign } from './read-active-campaign';

/**
 * The campaign running now, or null. One client and one cache entry for the rules, the purchase
 * form and the customer's filters; the campaign screens' changes refresh it (`campaignKeys.all`).
 */
export function useActiveCampaign() {
  return useQuery({
    queryKey: campaignKeys.active,
    queryFn: ({ signal }) => getActiveCampaign(signal),
    staleTime: 5 * 60_000,
  });
}

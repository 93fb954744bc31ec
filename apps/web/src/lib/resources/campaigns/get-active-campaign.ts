import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../query-client';
import { campaignKeys } from './keys';
import { getActiveCampaign } from './read-active-campaign';

export { type ActiveCampaign, getActiveCampaign } from './read-active-campaign';

/**
 * The campaign running now, or null. One client and one cache entry for the rules, the purchase
 * form and the customer's filters; the campaign screens' changes refresh it (`campaignKeys.all`).
 */
export const activeCampaignQuery = queryOptions({
  queryKey: campaignKeys.active,
  queryFn: ({ signal }) => getActiveCampaign(signal),
  staleTime: 5 * 60_000,
});

export function useActiveCampaign() {
  return useQuery(activeCampaignQuery);
}

/** Into the app's cache before a page that shows it first appears (its route's `before`). */
export function prefetchActiveCampaign(): Promise<void> {
  return queryClient.prefetchQuery(activeCampaignQuery);
}

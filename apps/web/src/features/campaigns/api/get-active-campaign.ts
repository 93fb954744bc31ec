import { type Campaign, firstLoadEndpoints } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpointWith } from '../../../lib/api';
import { checkShape, dataField } from '../../../lib/api/shape';
import { campaignKeys } from './keys';

/** What the screens read of the running campaign. */
export type ActiveCampaign = Pick<
  Campaign,
  'id' | 'name' | 'startDate' | 'endDate' | 'conversionRate' | 'redemptionEndDate'
>;

const WHAT = 'GET /campaigns/active';

/**
 * GET /campaigns/active: the campaign running now, or null. One client and one cache entry for
 * the home page, the rules, the purchase form and the customer's filters; the campaign screens'
 * changes refresh it (`campaignKeys.all`). Checked by hand: the home page is the first load.
 */
export async function getActiveCampaign(signal?: AbortSignal): Promise<ActiveCampaign | null> {
  return callEndpointWith(firstLoadEndpoints.getActiveCampaign, readActive, { signal, toastErrors: false });
}

function readActive(answer: unknown): ActiveCampaign | null {
  const data = dataField(answer, WHAT);
  if (data === null) return null;
  return checkShape<ActiveCampaign>(
    data,
    {
      id: 'string',
      name: 'string',
      startDate: 'string',
      endDate: 'string',
      conversionRate: 'number',
      redemptionEndDate: 'string',
    },
    WHAT,
  );
}

export function useActiveCampaign() {
  return useQuery({
    queryKey: campaignKeys.active,
    queryFn: ({ signal }) => getActiveCampaign(signal),
    staleTime: 5 * 60_000,
  });
}

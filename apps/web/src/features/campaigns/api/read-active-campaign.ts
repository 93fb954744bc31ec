import { type Campaign, firstLoadEndpoints } from '@mall/shared';
import { callEndpointWith } from '../../../lib/api/endpoint';
import { checkShape, dataField } from '../../../lib/api/shape';

/** What the screens read of the running campaign. */
export type ActiveCampaign = Pick<
  Campaign,
  'id' | 'name' | 'startDate' | 'endDate' | 'conversionRate' | 'redemptionEndDate'
>;

const WHAT = 'GET /campaigns/active';

/**
 * GET /campaigns/active: the campaign running now, or null. Checked by hand and without React
 * Query here: the home page, a visitor's first load, reads it through this module alone.
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

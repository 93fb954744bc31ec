import { type CampaignPoints, firstLoadEndpoints } from '@mall/shared';
import { callEndpointWith } from '../../api/endpoint';
import { isApiError } from '../../api/errors';
import { checkShape, dataField } from '../../api/shape';
import { useFetched } from '../../use-fetched';

export const campaignPointsKey = ['clients', 'me', 'campaign-points'] as const;

const WHAT = 'GET /clients/me/campaign-points';

/** Checked by hand: the header calls this on every page and is in the first bundle (no zod). */
function readStanding(body: unknown): CampaignPoints {
  return checkShape<CampaignPoints>(
    dataField(body, WHAT),
    {
      campaignId: 'string?',
      campaignName: 'string?',
      campaignPoints: 'number',
      totalNetValue: 'number',
      valueToNextPoint: 'number?',
      redeemed: 'boolean',
    },
    WHAT,
  );
}

/** GET /clients/me/campaign-points: the customer's standing in the active campaign. */
export async function getCampaignStanding(opts: { signal?: AbortSignal; toastErrors?: boolean } = {}) {
  return callEndpointWith(firstLoadEndpoints.getOwnCampaignPoints, readStanding, opts);
}

/** The balance, or 0 where the API refuses (no customer, no campaign): the header never toasts. */
async function readBalance(signal: AbortSignal): Promise<number> {
  try {
    return (await getCampaignStanding({ signal, toastErrors: false })).campaignPoints;
  } catch (error) {
    if (isApiError(error) && (error.status === 403 || error.status === 404)) return 0;
    throw error;
  }
}

/**
 * The header's "Você tem N pontos", on every page of a customer's, so without React Query (the
 * header is part of /cliente's first load). It asks on every page, so a refusal must not toast: a
 * role that is no customer or a missing campaign simply reads as 0 points. A change announced under
 * `campaignPointsKey` (a redemption) reads it again.
 */
export function useCampaignPoints(enabled: boolean) {
  return useFetched(readBalance, { key: campaignPointsKey, enabled });
}

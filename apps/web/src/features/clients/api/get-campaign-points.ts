import { type CampaignPoints, firstLoadEndpoints } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpointWith } from '../../../lib/api/endpoint';
import { isApiError } from '../../../lib/api/errors';
import { checkShape, dataField } from '../../../lib/api/shape';

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

/**
 * The header's "Você tem N pontos". It asks on every page, so a refusal must not toast: a role
 * that is no customer or a missing campaign simply reads as 0 points.
 */
export function useCampaignPoints(enabled: boolean) {
  return useQuery({
    queryKey: campaignPointsKey,
    queryFn: async ({ signal }) => {
      try {
        return (await getCampaignStanding({ signal, toastErrors: false })).campaignPoints;
      } catch (error) {
        if (isApiError(error) && (error.status === 403 || error.status === 404)) return 0;
        throw error;
      }
    },
    enabled,
  });
}

/** The balance a prize page compares with the prize: a failure is shown (toast and message). */
export function useRedeemableBalance(enabled: boolean) {
  return useQuery({
    queryKey: [...campaignPointsKey, 'redeem'] as const,
    queryFn: async ({ signal }) => (await getCampaignStanding({ signal })).campaignPoints,
    enabled,
  });
}

import { firstLoadEndpoints, type MyStats } from '@mall/shared';
import { callEndpointWith } from '../../../lib/api/endpoint';
import { checkShape, dataField } from '../../../lib/api/shape';
import { useFetched } from '../../../lib/use-fetched';

export const myStatsKey = ['clients', 'me', 'stats'] as const;

const WHAT = 'GET /score-points/my-stats';

/** Checked by hand: /cliente is a customer's first load, which zod would weigh down. */
function readStats(body: unknown): MyStats {
  const stats = checkShape<MyStats>(
    dataField(body, WHAT),
    {
      points: 'number',
      daysLeft: 'number?',
      purchases: 'number',
      pendingPurchases: 'number',
      approvedPurchases: 'number',
      totalNetValue: 'number',
      valueToNextPoint: 'number?',
      redeemed: 'boolean',
      campaign: 'object?',
    },
    WHAT,
  );
  if (stats.campaign) {
    checkShape(
      stats.campaign,
      { id: 'string', name: 'string', startDate: 'string', endDate: 'string', redemptionEndDate: 'string' },
      WHAT,
    );
  }
  return stats;
}

/** GET /score-points/my-stats: the home cards (points, days left, purchases, next point). */
export async function getMyStats(signal?: AbortSignal): Promise<MyStats> {
  return callEndpointWith(firstLoadEndpoints.getOwnStats, readStats, { signal });
}

/** The /cliente cards, without React Query (/cliente is a first load); a purchase or a redemption reads them again. */
export function useMyStats(enabled = true) {
  return useFetched(getMyStats, { key: myStatsKey, enabled });
}

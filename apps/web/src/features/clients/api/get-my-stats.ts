import { firstLoadEndpoints, type MyStats } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpointWith } from '../../../lib/api/endpoint';
import { checkShape, dataField } from '../../../lib/api/shape';

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

export function useMyStats(enabled = true) {
  return useQuery({ queryKey: myStatsKey, queryFn: ({ signal }) => getMyStats(signal), enabled });
}

import { type MyStats, salesEndpoints } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';

export const myStatsKey = ['clients', 'me', 'stats'] as const;

/** GET /score-points/my-stats: the home cards (points, days left, purchases, next point). */
export async function getMyStats(signal?: AbortSignal): Promise<MyStats> {
  return (await callEndpoint(salesEndpoints.getOwnStats, { signal })).data;
}

export function useMyStats(enabled = true) {
  return useQuery({ queryKey: myStatsKey, queryFn: ({ signal }) => getMyStats(signal), enabled });
}

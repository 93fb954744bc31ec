import { dataOf, type MyStats, myStatsSchema } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const myStatsKey = ['clients', 'me', 'stats'] as const;

/** GET /score-points/my-stats: the home cards (points, days left, purchases, next point). */
export async function getMyStats(signal?: AbortSignal): Promise<MyStats> {
  return dataOf(myStatsSchema).parse(await api.get('/score-points/my-stats', { signal })).data;
}

export function useMyStats(enabled = true) {
  return useQuery({ queryKey: myStatsKey, queryFn: ({ signal }) => getMyStats(signal), enabled });
}

import { type Segment, segmentSchema } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /segments (public), as a selector list: page 1, limit 100 (SPEC §7). */
export async function getSegments(signal?: AbortSignal): Promise<Segment[]> {
  const res = await api.get<{ data: unknown }>('/segments', {
    query: { page: 1, limit: 100 },
    signal,
    toastErrors: false,
  });
  return segmentSchema.array().parse(res.data);
}

export function useSegments() {
  return useQuery({ queryKey: ['segments', 'public'], queryFn: ({ signal }) => getSegments(signal) });
}

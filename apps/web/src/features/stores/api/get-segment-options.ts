import type { Segment } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeKeys } from './keys';

/** The store form's segment select (SPEC §7: selector lists load page 1, limit 100). */
export async function getSegmentOptions(signal?: AbortSignal): Promise<Segment[]> {
  const res = await api.get<{ data: Segment[] }>('/segments', { query: { page: 1, limit: 100 }, signal });
  return res.data;
}

export function useSegmentOptions() {
  return useQuery({ queryKey: storeKeys.segmentOptions, queryFn: ({ signal }) => getSegmentOptions(signal) });
}

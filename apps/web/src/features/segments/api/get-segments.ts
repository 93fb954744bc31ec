import type { Segment } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { segmentKeys } from './keys';

export function getSegments(params: { page: number; limit: number }, signal?: AbortSignal) {
  return api.get<{ data: Segment[]; total: number }>('/segments', { query: params, signal });
}

export function useSegments(params: { page: number; limit: number }) {
  return useQuery({
    queryKey: segmentKeys.list(params),
    queryFn: ({ signal }) => getSegments(params, signal),
    placeholderData: keepPreviousData,
  });
}

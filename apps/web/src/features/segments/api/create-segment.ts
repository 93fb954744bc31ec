import type { Segment, SegmentBody } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { segmentKeys } from './keys';

export function createSegment(body: SegmentBody) {
  return api.post<{ message?: string; data: Segment }>('/segments', body);
}

export function useCreateSegment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createSegment,
    onSuccess: () => qc.invalidateQueries({ queryKey: segmentKeys.all }),
  });
}

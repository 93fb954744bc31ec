import type { Segment, SegmentBody } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { segmentKeys } from './keys';

export function updateSegment({ id, body }: { id: string; body: SegmentBody }) {
  return api.patch<{ message?: string; data: Segment }>(`/segments/${id}`, body);
}

export function useUpdateSegment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateSegment,
    onSuccess: () => qc.invalidateQueries({ queryKey: segmentKeys.all }),
  });
}

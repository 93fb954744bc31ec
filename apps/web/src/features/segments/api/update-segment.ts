import { mutationOf, type SegmentBody, segmentSchema } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { segmentKeys } from './keys';

const responseSchema = mutationOf(segmentSchema);

export async function updateSegment({ id, body }: { id: string; body: SegmentBody }) {
  return responseSchema.parse(await api.patch(`/segments/${id}`, body));
}

export function useUpdateSegment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateSegment,
    onSuccess: () => qc.invalidateQueries({ queryKey: segmentKeys.all }),
  });
}

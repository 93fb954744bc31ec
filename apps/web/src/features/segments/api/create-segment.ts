import { mutationOf, type SegmentBody, segmentSchema } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { segmentKeys } from './keys';

const responseSchema = mutationOf(segmentSchema);

export async function createSegment(body: SegmentBody) {
  return responseSchema.parse(await api.post('/segments', body));
}

export function useCreateSegment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createSegment,
    onSuccess: () => qc.invalidateQueries({ queryKey: segmentKeys.all }),
  });
}

import { listOf, segmentSchema } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { segmentKeys } from './keys';

const responseSchema = listOf(segmentSchema);

/** GET /segments (public): segments by name. */
export async function getSegments(
  params: { page: number; limit: number },
  opts: { signal?: AbortSignal; toastErrors?: boolean } = {},
) {
  return responseSchema.parse(await api.get('/segments', { query: { ...params }, ...opts }));
}

export function useSegments(params: { page: number; limit: number }) {
  return useQuery({
    queryKey: segmentKeys.list(params),
    queryFn: ({ signal }) => getSegments(params, { signal }),
    placeholderData: keepPreviousData,
  });
}

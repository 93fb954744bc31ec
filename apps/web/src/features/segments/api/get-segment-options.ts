import type { Segment } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { allPages } from '../../../lib/api/all-pages';
import { getSegments } from './get-segments';
import { segmentKeys } from './keys';

/** Every segment, page after page until the total (a select never stops at the first hundred). */
export async function getSegmentOptions(opts: { signal?: AbortSignal; toastErrors?: boolean }): Promise<Segment[]> {
  return allPages((page, limit) => getSegments({ page, limit }, opts));
}

/**
 * The store form's segment select and the public stores page's chips; segment changes refresh it
 * (`segmentKeys.all`). `quiet`: failures are the page's to show, not a toast's.
 */
export function useSegmentOptions({ quiet = false }: { quiet?: boolean } = {}) {
  return useQuery({
    queryKey: segmentKeys.options,
    queryFn: ({ signal }) => getSegmentOptions({ signal, toastErrors: !quiet }),
  });
}

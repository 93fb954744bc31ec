import { firstLoadEndpoints, type Segment } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { allPages } from '../../../lib/api/all-pages';
import { type CallOptions, callEndpointWith } from '../../../lib/api/endpoint';
import { listField } from '../../../lib/api/shape';
import { segmentKeys } from './keys';

const WHAT = 'GET /segments';

/**
 * A page of `GET /segments`, checked by hand (lib/api/shape.ts): the public stores page, a visitor's
 * first load, reads the segments without zod. A segment is its id and name, all the schema says.
 */
export function readSegmentsPage(answer: unknown): { data: Segment[]; total: number } {
  return listField<Segment>(answer, { id: 'string', name: 'string' }, WHAT);
}

/** GET /segments (public): segments by name, a page of them. */
export const getSegments = (
  query: { page: number; limit: number },
  opts: Pick<CallOptions, 'signal' | 'toastErrors'> = {},
) => callEndpointWith(firstLoadEndpoints.listSegments, readSegmentsPage, { query, ...opts });

/** Every segment, page after page until the total (a select never stops at the first hundred). */
export const getSegmentOptions = (opts: Pick<CallOptions, 'signal' | 'toastErrors'>): Promise<Segment[]> =>
  allPages((page, limit) => getSegments({ page, limit }, opts));

/**
 * The public stores page's segment chips. Failures are the page's to show (it hides the chips), not
 * a toast's; segment changes refresh them (`segmentKeys.all`).
 */
export const useSegmentChoices = () =>
  useQuery({
    queryKey: segmentKeys.choices,
    queryFn: ({ signal }) => getSegmentOptions({ signal, toastErrors: false }),
  });

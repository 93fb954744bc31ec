import { firstLoadEndpoints, type Segment } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { allPages } from '../../api/all-pages';
import { type CallOptions, callEndpointWith } from '../../api/endpoint';
import { listField } from '../../api/shape';
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
 * The store form's segment select and the public stores page's chips; segment changes refresh it
 * (`segmentKeys.all`). `quiet`: failures are the page's to show, not a toast's. Here rather than
 * beside the changes (index.ts), so the public page's read comes without zod.
 */
export const useSegmentOptions = ({ quiet = false }: { quiet?: boolean } = {}) =>
  useQuery({
    queryKey: segmentKeys.options,
    queryFn: ({ signal }) => getSegmentOptions({ signal, toastErrors: !quiet }),
  });

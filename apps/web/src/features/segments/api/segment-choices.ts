import { firstLoadEndpoints, type Segment } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { allPages } from '../../../lib/api/all-pages';
import { callEndpointWith } from '../../../lib/api/endpoint';
import { listField } from '../../../lib/api/shape';
import { segmentKeys } from './keys';

const WHAT = 'GET /segments';

/** A page of `GET /segments`, checked by hand: the public stores page is a visitor's first load (lib/api/shape.ts). */
export function readSegmentsPage(answer: unknown): { data: Segment[]; total: number } {
  return listField<Segment>(answer, { id: 'string', name: 'string' }, WHAT);
}

/** Every segment, page after page until the total. */
export function getSegmentChoices(signal?: AbortSignal): Promise<Segment[]> {
  return allPages((page, limit) =>
    callEndpointWith(firstLoadEndpoints.listSegments, readSegmentsPage, {
      query: { page, limit },
      signal,
      toastErrors: false,
    }),
  );
}

/**
 * The public stores page's segment chips. Failures are the page's to show (it hides the chips), not
 * a toast's; segment changes refresh them (`segmentKeys.all`).
 */
export const useSegmentChoices = () =>
  useQuery({ queryKey: segmentKeys.choices, queryFn: ({ signal }) => getSegmentChoices(signal) });

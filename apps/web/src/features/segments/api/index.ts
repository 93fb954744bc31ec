import { type SegmentBody, segmentsEndpoints } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { endpointQuery, useEndpointMutation } from '../../../lib/api/hooks';
import { getSegmentOptions, getSegments, useSegmentOptions } from '../../../lib/resources/segments/get-segments';
import { segmentKeys } from '../../../lib/resources/segments/keys';

/** Segments' client: one function per endpoint, its query or mutation hook, and the keys. */
export { getSegmentOptions, getSegments, segmentKeys, useSegmentOptions };

export const useSegments = (params: { page: number; limit: number }) =>
  useQuery({
    ...endpointQuery(segmentKeys.list(params), (signal) => getSegments(params, { signal })),
    placeholderData: keepPreviousData,
  });

export const createSegment = (body: SegmentBody) => callEndpoint(segmentsEndpoints.createSegment, { body });
export const useCreateSegment = () => useEndpointMutation(createSegment, { invalidates: [segmentKeys.all] });

export const updateSegment = ({ id, body }: { id: string; body: SegmentBody }) =>
  callEndpoint(segmentsEndpoints.updateSegment, { params: { id }, body });
export const useUpdateSegment = () => useEndpointMutation(updateSegment, { invalidates: [segmentKeys.all] });

export const deleteSegment = (id: string) => callEndpoint(segmentsEndpoints.deleteSegment, { params: { id } });
export const useDeleteSegment = () =>
  useEndpointMutation(deleteSegment, {
    invalidates: [segmentKeys.all],
    success: (res) => res?.message ?? 'Segmento removido com sucesso',
  });

export { useCreateSegment } from './create-segment';
export { useDeleteSegment } from './delete-segment';
export { getSegmentOptions, useSegmentOptions } from './get-segment-options';
export { useSegments } from './get-segments';
export { segmentKeys } from './keys';
export { useUpdateSegment } from './update-segment';

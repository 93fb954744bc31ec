/** Segments' query keys: `all` refreshes every read of segments (lists, options). */
export const segmentKeys = {
  all: ['segments'] as const,
  list: (params: { page: number; limit: number }) => ['segments', 'list', params] as const,
  options: ['segments', 'options'] as const,
};

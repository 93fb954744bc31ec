export const storeKeys = {
  all: ['stores'] as const,
  list: (params: { page: number; limit: number; search: string; active?: boolean }) =>
    ['stores', 'list', params] as const,
  detail: (id: string) => ['stores', 'detail', id] as const,
};

/** Query keys of this feature: every mutation invalidates `campaignKeys.all`. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: (params: { page: number; limit: number; search: string }) => ['campaigns', 'list', params] as const,
  detail: (id: string) => ['campaigns', 'detail', id] as const,
};

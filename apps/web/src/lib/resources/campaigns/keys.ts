/** Query keys of this feature: every mutation invalidates `campaignKeys.all`. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: (params: { page: number; limit: number; search: string }) => ['campaigns', 'list', params] as const,
  detail: (id: string) => ['campaigns', 'detail', id] as const,
  active: ['campaigns', 'active'] as const,
  /** GET /campaigns/options: what the caller may filter by (a redemption adds the customer's). */
  options: ['campaigns', 'options'] as const,
  /** Every campaign with its state, for the prize screens. */
  states: ['campaigns', 'states'] as const,
};

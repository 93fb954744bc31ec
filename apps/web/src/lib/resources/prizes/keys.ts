export interface PrizeListParams {
  page: number;
  limit: number;
  search: string;
  campaignId: string;
  /** The sort by a column (`sortOf`); empty for the list's own order. */
  sort?: string;
  order?: string;
}

export const prizeKeys = {
  all: ['prizes'] as const,
  list: (params: PrizeListParams) => ['prizes', 'list', params] as const,
  detail: (id: string) => ['prizes', 'detail', id] as const,
  active: (page: number, limit: number) => ['prizes', 'active', page, limit] as const,
};

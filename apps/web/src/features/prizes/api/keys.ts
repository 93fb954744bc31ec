export interface PrizeListParams {
  page: number;
  limit: number;
  search: string;
  campaignId: string;
}

export const prizeKeys = {
  all: ['prizes'] as const,
  list: (params: PrizeListParams) => ['prizes', 'list', params] as const,
  detail: (id: string) => ['prizes', 'detail', id] as const,
  campaignOptions: ['prizes', 'campaign-options'] as const,
  storeOptions: ['prizes', 'store-options'] as const,
};

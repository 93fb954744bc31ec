export interface MySalesParams {
  page: number;
  limit: number;
  search: string;
  startDate: string;
  endDate: string;
  campaignId: string;
}

export const purchaseKeys = {
  all: ['purchases'] as const,
  mySales: (params: MySalesParams) => ['purchases', 'my-sales', params] as const,
  storeOptions: ['purchases', 'store-options'] as const,
};

/**
 * The customer's balance and home cards live under ['clients', 'me'] (header and /cliente);
 * a new purchase changes their purchase counts, so they are refreshed by this prefix.
 */
export const customerSummaryPrefix = ['clients', 'me'] as const;

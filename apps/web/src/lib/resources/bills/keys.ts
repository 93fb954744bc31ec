export interface BillListParams {
  page: number;
  limit: number;
  search: string;
  status: string;
  month: string;
  year: string;
  /** 'true': the rows of zero statements too. */
  zero: string;
  /** The sort by a column (`sortOf`); empty for the list's own order. */
  sort?: string;
  order?: string;
}

export const billKeys = {
  all: ['bills'] as const,
  list: (params: BillListParams) => ['bills', 'list', params] as const,
};

export interface BillListParams {
  page: number;
  limit: number;
  search: string;
  status: string;
  month: string;
  year: string;
}

export const billKeys = {
  all: ['bills'] as const,
  list: (params: BillListParams) => ['bills', 'list', params] as const,
};

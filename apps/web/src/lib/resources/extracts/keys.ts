export interface ExtractListParams {
  page: number;
  limit: number;
  search: string;
  status: string;
  storeId: string;
  month: string;
  year: string;
  /** 'true': the zero statements too. */
  zero: string;
  /** The sort by a column (`sortOf`); empty for the list's own order. */
  sort?: string;
  order?: string;
}

export const extractKeys = {
  all: ['extracts'] as const,
  list: (params: ExtractListParams) => ['extracts', 'list', params] as const,
  detail: (id: string) => ['extracts', 'detail', id] as const,
};

import type { RESCUE_SORT_COLUMNS, RescueListStatus, SortOrder } from '@mall/shared';

export interface RescueListParams {
  page: number;
  limit: number;
  search: string;
  campaign: string;
  store?: string;
  /** Absent for every status. */
  status?: RescueListStatus;
  /** A column's sort (admin list only). */
  sort?: (typeof RESCUE_SORT_COLUMNS)[number];
  order?: SortOrder;
}

export const rescueKeys = {
  all: ['rescues'] as const,
  voucher: (code: string) => ['rescues', 'voucher', code] as const,
  mine: (params: RescueListParams) => ['rescues', 'mine', params] as const,
  mineAll: ['rescues', 'mine'] as const,
  list: (params: RescueListParams) => ['rescues', 'list', params] as const,
  listAll: ['rescues', 'list'] as const,
};

/**
 * The header's "Você tem N pontos" and the /cliente cards live under ['clients', 'me'];
 * a redemption zeroes the balance, so they are refreshed by this prefix.
 */
export const customerSummaryPrefix = ['clients', 'me'] as const;

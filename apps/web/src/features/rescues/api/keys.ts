export interface RescueListParams {
  page: number;
  limit: number;
  search: string;
  campaign: string;
  store?: string;
}

export const rescueKeys = {
  all: ['rescues'] as const,
  activePrizes: (page: number, limit: number) => ['rescues', 'active-prizes', page, limit] as const,
  prize: (id: string) => ['rescues', 'prize', id] as const,
  points: ['rescues', 'points'] as const,
  activeCampaign: ['rescues', 'active-campaign'] as const,
  voucher: (code: string) => ['rescues', 'voucher', code] as const,
  mine: (params: RescueListParams) => ['rescues', 'mine', params] as const,
  mineAll: ['rescues', 'mine'] as const,
  list: (params: RescueListParams) => ['rescues', 'list', params] as const,
  listAll: ['rescues', 'list'] as const,
  campaignOptions: ['rescues', 'campaign-options'] as const,
  storeOptions: ['rescues', 'store-options'] as const,
};

/**
 * The header's "Você tem N pontos" and the /cliente cards live under ['clients', 'me'];
 * a redemption zeroes the balance, so they are refreshed by this prefix.
 */
export const customerSummaryPrefix = ['clients', 'me'] as const;

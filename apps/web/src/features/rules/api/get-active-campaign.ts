import { campaignSchema } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

const rulesCampaignSchema = campaignSchema.pick({
  id: true,
  name: true,
  startDate: true,
  endDate: true,
  conversionRate: true,
  redemptionEndDate: true,
});
export type RulesCampaign = z.infer<typeof rulesCampaignSchema>;

/** GET /campaigns/active: the campaign whose name and dates fill the rules, or null. */
export async function getActiveCampaign(signal?: AbortSignal): Promise<RulesCampaign | null> {
  const res = await api.get<{ data: unknown }>('/campaigns/active', { signal, toastErrors: false });
  return res.data ? rulesCampaignSchema.parse(res.data) : null;
}

export function useActiveCampaign() {
  // Its own key under ['campaigns']: the home page caches a lighter shape of the same answer.
  return useQuery({ queryKey: ['campaigns', 'active', 'rules'], queryFn: ({ signal }) => getActiveCampaign(signal) });
}

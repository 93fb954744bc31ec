import type { Campaign } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { allPages } from '../../../lib/api/all-pages';
import { getCampaigns } from '../../../lib/resources/campaigns/get-campaigns';
import { campaignKeys } from '../../../lib/resources/campaigns/keys';

export type CampaignChoice = Pick<Campaign, 'id' | 'name' | 'active' | 'isFinished'>;

/**
 * The prize screens' campaign select and filter: every campaign with its state (the form offers
 * unfinished ones), page after page until the total, never stopping at the first hundred.
 */
export async function getCampaignChoices(signal?: AbortSignal): Promise<CampaignChoice[]> {
  const campaigns = await allPages((page, limit) => getCampaigns({ page, limit, search: '' }, signal));
  return campaigns.map(({ id, name, active, isFinished }) => ({ id, name, active, isFinished }));
}

export function useCampaignChoices() {
  return useQuery({ queryKey: campaignKeys.states, queryFn: ({ signal }) => getCampaignChoices(signal) });
}

import { type Campaign, MAX_PAGE_SIZE } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { getCampaigns } from '../../campaigns/api/get-campaigns';
import { campaignKeys } from '../../campaigns/api/keys';

export type CampaignChoice = Pick<Campaign, 'id' | 'name' | 'active' | 'isFinished'>;

/**
 * The prize screens' campaign select and filter: every campaign with its state (the form offers
 * unfinished ones), page after page until the total, never stopping at the first hundred.
 */
export async function getCampaignChoices(signal?: AbortSignal): Promise<CampaignChoice[]> {
  const options: CampaignChoice[] = [];
  for (let page = 1; ; page++) {
    const res = await getCampaigns({ page, limit: MAX_PAGE_SIZE, search: '' }, signal);
    options.push(...res.data.map(({ id, name, active, isFinished }) => ({ id, name, active, isFinished })));
    if (res.data.length === 0 || options.length >= res.total) return options;
  }
}

export function useCampaignChoices() {
  return useQuery({ queryKey: campaignKeys.states, queryFn: ({ signal }) => getCampaignChoices(signal) });
}

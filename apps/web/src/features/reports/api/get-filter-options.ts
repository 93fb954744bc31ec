import { useQuery } from '@tanstack/react-query';
// Each endpoint has one client in the app (lib/api/endpoint-clients.test.ts): the filters' choices
// come from the shared clients of campaigns, segments and stores (lib/resources), read here only,
// so the report pages and their components import no feature.
import { getCampaignOptions } from '../../../lib/resources/campaigns/get-campaign-options';
import { getSegmentOptions } from '../../../lib/resources/segments/get-segments';
import { getStore } from '../../../lib/resources/stores/get-store';
import { getStores } from '../../../lib/resources/stores/get-stores';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { reportKeys } from './keys';

const FIVE_MINUTES = 5 * 60_000;

/** How many stores one search of the store filter lists; the list says so when more match. */
export const STORE_CHOICES_LIMIT = 20;

/** The campaign filter's choices (GET /campaigns/options): every campaign, for staff. */
export const useReportCampaigns = () =>
  useQuery({
    queryKey: reportKeys.campaignOptions,
    queryFn: ({ signal }) => getCampaignOptions(signal),
    staleTime: FIVE_MINUTES,
  });

/** The segment filter's choices: every segment, page after page. */
export const useReportSegments = () =>
  useQuery({
    queryKey: reportKeys.segmentOptions,
    queryFn: ({ signal }) => getSegmentOptions({ signal, toastErrors: false }),
    staleTime: FIVE_MINUTES,
  });

/** The stores matching what is typed in the store filter (searched on the server, 300 ms after the last key). */
export function useReportStores(text: string) {
  const search = useDebouncedValue(text.trim());
  return useQuery({
    queryKey: reportKeys.storeOptions(search),
    queryFn: async ({ signal }) => {
      const answer = await getStores({ page: 1, limit: STORE_CHOICES_LIMIT, search }, signal);
      return { stores: answer.data.map((s) => ({ id: s.id, tradeName: s.tradeName })), total: answer.total };
    },
    staleTime: FIVE_MINUTES,
  });
}

/** The chosen store's name when the search results do not hold it (an address with `storeId`). */
export const useReportStoreName = (id: string | undefined) =>
  useQuery({
    queryKey: reportKeys.storeName(id ?? ''),
    queryFn: async ({ signal }) => (await getStore(id as string, signal)).tradeName,
    enabled: Boolean(id),
    staleTime: FIVE_MINUTES,
  });

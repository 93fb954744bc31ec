import { firstLoadEndpoints, type ResponsiveImage } from '@mall/shared';
import { callEndpointWith } from '../../../lib/api/endpoint';
import { arrayField, checkShape } from '../../../lib/api/shape';
import { useFetched } from '../../../lib/use-fetched';

export interface FeaturedPrize {
  id: string;
  name: string;
  points: number;
  imageUrl: string | null;
  image: ResponsiveImage | null;
  store?: { tradeName: string } | null;
  soldOut?: boolean;
}

const WHAT = 'GET /prizes/featured';

/**
 * GET /prizes/featured. The home page stays useful without it, so failures are silent. Checked
 * by hand: the home page is the first load, which the shared zod schemas would weigh down.
 */
export async function getFeaturedPrizes(signal?: AbortSignal): Promise<FeaturedPrize[]> {
  try {
    return await callEndpointWith(firstLoadEndpoints.listFeaturedPrizes, readFeatured, { signal, toastErrors: false });
  } catch {
    return [];
  }
}

function readFeatured(answer: unknown): FeaturedPrize[] {
  const prizes = arrayField<FeaturedPrize>(
    answer,
    { id: 'string', name: 'string', points: 'number', imageUrl: 'string?', image: 'object?' },
    WHAT,
  );
  for (const prize of prizes) {
    if (prize.image) checkShape(prize.image, { width: 'number', height: 'number', srcSet: 'string' }, `${WHAT}: image`);
  }
  return prizes;
}

/** Read once on the home page (without React Query: a visitor's first load). */
export function useFeaturedPrizes() {
  return useFetched(getFeaturedPrizes);
}

import { firstLoadEndpoints, type ResponsiveImage } from '@mall/shared';
import { callEndpointWith } from '../../../lib/api/endpoint';
import { checkShape, dataField } from '../../../lib/api/shape';
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
  const data = dataField(answer, WHAT);
  if (!Array.isArray(data)) throw new Error(`Resposta inesperada de ${WHAT}`);
  return data.map((p) => {
    const prize = checkShape<FeaturedPrize>(
      p,
      { id: 'string', name: 'string', points: 'number', imageUrl: 'string?', image: 'object?' },
      WHAT,
    );
    if (prize.image) checkShape(prize.image, { width: 'number', height: 'number', srcSet: 'string' }, `${WHAT}: image`);
    return prize;
  });
}

/** Read once on the home page (without React Query: a visitor's first load). */
export function useFeaturedPrizes() {
  return useFetched(getFeaturedPrizes);
}

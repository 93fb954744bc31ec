import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface FeaturedPrize {
  id: string;
  name: string;
  points: number;
  imageUrl: string | null;
  store?: { tradeName: string } | null;
  soldOut?: boolean;
}

/** GET /prizes/featured. The home page stays useful without it, so failures are silent. */
export async function getFeaturedPrizes(signal?: AbortSignal): Promise<FeaturedPrize[]> {
  try {
    const res = await api.get<{ data: FeaturedPrize[] }>('/prizes/featured', { signal, toastErrors: false });
    return Array.isArray(res.data) ? res.data : [];
  } catch {
    return [];
  }
}

export function useFeaturedPrizes() {
  return useQuery({ queryKey: ['prizes', 'featured'], queryFn: ({ signal }) => getFeaturedPrizes(signal) });
}

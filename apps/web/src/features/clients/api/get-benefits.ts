import { PRIZE_GRID_PAGE_SIZE } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface Benefit {
  id: string;
  name: string;
  points: number;
  imageUrl: string | null;
  soldOut?: boolean;
}

/** GET /prizes/active (page 1, 12): the "Confira os Benefícios" grid. */
export async function getBenefits(signal?: AbortSignal): Promise<Benefit[]> {
  const res = await api.get<{ data: Benefit[] }>('/prizes/active', {
    query: { page: 1, limit: PRIZE_GRID_PAGE_SIZE },
    signal,
  });
  return res.data;
}

export function useBenefits() {
  return useQuery({ queryKey: ['clients', 'benefits'], queryFn: ({ signal }) => getBenefits(signal) });
}

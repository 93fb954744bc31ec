import { PRIZE_GRID_PAGE_SIZE } from '@mall/shared';
import { useActivePrizes } from '../../prizes/api/get-active-prizes';

/** "Confira os Benefícios": the first page of the active prizes (the same cache as /cliente/brindes). */
export function useBenefits() {
  return useActivePrizes(1, PRIZE_GRID_PAGE_SIZE);
}

import { PRIZE_GRID_PAGE_SIZE } from '@mall/shared';
import { getActivePrizes } from '../../../lib/resources/prizes/get-active-prizes';
import { prizeKeys } from '../../../lib/resources/prizes/keys';
import { useFetched } from '../../../lib/use-fetched';

const readBenefits = (signal: AbortSignal) => getActivePrizes(1, PRIZE_GRID_PAGE_SIZE, signal);

/**
 * "Confira os Benefícios": the first page of the active prizes, without React Query (/cliente is a
 * first load); a change to the prizes (a redemption's stock) reads it again.
 */
export function useBenefits() {
  return useFetched(readBenefits, { key: prizeKeys.active(1, PRIZE_GRID_PAGE_SIZE) });
}

import type { Prize } from '@mall/shared';
import { formatNumber } from '../../../lib/format';

/** null = unlimited; 0 = "Esgotado". */
export function stockText(prize: Pick<Prize, 'stock' | 'soldOut'>): string {
  if (prize.stock === null) return 'Ilimitado';
  if (prize.soldOut || prize.stock === 0) return 'Esgotado';
  return formatNumber(prize.stock);
}

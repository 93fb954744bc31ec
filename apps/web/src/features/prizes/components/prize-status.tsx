import type { Prize } from '@mall/shared';
import { Badge } from '../../../components/badge';
import { formatNumber } from '../../../lib/format';

export function PrizeStatusBadge({ prize }: { prize: Pick<Prize, 'active'> }) {
  return prize.active ? <Badge tone="green">Ativo</Badge> : <Badge tone="red">Inativo</Badge>;
}

/** null = unlimited; 0 = "Esgotado". */
export function stockText(prize: Pick<Prize, 'stock' | 'soldOut'>): string {
  if (prize.stock === null) return 'Ilimitado';
  if (prize.soldOut || prize.stock === 0) return 'Esgotado';
  return formatNumber(prize.stock);
}

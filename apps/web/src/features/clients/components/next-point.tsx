import type { MyStats } from '@mall/shared';
import { formatCurrency } from '../../../lib/format';

/**
 * How much more the customer must spend for the next point. Remainders carry over within the
 * campaign (DECISIONS.md), so this is the server's valueToNextPoint, not R$ 1.000,00 flat.
 */
export function nextPointText(stats: Pick<MyStats, 'valueToNextPoint' | 'redeemed' | 'campaign'>): string | null {
  if (!stats.campaign) return null;
  if (stats.redeemed) return 'Você já resgatou um benefício nesta campanha: novas compras não somam pontos.';
  if (stats.valueToNextPoint === null) return null;
  return `Faltam ${formatCurrency(stats.valueToNextPoint)} em compras aprovadas para o seu próximo ponto.`;
}

export function NextPoint({ stats }: { stats: MyStats }) {
  const text = nextPointText(stats);
  if (!text) return null;
  return (
    <p className="rounded-2xl bg-gold-bg px-5 py-4 text-sm font-medium text-gold-fg" data-testid="next-point">
      {text}
    </p>
  );
}

import type { Sale, SaleSignal } from '@mall/shared';
import { ShieldAlert, TriangleAlert } from 'lucide-react';
import { Badge } from '../../../components/badge';
import { SIGNAL_LABELS, signalsLabel } from './review-model';

/**
 * A purchase's fraud signals in one red badge for its row ("2 sinais"), read as "Sinais de fraude:
 * 2 sinais"; nothing when it has none. What they are is in the review panel.
 */
export function SignalsBadge({ sale }: { sale: Pick<Sale, 'signals'> }) {
  const label = signalsLabel(sale);
  if (!label) return null;
  return (
    <Badge tone="red">
      <ShieldAlert aria-hidden="true" className="mr-1 size-3.5 shrink-0" />
      <span className="sr-only">Sinais de fraude: </span>
      <span data-testid="signals-summary">{label}</span>
    </Badge>
  );
}

/** Every fraud signal of a purchase: what it is about and what was found, in the server's order. */
export function SignalsList({ signals }: { signals: SaleSignal[] }) {
  return (
    <ul aria-label="Sinais de fraude" className="divide-y divide-line">
      {signals.map((s) => (
        <li key={`${s.code}:${s.message}`} className="flex gap-2.5 py-2" data-code={s.code}>
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-red-fg" />
          <div className="min-w-0">
            <p className="text-sm font-medium text-ink">{SIGNAL_LABELS[s.code]}</p>
            <p className="text-sm text-muted">{s.message}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

import { EXTRACT_LABELS, EXTRACT_TONES, type Extract } from '@mall/shared';
import { AlertTriangle } from 'lucide-react';
import { Badge } from '../../../components/badge';
import { signedCurrency } from '../../../lib/money-format';

/** The statement's status (SPEC §4 labels). */
export function ExtractStatusBadge({ extract }: { extract: Pick<Extract, 'status'> }) {
  return <Badge tone={EXTRACT_TONES[extract.status]}>{EXTRACT_LABELS[extract.status]}</Badge>;
}

/**
 * Sales behind the statement changed since it was processed: a marker staff cannot miss, with the
 * difference in sales and in the amount due (DECISIONS.md: never changed silently).
 */
export function DivergenceMarker({ extract }: { extract: Pick<Extract, 'divergence'> }) {
  const d = extract.divergence;
  if (!d) return null;
  return (
    <p className="mt-1 flex items-start gap-1 text-xs font-medium text-red-fg" data-testid="divergence">
      <AlertTriangle aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>
        Divergência: vendas {signedCurrency(d.difference)}, valor devido {signedCurrency(d.amountDueDifference)}
      </span>
    </p>
  );
}

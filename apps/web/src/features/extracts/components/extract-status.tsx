import { EXTRACT_LABELS, EXTRACT_TONES, type Extract } from '@mall/shared';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Badge } from '../../../components/badge';
import { signedCurrency } from '../../../lib/money-format';
import { adjustedMonths } from './divergence-note';

/** The statement's status (SPEC §4 labels). */
export function ExtractStatusBadge({ extract }: { extract: Pick<Extract, 'status'> }) {
  return <Badge tone={EXTRACT_TONES[extract.status]}>{EXTRACT_LABELS[extract.status]}</Badge>;
}

/**
 * Sales behind the statement changed since it was processed: a marker staff cannot miss, with the
 * difference in sales and in the amount due (DECISIONS.md: never changed silently), and where it
 * goes once the month is billed; a difference already taken reads "Ajustado no extrato de <mês>".
 */
export function DivergenceMarker({ extract }: { extract: Pick<Extract, 'divergence' | 'carriedIn'> }) {
  const d = extract.divergence;
  if (!d) return null;
  if (d.settlement === 'settled') {
    return (
      <p className="mt-1 flex items-start gap-1 text-xs font-medium text-muted" data-testid="divergence">
        <CheckCircle2 aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        <span>
          Divergência de {signedCurrency(d.amountDueDifference)} ajustada no extrato de {adjustedMonths(extract, false)}
        </span>
      </p>
    );
  }
  return (
    <p className="mt-1 flex items-start gap-1 text-xs font-medium text-red-fg" data-testid="divergence">
      <AlertTriangle aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>
        Divergência: vendas {signedCurrency(d.pending.totalSales)}, valor devido {signedCurrency(d.pending.amountDue)}
        {d.settlement === 'next_statement' ? ' (vai para o próximo extrato)' : ''}
      </span>
    </p>
  );
}

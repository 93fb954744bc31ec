import type { Sale, SaleCheck } from '@mall/shared';
import { CircleCheck, CircleHelp, CircleX, KeyRound, ShieldCheck, TriangleAlert } from 'lucide-react';
import { Badge } from '../../../components/badge';
import { CHECK_LABELS, checksSummary, VERDICT_LABELS } from './review-model';

const summaryIcons = { ok: ShieldCheck, alerts: TriangleAlert, 'no-key': KeyRound, none: CircleHelp };

/**
 * A purchase's checks in one badge for its row ("Verificações ok", "2 alertas", "Sem chave"),
 * read as "Verificações: 2 alertas". Which checks they are is in the review panel.
 */
export function ChecksBadge({ sale }: { sale: Pick<Sale, 'checks' | 'fiscalKey'> }) {
  const summary = checksSummary(sale);
  const Icon = summaryIcons[summary.kind];
  return (
    <Badge tone={summary.tone}>
      <Icon aria-hidden="true" className="mr-1 size-3.5 shrink-0" />
      {summary.kind !== 'ok' && <span className="sr-only">Verificações: </span>}
      <span data-testid="checks-summary">{summary.label}</span>
    </Badge>
  );
}

const verdicts = {
  passed: { Icon: CircleCheck, className: 'text-green-fg' },
  failed: { Icon: CircleX, className: 'text-red-fg' },
  unverified: { Icon: TriangleAlert, className: 'text-gold-fg' },
} as const;

function CheckItem({ check }: { check: SaleCheck }) {
  const { Icon, className } = verdicts[check.status];
  return (
    <li className="flex gap-2.5 py-2" data-status={check.status}>
      <Icon aria-hidden="true" className={`mt-0.5 size-4.5 shrink-0 ${className}`} />
      <div className="min-w-0">
        <p className="text-sm">
          <span className="font-medium text-ink">{CHECK_LABELS[check.code]}</span>
          {': '}
          <span className={`font-semibold ${className}`}>{VERDICT_LABELS[check.status]}</span>
        </p>
        <p className="text-sm text-muted">{check.message}</p>
      </div>
    </li>
  );
}

/** Every check of a purchase with its verdict (icon and word) and what was found, in the server's order. */
export function ChecksList({ checks }: { checks: SaleCheck[] }) {
  if (checks.length === 0)
    return (
      <p className="text-sm text-muted">Compra registrada antes das verificações automáticas: confira o comprovante.</p>
    );
  return (
    <ul aria-label="Verificações" className="divide-y divide-line">
      {checks.map((c) => (
        <CheckItem key={c.code} check={c} />
      ))}
    </ul>
  );
}

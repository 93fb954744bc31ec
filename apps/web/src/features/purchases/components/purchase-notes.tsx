import type { Sale } from '@mall/shared';
import { Button } from '../../../components/button';
import { formatDate } from '../../../lib/format';
import {
  CHECKS_FOUND,
  canContest,
  contestDeadlineText,
  contestedText,
  FINAL_DECISION,
  failedChecks,
  pointsBreakdown,
  reasonText,
  reviewDeadlineText,
} from './my-purchase-texts';

/** The "Você pode contestar até" line, which describes its purchase's "Contestar". */
const contestUntilId = (saleId: string) => `contest-until-${saleId}`;

/** Where focus goes once a purchase was contested (its "Contestada em" block). */
export const contestedTarget = (saleId: string) => `[data-contested="${saleId}"]`;

/**
 * Under a purchase's status: a cancellation (the SPEC shows it as EM ANALISE), the reason of a
 * rejection or cancellation with what the receipt's checks found wrong (in the words the reviewer
 * read), the review deadline while pending and the contest with its message.
 */
export function PurchaseNotes({ sale }: { sale: Sale }) {
  const pending = sale.status === 'pending';
  const refused = sale.status === 'rejected' || sale.status === 'canceled';
  const findings = refused ? failedChecks(sale) : [];
  const contestUntil = contestDeadlineText(sale);
  if (!sale.rejectionReason && !(pending && sale.reviewDeadline) && !sale.contestedAt && sale.status !== 'canceled')
    return null;
  return (
    <div className="mt-1.5 max-w-xs space-y-1 text-xs">
      {sale.status === 'canceled' && <p className="font-medium text-ink">Compra cancelada</p>}
      {sale.rejectionReason && <p className="break-words text-ink">{reasonText(sale.rejectionReason)}</p>}
      {findings.length > 0 && (
        <div>
          <p className="text-muted">{CHECKS_FOUND}</p>
          <ul className="list-disc space-y-0.5 pl-4 text-ink">
            {findings.map((message) => (
              <li key={message} className="break-words">
                {message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {pending && sale.reviewDeadline && <p className="text-muted">{reviewDeadlineText(sale.reviewDeadline)}</p>}
      {contestUntil && (
        <p id={contestUntilId(sale.id)} className="font-medium text-ink">
          {contestUntil}
        </p>
      )}
      {sale.contestedAt && (
        <div data-contested={sale.id} tabIndex={-1} className="space-y-0.5 rounded focus:outline-none">
          <p className="font-medium text-ink">{contestedText(sale.contestedAt)}</p>
          {sale.contestMessage && (
            <p className="break-words whitespace-pre-line text-muted">Sua mensagem: “{sale.contestMessage}”</p>
          )}
          {!pending && <p className="text-muted">{FINAL_DECISION}</p>}
        </div>
      )}
    </div>
  );
}

/** "Contestar", on a rejected purchase not contested before. */
export function ContestButton({
  sale,
  onContest,
  className = 'mt-2',
}: {
  sale: Sale;
  onContest: (sale: Sale) => void;
  className?: string;
}) {
  if (!canContest(sale)) return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      className={className}
      aria-describedby={sale.contestDeadline ? contestUntilId(sale.id) : undefined}
      onClick={() => onContest(sale)}
    >
      Contestar
      <span className="sr-only">
        {' '}
        a compra de {sale.store.tradeName} de {formatDate(sale.saleDate)}
      </span>
    </Button>
  );
}

/** "How the points were computed", folded: a disclosure per purchase. */
export function PointsExplanation({
  sale,
  conversionRate,
  width = 'w-64',
}: {
  sale: Sale;
  conversionRate: number | null;
  /** The unfolded text's width: narrow in a table cell, the card's own on a phone. */
  width?: string;
}) {
  const b = pointsBreakdown(sale, conversionRate);
  return (
    <details className="text-sm">
      <summary className="tap-target cursor-pointer font-medium whitespace-nowrap text-accent">
        Ver cálculo dos pontos
        <span className="sr-only">
          {' '}
          da compra de {sale.store.tradeName} de {formatDate(sale.saleDate)}
        </span>
      </summary>
      <div className={`mt-2 ${width} max-w-full space-y-2 text-xs whitespace-normal`}>
        <dl className="space-y-1.5">
          <div>
            <dt className="text-muted">Valor líquido</dt>
            <dd className="text-ink tabular-nums">{b.net}</dd>
          </div>
          <div>
            <dt className="text-muted">Regra</dt>
            <dd className="text-ink">{b.rule}</dd>
          </div>
          <div>
            <dt className="text-muted">Pontos desta compra</dt>
            <dd className="text-ink">{b.points}</dd>
          </div>
        </dl>
        <p className="text-muted">{b.balance}</p>
      </div>
    </details>
  );
}

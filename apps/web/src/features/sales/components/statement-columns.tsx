import { formatCpf, type Sale, saleStatusLabel, saleStatusTone } from '@mall/shared';
import type { Ref } from 'react';
import type { Column } from '../../../components/admin-kit';
import { Badge } from '../../../components/badge';
import { buttonClass } from '../../../components/button-styles';
import { formatCurrency, formatDate, formatNumber } from '../../../lib/format';
import { BulkSelectCell, type BulkSelection } from './bulk-approval';
import { DeadlineLine, ReviewBadges } from './review-markers';
import { REVIEW_PANEL_ID } from './review-panel';
import { ChecksBadge } from './sale-checks';
import { type RowPermissions, SaleRowActions } from './sale-row-actions';
import { SignalsBadge } from './sale-signals';

/** The reviewers' part of the statement: bulk selection, checks, deadline, markers and "Revisar". */
export interface ReviewColumns {
  selection: BulkSelection;
  now: number;
  rowButton: (id: string) => Ref<HTMLButtonElement>;
  onOpen: (sale: Sale) => void;
  /** The purchase shown in the open panel, if any. */
  openId: string | null;
  /** The panel sits beside the list (a region the button expands), or opens as a dialog. */
  side: boolean;
}

interface Options {
  phone: boolean;
  permissions: RowPermissions;
  noteId?: string;
  onApprove: (sale: Sale) => void;
  onReject: (sale: Sale) => void;
  /** Reviewers only; a store owner's statement stays as it was. */
  review: ReviewColumns | null;
}

const statusBadge = (s: Sale) => <Badge tone={saleStatusTone(s.status)}>{saleStatusLabel(s.status)}</Badge>;

function ReviewButton({ sale, review }: { sale: Sale; review: ReviewColumns }) {
  const open = review.openId === sale.id;
  return (
    <button
      type="button"
      ref={review.rowButton(sale.id)}
      aria-label={`Revisar compra de ${sale.client.name}`}
      {...(review.side
        ? { 'aria-expanded': open, 'aria-controls': open ? REVIEW_PANEL_ID : undefined }
        : { 'aria-haspopup': 'dialog' as const })}
      onClick={() => review.onOpen(sale)}
      className={buttonClass('secondary', 'sm', 'mt-2')}
    >
      Revisar
    </button>
  );
}

/** What the review panel shows of the selected purchase: its columns step aside while it is open beside the list. */
const IN_THE_PANEL = new Set(['invoice', 'date', 'points']);

/**
 * The columns of "Extrato de Pontuação" (SPEC §2). A reviewer's rows carry the queue's parts
 * inside the same columns, so the whole row still fits a 1280 px desktop: the bulk checkbox,
 * checks and fraud signals badges and "Revisar" with the customer, the deadline with the dates, "Atrasada" and
 * "Contestada" under the status. While the review panel is open beside the list (issue 41,
 * point 11), the invoice, dates and points columns give way, so the rest fits whole beside it.
 */
export function statementColumns({ phone, permissions, noteId, onApprove, onReject, review }: Options) {
  const columns: Column<Sale>[] = [
    {
      key: 'client',
      sortable: true,
      header: 'Cliente',
      cell: (s) => (
        <div className="flex items-start gap-1">
          {review && <BulkSelectCell sale={s} selection={review.selection} />}
          <div className="min-w-36">
            <p className="font-medium text-ink">{s.client.name}</p>
            <p className="text-xs text-muted tabular-nums">{formatCpf(s.client.cpf)}</p>
            {/* The signals badge wraps under the checks' rather than widening the column. */}
            {review && (
              <div className="mt-1 flex flex-wrap gap-1">
                <ChecksBadge sale={s} />
                <SignalsBadge sale={s} />
              </div>
            )}
            {/* On a phone the status column scrolls out of view: the status shows here too (for the eye only). */}
            {phone && (
              <div className="mt-1" aria-hidden="true" data-testid="status-under-client">
                {statusBadge(s)}
              </div>
            )}
            {review && <ReviewButton sale={s} review={review} />}
          </div>
        </div>
      ),
    },
    { key: 'store', sortable: true, header: 'Loja', className: 'min-w-32', cell: (s) => s.store.tradeName },
    {
      key: 'invoice',
      sortable: true,
      header: 'Nota fiscal',
      // A long invoice or order number wraps anywhere rather than widening the row past the page.
      className: 'min-w-24 max-w-40 [overflow-wrap:anywhere]',
      cell: (s) => s.invoiceNumber ?? <span className="text-muted">{s.type === 'photo' ? 'Foto' : '—'}</span>,
    },
    {
      key: 'value',
      sortable: true,
      header: 'Valor',
      className: 'whitespace-nowrap tabular-nums',
      cell: (s) => formatCurrency(s.netValue),
    },
    {
      // Both dates in one column, so the whole row, status and actions included, fits a desktop.
      key: 'date',
      sortable: true,
      header: 'Data da venda',
      className: 'whitespace-nowrap',
      cell: (s) => (
        <>
          <p>{formatDate(s.saleDate)}</p>
          <p className="text-xs text-muted">Lançamento {formatDate(s.createdAt)}</p>
          {review && <DeadlineLine sale={s} now={review.now} />}
        </>
      ),
    },
    {
      key: 'points',
      sortable: true,
      header: 'Pontos',
      // "Não pontuado" may wrap: the column stays narrow enough for the row to fit a desktop.
      className: 'min-w-24',
      cell: (s) => (s.points === null ? <span className="text-muted">Não pontuado</span> : formatNumber(s.points)),
    },
    {
      key: 'status',
      sortable: true,
      header: 'Situação',
      className: 'whitespace-nowrap',
      cell: (s) =>
        review ? (
          <div className="flex flex-col items-start gap-1">
            {statusBadge(s)}
            <ReviewBadges sale={s} now={review.now} />
          </div>
        ) : (
          statusBadge(s)
        ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Ações</span>,
      sticky: true,
      className: 'text-right',
      cell: (s) => (
        <SaleRowActions sale={s} permissions={permissions} onApprove={onApprove} onReject={onReject} noteId={noteId} />
      ),
    },
  ];
  const panelBeside = review?.side && review.openId !== null;
  return panelBeside ? columns.filter((c) => !IN_THE_PANEL.has(c.key)) : columns;
}

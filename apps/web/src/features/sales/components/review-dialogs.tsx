import type { Sale } from '@mall/shared';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/button';
import { inputClass } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { formatCurrency } from '../../../lib/format';
import { useApproveSale } from '../api/approve-sale';
import { useRejectSale } from '../api/reject-sale';
import { suggestedInvoiceNumber } from './review-model';

export const REVIEW_MESSAGES = {
  invoiceRequired: 'Informe o número da nota fiscal',
  reasonRequired: 'Informe o motivo',
} as const;

function SaleSummary({ sale }: { sale: Sale }) {
  return (
    <p className="text-sm text-muted">
      {sale.client.name} · {sale.store.tradeName} · {formatCurrency(sale.netValue)}
    </p>
  );
}

interface TextDialogProps {
  sale: Sale | null;
  title: string;
  label: string;
  required: string;
  initial: string;
  confirmLabel: string;
  multiline?: boolean;
  destructive?: boolean;
  note?: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (value: string) => Promise<unknown>;
}

/** A dialog asking one non-empty text (SPEC §5: approve needs an invoice number, reject a reason). */
function TextDialog(props: TextDialogProps) {
  const { sale, onClose } = props;
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (sale) {
      setValue(props.initial);
      setError(null);
    }
  }, [sale, props.initial]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!value.trim()) {
      setError(props.required);
      return;
    }
    try {
      await props.onConfirm(value.trim());
      onClose();
    } catch {
      // The API client toasted the server's message; the dialog stays open to try again.
    }
  };

  // The one field takes the focus once the dialog has opened (after the dialog's own first focus,
  // which remembers the opener to return to), so a prefilled approval is confirmed with Enter.
  const focusWhenOpen = useCallback((el: HTMLElement | null) => {
    if (el) setTimeout(() => el.focus(), 0);
  }, []);

  const Control = props.multiline ? 'textarea' : 'input';
  return (
    <Modal open={sale !== null} onOpenChange={(o) => !o && onClose()} title={props.title} size="sm">
      {sale && (
        <form onSubmit={submit} noValidate className="space-y-5">
          <SaleSummary sale={sale} />
          {props.note && <p className="rounded-xl bg-gold-bg px-4 py-3 text-sm text-gold-fg">{props.note}</p>}
          <div className="flex flex-col gap-1.5">
            <label htmlFor={id} className="text-sm font-medium">
              {props.label}
              <span aria-hidden="true" className="text-accent">
                {' '}
                *
              </span>
            </label>
            <Control
              ref={focusWhenOpen}
              id={id}
              value={value}
              onChange={(e: { target: { value: string } }) => {
                setValue(e.target.value);
                if (error) setError(null);
              }}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={props.multiline ? `${inputClass} h-auto min-h-24 py-2.5` : inputClass}
              rows={props.multiline ? 3 : undefined}
              maxLength={props.multiline ? 500 : 60}
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
                {error}
              </p>
            )}
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={props.pending}>
              Voltar
            </Button>
            <Button type="submit" variant={props.destructive ? 'danger' : 'primary'} disabled={props.pending}>
              {props.pending ? 'Aguarde...' : props.confirmLabel}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

/** The invoice number comes prefilled: the registered one, or the one a photo's fiscal key names. */
export function ApproveSaleDialog({ sale, onClose }: { sale: Sale | null; onClose: () => void }) {
  const approve = useApproveSale();
  return (
    <TextDialog
      sale={sale}
      title="Aprovar compra"
      label="Número da nota fiscal"
      required={REVIEW_MESSAGES.invoiceRequired}
      initial={sale ? suggestedInvoiceNumber(sale) : ''}
      confirmLabel="Aprovar"
      pending={approve.isPending}
      onClose={onClose}
      onConfirm={(invoiceNumber) => approve.mutateAsync({ id: sale?.id ?? '', invoiceNumber })}
    />
  );
}

/** Pending -> rejected; approved -> canceled with its points reversed. */
export function RejectSaleDialog({ sale, onClose }: { sale: Sale | null; onClose: () => void }) {
  const reject = useRejectSale();
  const cancel = sale?.status === 'approved';
  return (
    <TextDialog
      sale={sale}
      title={cancel ? 'Cancelar compra' : 'Rejeitar compra'}
      label="Motivo"
      required={REVIEW_MESSAGES.reasonRequired}
      initial=""
      multiline
      destructive
      note={cancel ? 'A compra já foi aprovada: ao cancelar, os pontos dela são estornados.' : undefined}
      confirmLabel={cancel ? 'Cancelar compra' : 'Rejeitar'}
      pending={reject.isPending}
      onClose={onClose}
      onConfirm={(reason) => reject.mutateAsync({ id: sale?.id ?? '', reason })}
    />
  );
}

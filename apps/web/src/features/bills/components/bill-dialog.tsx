import type { Bill } from '@mall/shared';
import { Ban, CircleCheck, Download, FileText, Mail, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { DetailList, Modal } from '../../../components/admin-kit';
import { Button } from '../../../components/button';
import { buttonClass } from '../../../components/button-styles';
import { inputClass } from '../../../components/field';
import { ServerErrors } from '../../../components/server-errors';
import { formatCurrency, formatDate, formatDateTime } from '../../../lib/format';
import { failureMessages, formatPercent, monthYear } from '../../../lib/money-format';
import { useSendBill } from '../api/send-bill';
import { useUpdateBill } from '../api/update-bill';
import { BillStatusBadge, billActions } from './bill-status';
import { PixCode } from './pix-code';

type Mode = 'view' | 'paid' | 'error' | 'cancel';

/** Today in São Paulo, YYYY-MM-DD: the payment date's default and its latest value. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
}

interface Props {
  bill: Bill | null;
  onClose: () => void;
  /** DEDPREMIUM and SMART: send, mark paid, record an error, cancel. */
  manage: boolean;
  onDownload: (bill: Bill) => void;
}

/**
 * A bill's details with its PIX "copia e cola" and QR; for the administrators, its actions: send
 * by e-mail, mark paid (payment date), record or clear the provider's error, cancel.
 */
export function BillDialog({ bill, onClose, manage, onDownload }: Props) {
  const [mode, setMode] = useState<Mode>('view');
  useEffect(() => {
    if (!bill) setMode('view');
  }, [bill]);
  const titles: Record<Mode, string> = {
    view: 'Boleto',
    paid: 'Marcar como pago',
    error: 'Erro do boleto',
    cancel: 'Cancelar boleto',
  };
  return (
    <Modal
      open={bill !== null}
      onOpenChange={(open) => !open && onClose()}
      title={titles[mode]}
      description={bill ? `${bill.store.tradeName} · ${monthYear(bill.month, bill.year)}` : undefined}
      size="lg"
    >
      {bill && mode === 'view' && (
        <BillView bill={bill} manage={manage} onMode={setMode} onDownload={() => onDownload(bill)} />
      )}
      {bill && mode !== 'view' && (
        <BillChange bill={bill} mode={mode} onBack={() => setMode('view')} onClosed={onClose} />
      )}
    </Modal>
  );
}

function BillView({
  bill,
  manage,
  onMode,
  onDownload,
}: {
  bill: Bill;
  manage: boolean;
  onMode: (mode: Mode) => void;
  onDownload: () => void;
}) {
  const send = useSendBill();
  const can = manage ? billActions(bill) : { send: false, pay: false, error: false, cancel: false };
  return (
    <div className="space-y-6">
      <DetailList
        items={[
          { label: 'Situação', value: <BillStatusBadge bill={bill} /> },
          { label: 'Valor devido', value: <strong>{formatCurrency(bill.amountDue)}</strong> },
          {
            label: 'Vendas do mês',
            value: `${bill.salesCount} ${bill.salesCount === 1 ? 'venda' : 'vendas'}, ${formatCurrency(bill.totalSales)}`,
          },
          { label: 'Taxa administrativa', value: formatPercent(bill.adminFee) },
          { label: 'Vencimento', value: formatDate(bill.dueDate) },
          { label: 'Pagamento', value: formatDate(bill.paidAt) },
          { label: 'Enviado por e-mail', value: bill.sentAt ? formatDateTime(bill.sentAt) : 'Ainda não enviado' },
          { label: 'Erro', value: bill.errorMessage ?? '—' },
        ]}
      />
      <section aria-labelledby="pix-title" className="space-y-3 border-t border-line pt-5">
        <h3 id="pix-title" className="text-lg font-semibold">
          Pagamento por PIX
        </h3>
        {bill.pixCopyPaste ? (
          <PixCode code={bill.pixCopyPaste} store={bill.store.tradeName} />
        ) : (
          <p className="text-sm text-muted">Sem chave PIX configurada: o PDF do boleto diz como pagar.</p>
        )}
      </section>
      <div className="flex flex-wrap gap-3 border-t border-line pt-5">
        <Button size="sm" variant="secondary" onClick={onDownload}>
          <Download aria-hidden="true" className="size-4" /> Baixar PDF
        </Button>
        <Link to={`/admin/extratos/financeiro/${bill.extractId}`} className={buttonClass('ghost', 'sm')}>
          <FileText aria-hidden="true" className="size-4" /> Ver extrato e vendas
        </Link>
        {can.send && (
          <Button size="sm" variant="secondary" disabled={send.isPending} onClick={() => send.mutate(bill.id ?? '')}>
            <Mail aria-hidden="true" className="size-4" /> {send.isPending ? 'Enviando...' : 'Enviar por email'}
          </Button>
        )}
        {can.pay && (
          <Button size="sm" variant="secondary" onClick={() => onMode('paid')}>
            <CircleCheck aria-hidden="true" className="size-4" /> Marcar como pago
          </Button>
        )}
        {can.error && (
          <Button size="sm" variant="secondary" onClick={() => onMode('error')}>
            <TriangleAlert aria-hidden="true" className="size-4" /> Registrar erro
          </Button>
        )}
        {can.cancel && (
          <Button size="sm" variant="danger" onClick={() => onMode('cancel')}>
            <Ban aria-hidden="true" className="size-4" /> Cancelar boleto
          </Button>
        )}
      </div>
    </div>
  );
}

function BillChange({
  bill,
  mode,
  onBack,
  onClosed,
}: {
  bill: Bill;
  mode: Exclude<Mode, 'view'>;
  onBack: () => void;
  onClosed: () => void;
}) {
  const id = useId();
  const update = useUpdateBill();
  const today = todayInSaoPaulo();
  // A payment cannot precede the bill: the day it was generated, in São Paulo.
  const issued = bill.createdAt ? todayInSaoPaulo(new Date(bill.createdAt)) : undefined;
  const [paidAt, setPaidAt] = useState(today);
  const [message, setMessage] = useState(bill.errorMessage ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [errors, setErrors] = useState<string[]>([]);

  const save = (body: Parameters<typeof update.mutate>[0]['body'], after: () => void) => {
    setErrors([]);
    update.mutate(
      { id: bill.id ?? '', body },
      { onSuccess: after, onError: (error) => setErrors(failureMessages(error, 'Erro ao atualizar boleto')) },
    );
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (mode === 'paid') {
      if (!paidAt) return setFieldError('Informe a data do pagamento');
      if (paidAt > today) return setFieldError('A data do pagamento não pode ser no futuro');
      if (issued && paidAt < issued)
        return setFieldError(`A data do pagamento não pode ser anterior à geração do boleto (${formatDate(issued)})`);
      return save({ paidAt }, onBack);
    }
    if (mode === 'error') {
      if (!message.trim()) return setFieldError('Informe o erro');
      return save({ errorMessage: message.trim() }, onBack);
    }
    return save({ canceled: true }, onClosed);
  };

  const field = mode === 'paid' ? 'Data do pagamento' : 'Erro informado pelo banco ou provedor';
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <ServerErrors messages={errors} />
      {mode === 'cancel' ? (
        <p className="text-sm text-muted">
          O boleto de {formatCurrency(bill.amountDue)} deixa de valer e o extrato volta a NÃO GERADO: ele pode então ser
          reprocessado ou receber um novo boleto.
        </p>
      ) : (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-medium">
            {field}
            <span aria-hidden="true" className="text-accent">
              {' '}
              *
            </span>
          </label>
          {mode === 'paid' ? (
            <input
              id={id}
              type="date"
              className={inputClass}
              value={paidAt}
              min={issued}
              max={today}
              required
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-error` : undefined}
              onChange={(e) => {
                setPaidAt(e.target.value);
                setFieldError(undefined);
              }}
            />
          ) : (
            <textarea
              id={id}
              rows={3}
              maxLength={500}
              className={`${inputClass} h-auto py-2.5`}
              value={message}
              required
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-error` : undefined}
              onChange={(e) => {
                setMessage(e.target.value);
                setFieldError(undefined);
              }}
            />
          )}
          {fieldError && (
            <p id={`${id}-error`} className="text-xs font-medium text-danger">
              {fieldError}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack} disabled={update.isPending}>
          Voltar
        </Button>
        {mode === 'error' && bill.errorMessage && (
          <Button variant="secondary" disabled={update.isPending} onClick={() => save({ errorMessage: null }, onBack)}>
            Limpar erro
          </Button>
        )}
        <Button type="submit" variant={mode === 'cancel' ? 'danger' : 'primary'} disabled={update.isPending}>
          {update.isPending ? 'Aguarde...' : mode === 'cancel' ? 'Cancelar boleto' : 'Salvar'}
        </Button>
      </div>
    </form>
  );
}

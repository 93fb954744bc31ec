import { formatCpf, type Sale, todayIn } from '@mall/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button';
import { CurrencyInput } from '../../../components/currency-input';
import { Field, inputClass } from '../../../components/field';
import { LockedField } from '../../../components/locked-field';
import { formatDateTime } from '../../../lib/format';
import { centsToReaisValue, reaisToCentsValue } from '../../../lib/money';
import { type UpdateSaleBody, useUpdateSale } from '../api/update-sale';

/** Only what changed is sent; an empty invoice number stays unset. */
export function editBody(sale: Sale, v: { saleDate: string; amountCents: number | null; invoiceNumber: string }) {
  const body: UpdateSaleBody = {};
  if (v.saleDate && v.saleDate !== sale.saleDate) body.saleDate = v.saleDate;
  if (v.amountCents !== null && v.amountCents !== reaisToCentsValue(sale.amount))
    body.amount = centsToReaisValue(v.amountCents);
  const invoice = v.invoiceNumber.trim();
  if (invoice && invoice !== (sale.invoiceNumber ?? '')) body.invoiceNumber = invoice;
  return body;
}

interface Props {
  sale: Sale;
  /** False for a final sale (rejected, canceled) or a role that cannot edit. */
  editable: boolean;
}

export function SaleEditForm({ sale, editable }: Props) {
  const update = useUpdateSale();
  const [saleDate, setSaleDate] = useState(sale.saleDate);
  const [amountCents, setAmountCents] = useState<number | null>(reaisToCentsValue(sale.amount));
  const [invoiceNumber, setInvoiceNumber] = useState(sale.invoiceNumber ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!saleDate || amountCents === null) {
      setError('Preencha todos os campos obrigatórios.');
      return;
    }
    const body = editBody(sale, { saleDate, amountCents, invoiceNumber });
    if (Object.keys(body).length === 0) {
      setError('Nenhuma alteração para salvar.');
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({ id: sale.id, body });
    } catch {
      // Toasted by the API client.
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <LockedField label="Cliente" value={sale.client.name} />
        <LockedField label="CPF" value={formatCpf(sale.client.cpf)} />
        <LockedField label="Data do lançamento" value={formatDateTime(sale.createdAt)} />
        <Field label="Data da venda" required>
          <input
            type="date"
            className={inputClass}
            max={todayIn()}
            value={saleDate}
            disabled={!editable}
            onChange={(e) => setSaleDate(e.target.value)}
          />
        </Field>
        <Field label="Valor total" required hint="Valor líquido da compra; os pontos são recalculados.">
          {(control) => (
            <CurrencyInput {...control} value={amountCents} disabled={!editable} onChange={setAmountCents} />
          )}
        </Field>
        <Field label="Número da nota fiscal / pedido">
          <input
            type="text"
            className={inputClass}
            maxLength={60}
            value={invoiceNumber}
            disabled={!editable}
            onChange={(e) => setInvoiceNumber(e.target.value)}
          />
        </Field>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <div className="flex justify-end border-t border-line pt-6">
        <Button type="submit" disabled={!editable || update.isPending}>
          {update.isPending ? 'Atualizando...' : 'Atualizar'}
        </Button>
      </div>
    </form>
  );
}

import { formatCpf, invoiceNumberSchema, type Sale, todayIn } from '@mall/shared';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { Field, inputClass, useAdminForm } from '../../../components/admin-kit';
import { Button } from '../../../components/button';
import { CurrencyInput } from '../../../components/currency-input';
import { LockedField } from '../../../components/locked-field';
import { formatDateTime } from '../../../lib/format';
import { centsToReaisValue, reaisToCentsValue } from '../../../lib/money';
import { type UpdateSaleBody, useUpdateSale } from '../api/update-sale';

/** The invoice number's limit, the wire schema's (the box takes no more). */
const INVOICE_NUMBER_MAX = invoiceNumberSchema.maxLength ?? undefined;

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
  /** A sale the user may edit (`saleEditRefusal`); the others are read in `SaleReadOnly`. */
  sale: Sale;
}

/** The fields as typed; the form's refusals are one line above the button, not marks on the fields. */
function editSchema(sale: Sale) {
  return z
    .object({
      saleDate: z.string(),
      amountCents: z.number().nullable(),
      invoiceNumber: z.string(),
    })
    .superRefine((v, ctx) => {
      if (!v.saleDate || v.amountCents === null)
        ctx.addIssue({ code: 'custom', path: ['root'], message: 'Preencha todos os campos obrigatórios.' });
      else if (Object.keys(editBody(sale, v)).length === 0)
        ctx.addIssue({ code: 'custom', path: ['root'], message: 'Nenhuma alteração para salvar.' });
    });
}

export function SaleEditForm({ sale }: Props) {
  const update = useUpdateSale();
  const schema = useMemo(() => editSchema(sale), [sale]);
  const kit = useAdminForm({
    schema,
    defaultValues: {
      saleDate: sale.saleDate,
      amountCents: reaisToCentsValue(sale.amount),
      invoiceNumber: sale.invoiceNumber ?? '',
    },
    submit: async (values) => {
      try {
        await update.mutateAsync({ id: sale.id, body: editBody(sale, values) });
      } catch {
        // Toasted by the API client.
      }
    },
    fallback: 'Erro ao atualizar venda',
  });
  const { register, control } = kit.form;
  const refusal = kit.form.formState.errors.root?.message;

  return (
    <form ref={kit.formRef} onSubmit={kit.onSubmit} noValidate className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <LockedField label="Cliente" value={sale.client.name} />
        <LockedField label="CPF" value={formatCpf(sale.client.cpf)} />
        <LockedField label="Data do lançamento" value={formatDateTime(sale.createdAt)} />
        <Field label="Data da venda" required>
          <input type="date" className={inputClass} max={todayIn()} {...register('saleDate')} />
        </Field>
        <Field label="Valor total" required hint="Valor líquido da compra; os pontos são recalculados.">
          {(aria) => (
            <Controller
              control={control}
              name="amountCents"
              render={({ field }) => <CurrencyInput {...aria} value={field.value} onChange={field.onChange} />}
            />
          )}
        </Field>
        <Field label="Número da nota fiscal / pedido">
          <input type="text" className={inputClass} maxLength={INVOICE_NUMBER_MAX} {...register('invoiceNumber')} />
        </Field>
      </div>
      {refusal && (
        <p role="alert" className="text-sm font-medium text-danger">
          {refusal}
        </p>
      )}
      <div className="flex justify-end border-t border-line pt-6">
        <Button type="submit" disabled={kit.pending}>
          {kit.pending ? 'Atualizando...' : 'Atualizar'}
        </Button>
      </div>
    </form>
  );
}

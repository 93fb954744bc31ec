import { invoiceNumberSchema, todayIn } from '@mall/shared';
import { Lock } from 'lucide-react';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useAdminForm } from '../../../components/admin-kit';
import { Button } from '../../../components/button';
import { Combobox } from '../../../components/combobox';
import { CurrencyInput } from '../../../components/currency-input';
import { Field, inputClass } from '../../../components/field';
// Shared with the customer's purchase form; to move to src/components (see the field's file).
import { FiscalKeyField } from '../../../components/fiscal-key-field';
import { StoreCombobox } from '../../../components/store-combobox';
import { isApiError } from '../../../lib/api';
import { netCents } from '../../../lib/money';
import { useCreateSale } from '../../../lib/resources/sales/create-sale';
import { useStoreSellers } from '../../../lib/resources/sellers';
import type { Session } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { ClientPicker } from './client-picker';
import {
  emptySale,
  FILL_ALL,
  type SaleFormErrors,
  type SaleFormValues,
  saleFormMode,
  toSaleBody,
  validateSale,
} from './sale-form-model';

function Fixed({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Field label={label} required hint="Definido pelo seu perfil">
      {(control) => (
        <div className="relative">
          <input
            {...control}
            className={`${inputClass} bg-sand/40 pr-10`}
            value={value}
            readOnly
            data-testid={testId}
          />
          <Lock aria-hidden="true" className="absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted" />
        </div>
      )}
    </Field>
  );
}

const FISCAL_KEY_LABEL = 'Chave de acesso da nota';
const FISCAL_KEY_HINT = 'Opcional: os 44 caracteres impressos abaixo do código de barras ou do QR code da nota.';

/** The sale model's checks (`validateSale`, SPEC §5) as the form's schema: each problem under its field. */
const saleFormSchema = z.custom<SaleFormValues>().superRefine((values, ctx) => {
  for (const [path, message] of Object.entries(validateSale(values).errors))
    if (message) ctx.addIssue({ code: 'custom', path: [path], message });
});

/** The invoice sale of SPEC §2 /admin/registrar-venda. */
export function SaleForm({ session }: { session: Session }) {
  const mode = saleFormMode(session.role);
  const ownStore = mode.chooseStore ? '' : (session.storeId ?? '');
  const create = useCreateSale();
  const kit = useAdminForm({
    schema: saleFormSchema,
    defaultValues: emptySale({ storeId: ownStore }),
    submit: async (sale: SaleFormValues) => {
      try {
        await create.mutateAsync(toSaleBody(sale));
        kit.form.reset(emptySale({ storeId: ownStore, sellerId: self?.id }));
      } catch (error) {
        // The API client toasted the server's message; the form keeps what was typed, and a
        // refused key (another purchase holds it: 409) is marked under its field.
        const keyMessage = isApiError(error) ? error.messages.find((m) => /chave de acesso/i.test(m)) : undefined;
        if (keyMessage) kit.form.setError('fiscalKey', { type: 'server', message: keyMessage }, { shouldFocus: true });
      }
    },
    fallback: 'Erro ao registrar venda',
    onInvalid: () => {
      if (validateSale(kit.form.getValues()).missing) toast.error(FILL_ALL, { toastId: 'sale-required' });
    },
  });
  const { control, register, setValue } = kit.form;
  const errorsOf = kit.form.formState.errors;
  const errors: SaleFormErrors = Object.fromEntries(
    Object.entries(errorsOf).map(([key, error]) => [key, (error as { message?: string } | undefined)?.message]),
  );
  const values = useWatch({ control }) as SaleFormValues;
  const sellers = useStoreSellers(values.storeId);

  // A VENDEDOR sells as itself: the seller whose user is the logged-in user.
  const self = mode.chooseSeller ? null : (sellers.data?.find((s) => s.user.id === session.id) ?? null);
  useEffect(() => {
    if (self && values.sellerId !== self.id) setValue('sellerId', self.id);
  }, [self, values.sellerId, setValue]);

  const set = <K extends keyof SaleFormValues>(key: K, value: SaleFormValues[K]) =>
    setValue(key, value as never, { shouldValidate: kit.form.formState.isSubmitted });

  const net = netCents(values.grossCents, values.discountCents);
  const storeName = session.store?.tradeName ?? 'Minha loja';

  return (
    <form ref={kit.formRef} onSubmit={kit.onSubmit} noValidate className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        {mode.chooseStore ? (
          <Field label="Loja" required error={errors.storeId}>
            {(control) => (
              <StoreCombobox
                {...control}
                activeOnly
                value={values.storeId}
                placeholder="Selecione uma loja"
                onChange={(storeId) => {
                  set('storeId', storeId);
                  setValue('sellerId', '');
                }}
              />
            )}
          </Field>
        ) : (
          <Fixed label="Loja" value={storeName} testId="fixed-store" />
        )}
        {mode.chooseSeller ? (
          <Field
            label="Vendedor"
            required
            error={errors.sellerId ?? (sellers.isError ? 'Não foi possível carregar os dados' : undefined)}
          >
            {(control) => (
              // The store's whole list of active sellers (GET /sellers has no search): filtered here.
              <Combobox
                {...control}
                value={values.sellerId}
                onChange={(sellerId) => set('sellerId', sellerId)}
                disabled={!values.storeId || sellers.isPending}
                loading={Boolean(values.storeId) && sellers.isPending}
                placeholder={
                  !values.storeId
                    ? 'Escolha a loja primeiro'
                    : sellers.data?.length === 0
                      ? 'Nenhum vendedor ativo nesta loja'
                      : 'Selecione um vendedor'
                }
                options={(sellers.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
                emptyText="Nenhum vendedor encontrado"
                listLabel="Vendedores"
              />
            )}
          </Field>
        ) : (
          <Fixed
            label="Vendedor"
            value={self?.name ?? (sellers.isPending ? 'Carregando...' : sellers.isError ? '—' : session.name)}
            testId="fixed-seller"
          />
        )}
        <div className="sm:col-span-2">
          <ClientPicker value={values.client} onChange={(c) => set('client', c)} error={errors.client} />
        </div>
        <FiscalKeyField
          control={control}
          name="fiscalKey"
          label={FISCAL_KEY_LABEL}
          hint={FISCAL_KEY_HINT}
          error={errors.fiscalKey}
        />
        <Field label="Número da nota fiscal" required error={errors.invoiceNumber}>
          <input
            type="text"
            className={inputClass}
            maxLength={invoiceNumberSchema.maxLength ?? undefined}
            {...register('invoiceNumber')}
          />
        </Field>
        <Field label="Data da venda" required error={errors.saleDate}>
          <input type="date" className={inputClass} max={todayIn()} {...register('saleDate')} />
        </Field>
        <Field label="Valor bruto" required error={errors.grossCents}>
          {(control) => <CurrencyInput {...control} value={values.grossCents} onChange={(v) => set('grossCents', v)} />}
        </Field>
        <Field label="Desconto" error={errors.discountCents}>
          {(control) => (
            <CurrencyInput {...control} value={values.discountCents} onChange={(v) => set('discountCents', v ?? 0)} />
          )}
        </Field>
        <Field label="Valor líquido" required hint="Calculado: valor bruto menos desconto." className="sm:col-span-2">
          {(control) => <CurrencyInput {...control} value={net} readOnly tabIndex={-1} />}
        </Field>
      </div>
      <div className="flex justify-end border-t border-line pt-6">
        <Button type="submit" disabled={kit.pending}>
          {kit.pending ? 'Registrando...' : 'Registrar venda'}
        </Button>
      </div>
    </form>
  );
}

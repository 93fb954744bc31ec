import { type CreateStoreBody, MAX_INVOICE_EMAILS, STORE_MESSAGES, UFS } from '@mall/shared';
import { Plus, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { Field, FormActions, FormAlerts, inputClass, useAdminForm } from '../../../components/admin-kit';
import { Button } from '../../../components/button';
import { ImageUploadField } from '../../../components/image-upload-field';
import { LockedField } from '../../../components/locked-field';
import { maskedControl } from '../../../components/masked-input';
import { OptionSelect } from '../../../components/option-select';
import { lookupCep } from '../../../lib/cep';
import { useSegmentOptions } from '../../../lib/resources/segments/get-segments';
import { toast } from '../../../lib/toast';
import {
  formToStoreBody,
  REQUIRED,
  type StoreFormValues,
  storeFieldMatchers,
  storeFormSchema,
} from './store-form-schema';

interface StoreFormProps {
  defaultValues: StoreFormValues;
  submitLabel: string;
  /** DEDPREMIUM/SMART: fee and limits are editable; a store owner sees them read-only. */
  adminFields: boolean;
  cancelTo: string;
  errorFallback: string;
  onSubmit: (body: CreateStoreBody) => Promise<void>;
  /** The record's segment name, shown even when the option list lacks it. */
  segmentName?: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 border-t border-line pt-6 first:border-t-0 first:pt-0 sm:grid-cols-2">
      <legend className="float-left mb-1 w-full font-display text-2xl font-semibold sm:col-span-2">{title}</legend>
      {children}
    </fieldset>
  );
}

export function StoreForm({
  defaultValues,
  submitLabel,
  adminFields,
  cancelTo,
  errorFallback,
  onSubmit,
  segmentName,
}: StoreFormProps) {
  const [cepBusy, setCepBusy] = useState(false);
  const segments = useSegmentOptions();
  const kit = useAdminForm({
    schema: storeFormSchema,
    defaultValues,
    submit: (values: StoreFormValues) => onSubmit(formToStoreBody(values, { adminFields })),
    // Messages naming a field go under it; only the others stay in the box above.
    matchers: storeFieldMatchers,
    fallback: errorFallback,
    toastId: 'store-save',
    // One toast: the missing required fields first, otherwise the segment.
    onInvalid: (formErrors) => {
      const errs = Object.values(formErrors);
      if (errs.some((e) => e && 'message' in e && e.message === REQUIRED))
        toast.error('Preencha todos os campos obrigatórios', { toastId: 'store-invalid' });
      else if (formErrors.segmentId) toast.error(STORE_MESSAGES.segmentRequired, { toastId: 'store-invalid' });
    },
  });
  const { register, control, setValue, getValues } = kit.form;
  const { errors } = kit.form.formState;
  const emails = useFieldArray({ control, name: 'invoiceEmails' });

  const fillAddress = async () => {
    const cep = getValues('zipCode');
    if (!cep.replace(/\D/g, '')) return;
    setCepBusy(true);
    const found = await lookupCep(cep);
    setCepBusy(false);
    if (!found) return;
    const opts = { shouldValidate: true, shouldDirty: true };
    if (found.address) setValue('address', found.address, opts);
    if (found.neighborhood) setValue('neighborhood', found.neighborhood, opts);
    if (found.city) setValue('city', found.city, opts);
    if (found.state) setValue('state', found.state.toUpperCase(), opts);
  };

  const masked = (name: 'cnpj' | 'phone' | 'responsiblePhone' | 'zipCode', mask: 'cnpj' | 'phone' | 'cep') =>
    maskedControl(control, name, mask, name === 'zipCode' ? { onBlur: () => void fillAddress() } : {});

  return (
    <form ref={kit.formRef} onSubmit={kit.onSubmit} noValidate className="space-y-8">
      <FormAlerts form={kit} />

      <Section title="Dados da loja">
        <Field label="Nome fantasia" error={errors.tradeName?.message} required>
          <input type="text" className={inputClass} {...register('tradeName')} />
        </Field>
        <Field label="Razão social" error={errors.companyName?.message} required>
          <input type="text" className={inputClass} {...register('companyName')} />
        </Field>
        <Field label="CNPJ" error={errors.cnpj?.message} hint="Aceita o CNPJ numérico ou alfanumérico." required>
          {masked('cnpj', 'cnpj')}
        </Field>
        <Field label="Segmento" error={errors.segmentId?.message} required>
          {(aria) => (
            <Controller
              control={control}
              name="segmentId"
              render={({ field }) => (
                <OptionSelect
                  {...aria}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  loading={segments.isPending}
                  placeholder="Selecione um segmento"
                  currentLabel={segmentName}
                  options={segments.data?.map((s) => ({ value: s.id, label: s.name }))}
                />
              )}
            />
          )}
        </Field>
        <Field label="Site" error={errors.website?.message}>
          <input type="url" inputMode="url" placeholder="https://" className={inputClass} {...register('website')} />
        </Field>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="photoUrl"
            render={({ field }) => (
              <ImageUploadField label="Foto da loja" value={field.value} onChange={field.onChange} />
            )}
          />
        </div>
      </Section>

      <Section title="Contato">
        <Field label="E-mail" error={errors.email?.message} required>
          <input type="email" autoComplete="off" className={inputClass} {...register('email')} />
        </Field>
        <Field label="Telefone" error={errors.phone?.message}>
          {masked('phone', 'phone')}
        </Field>
        <Field label="Responsável" error={errors.responsible?.message}>
          <input type="text" className={inputClass} {...register('responsible')} />
        </Field>
        <Field label="Telefone do responsável" error={errors.responsiblePhone?.message}>
          {masked('responsiblePhone', 'phone')}
        </Field>
        <div className="space-y-3 sm:col-span-2">
          {emails.fields.map((item, index) => (
            <div key={item.id} className="flex items-end gap-2">
              <Field
                label={`E-mail para notas fiscais ${index + 1}`}
                error={errors.invoiceEmails?.[index]?.value?.message}
                className="flex-1"
              >
                <input
                  type="email"
                  autoComplete="off"
                  className={inputClass}
                  {...register(`invoiceEmails.${index}.value`)}
                />
              </Field>
              {emails.fields.length > 1 && (
                <button
                  type="button"
                  onClick={() => emails.remove(index)}
                  aria-label={`Remover e-mail para notas fiscais ${index + 1}`}
                  className="mb-1 inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-danger"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              )}
            </div>
          ))}
          {emails.fields.length < MAX_INVOICE_EMAILS && (
            <Button size="sm" variant="ghost" onClick={() => emails.append({ value: '' })}>
              <Plus aria-hidden="true" className="size-4" /> Adicionar e-mail
            </Button>
          )}
          <p className="text-xs text-muted">Até {MAX_INVOICE_EMAILS} e-mails; campos vazios são ignorados.</p>
        </div>
      </Section>

      <Section title="Endereço">
        <Field
          label="CEP"
          error={errors.zipCode?.message}
          hint={cepBusy ? 'Buscando endereço...' : 'O endereço é preenchido ao sair do campo.'}
        >
          {masked('zipCode', 'cep')}
        </Field>
        <Field label="Endereço" error={errors.address?.message}>
          <input type="text" className={inputClass} {...register('address')} />
        </Field>
        <Field label="Número" error={errors.number?.message}>
          <input type="text" className={inputClass} {...register('number')} />
        </Field>
        <Field label="Complemento" error={errors.complement?.message}>
          <input type="text" placeholder="Piso, loja" className={inputClass} {...register('complement')} />
        </Field>
        <Field label="Bairro" error={errors.neighborhood?.message}>
          <input type="text" className={inputClass} {...register('neighborhood')} />
        </Field>
        <Field label="Cidade" error={errors.city?.message}>
          <input type="text" className={inputClass} {...register('city')} />
        </Field>
        <Field label="UF" error={errors.state?.message}>
          <select className={inputClass} {...register('state')}>
            <option value="">Selecione</option>
            {UFS.map((uf) => (
              <option key={uf} value={uf}>
                {uf}
              </option>
            ))}
          </select>
        </Field>
      </Section>

      <Section title="Administração">
        {!adminFields && (
          <p className="text-sm text-muted sm:col-span-2">Somente a administração do shopping altera estes campos.</p>
        )}
        {adminFields ? (
          <>
            <Field label="Taxa administrativa (%)" error={errors.fee?.message} hint="Ex.: 2,5">
              <input type="text" inputMode="decimal" className={inputClass} {...register('fee')} />
            </Field>
            <Field label="Limite de área (m²)" error={errors.areaLimit?.message}>
              <input type="text" inputMode="numeric" className={inputClass} {...register('areaLimit')} />
            </Field>
            <Field label="Limite de dias" error={errors.dayLimit?.message}>
              <input type="text" inputMode="numeric" className={inputClass} {...register('dayLimit')} />
            </Field>
          </>
        ) : (
          <>
            <LockedField label="Taxa administrativa (%)" value={defaultValues.fee || '—'} />
            <LockedField label="Limite de área (m²)" value={defaultValues.areaLimit || '—'} />
            <LockedField label="Limite de dias" value={defaultValues.dayLimit || '—'} />
          </>
        )}
      </Section>

      <FormActions submitLabel={submitLabel} pending={kit.pending} cancel={{ to: cancelTo }} />
    </form>
  );
}

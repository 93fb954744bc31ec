import { type CreatePrizeBody, MAX_FEATURED_PRIZES, PRIZE_TYPE_LABELS, PRIZE_TYPES } from '@mall/shared';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Field, FormActions, FormAlerts, inputClass, useAdminForm } from '../../../components/admin-kit';
import { ImageUploadField } from '../../../components/image-upload-field';
import { OptionSelect } from '../../../components/option-select';
import { StoreField } from '../../../components/store-field';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useCampaignChoices } from '../api/get-campaign-choices';
import { FeaturedConflictBanner } from './featured-conflict-banner';
import {
  type FeaturedConflict,
  FILL_REQUIRED,
  formToPrizeBody,
  type PrizeFormValues,
  prizeFieldMatchers,
  prizeFormSchema,
  REQUIRED,
  readFeaturedConflict,
  SELECT_STORE,
} from './prize-form-schema';

interface PrizeFormProps {
  defaultValues: PrizeFormValues;
  submitLabel: string;
  cancelTo: string;
  /** On create the campaign may stay empty: the server uses the active one. */
  mode: 'create' | 'edit';
  onSubmit: (body: CreatePrizeBody) => Promise<void>;
  /** Names of the record's store and campaign, shown even when the option lists lack them. */
  currentLabels?: { store?: string; campaign?: string };
}

export function PrizeForm({ defaultValues, submitLabel, cancelTo, mode, onSubmit, currentLabels }: PrizeFormProps) {
  const [conflict, setConflict] = useState<FeaturedConflict | null>(null);
  const campaigns = useCampaignChoices();
  const kit = useAdminForm({
    schema: prizeFormSchema,
    defaultValues,
    submit: (values: PrizeFormValues) => {
      setConflict(null);
      return onSubmit(formToPrizeBody(values));
    },
    // Messages naming a field go under it with one toast; only the others stay in the box above.
    matchers: prizeFieldMatchers,
    fallback: 'Erro ao salvar brinde',
    toastId: 'prize-save',
    onServerError: (error) => {
      const featured = isApiError(error) ? readFeaturedConflict(error.status, error.body) : null;
      if (!featured) return false;
      setConflict(featured);
      kit.showTop();
      return true;
    },
    // SPEC §5: blank name or points -> "Preencha os campos obrigatórios"; no store -> "Selecione uma loja".
    onInvalid: (formErrors) => {
      if (formErrors.name?.message === REQUIRED || formErrors.points?.message === REQUIRED)
        toast.error(FILL_REQUIRED, { toastId: 'prize-required' });
      if (formErrors.storeId) toast.error(SELECT_STORE, { toastId: 'prize-store' });
    },
  });
  const { register, control } = kit.form;
  const { errors } = kit.form.formState;

  return (
    <form ref={kit.formRef} onSubmit={kit.onSubmit} noValidate className="space-y-6">
      <FormAlerts form={kit}>{conflict && <FeaturedConflictBanner conflict={conflict} />}</FormAlerts>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Nome" error={errors.name?.message} required className="sm:col-span-2">
          <input type="text" className={inputClass} {...register('name')} />
        </Field>
        <Field label="Pontos" error={errors.points?.message} required>
          <input type="text" inputMode="numeric" className={inputClass} {...register('points')} />
        </Field>
        <Field label="Tipo" error={errors.type?.message} required>
          <select className={inputClass} {...register('type')}>
            {PRIZE_TYPES.map((t) => (
              <option key={t} value={t}>
                {PRIZE_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </Field>
        <StoreField
          control={control}
          error={errors.storeId?.message}
          current={{ id: defaultValues.storeId, label: currentLabels?.store }}
        />
        <Field
          label="Campanha"
          error={errors.campaignId?.message}
          hint={mode === 'create' ? 'Sem escolha, o brinde entra na campanha ativa.' : undefined}
        >
          {(aria) => (
            <Controller
              control={control}
              name="campaignId"
              render={({ field }) => (
                <OptionSelect
                  {...aria}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  loading={campaigns.isPending}
                  placeholder={mode === 'create' ? 'Campanha ativa' : undefined}
                  currentLabel={currentLabels?.campaign}
                  options={campaigns.data
                    ?.filter((c) => !c.isFinished || c.id === defaultValues.campaignId)
                    .map((c) => ({ value: c.id, label: `${c.name}${c.active ? ' (ativa)' : ''}` }))}
                />
              )}
            />
          )}
        </Field>
        <Field label="Estoque" error={errors.stock?.message} hint="Deixe vazio para estoque ilimitado.">
          <input type="text" inputMode="numeric" className={inputClass} {...register('stock')} />
        </Field>
        <div className="flex items-start gap-3 self-center">
          <input
            id="prize-featured"
            type="checkbox"
            className="mt-0.5 size-4 accent-accent"
            {...register('featured')}
          />
          <label htmlFor="prize-featured" className="text-sm leading-snug">
            <span className="font-medium text-ink">Destaque</span>
            <span className="block text-xs text-muted">Aparece na página inicial (até {MAX_FEATURED_PRIZES}).</span>
          </label>
        </div>
        <Field label="Descrição" error={errors.description?.message} className="sm:col-span-2">
          <textarea rows={4} className={`${inputClass} h-auto py-2.5`} {...register('description')} />
        </Field>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="imageUrl"
            render={({ field }) => <ImageUploadField label="Imagem" value={field.value} onChange={field.onChange} />}
          />
        </div>
      </div>
      <FormActions submitLabel={submitLabel} pending={kit.pending} cancel={{ to: cancelTo }} />
    </form>
  );
}

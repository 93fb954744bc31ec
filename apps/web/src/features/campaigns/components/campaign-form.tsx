import { STANDARD_RULE_LABEL } from '@mall/shared';
import { Field, FormActions, FormAlerts, inputClass, useAdminForm } from '../../../components/admin-kit';
import { toast } from '../../../lib/toast';
import {
  type CampaignFormValues,
  campaignFieldMatchers,
  campaignFormSchema,
  FILL_ALL_REQUIRED,
  formToCampaignBody,
  REQUIRED,
} from './campaign-form-schema';

interface CampaignFormProps {
  defaultValues: CampaignFormValues;
  submitLabel: string;
  /** Sends the body; resolves when saved. Errors are caught here and shown inline. */
  onSubmit: (body: ReturnType<typeof formToCampaignBody>) => Promise<void>;
  /** Shown when the failure carries no server message (SPEC §8 local fallback). */
  errorFallback: string;
}

export function CampaignForm({ defaultValues, submitLabel, onSubmit, errorFallback }: CampaignFormProps) {
  const kit = useAdminForm({
    schema: campaignFormSchema,
    defaultValues,
    submit: (values: CampaignFormValues) => onSubmit(formToCampaignBody(values)),
    // Messages naming a field go under it with one toast; only the others stay in the box above.
    matchers: campaignFieldMatchers,
    fallback: errorFallback,
    toastId: 'campaign-save',
    onInvalid: (formErrors) => {
      if (Object.values(formErrors).some((e) => e?.message === REQUIRED))
        toast.error(FILL_ALL_REQUIRED, { toastId: 'campaign-required' });
    },
  });
  const { register } = kit.form;
  const { errors } = kit.form.formState;

  return (
    <form ref={kit.formRef} onSubmit={kit.onSubmit} noValidate className="space-y-6">
      <FormAlerts form={kit} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Nome" error={errors.name?.message} required className="sm:col-span-2">
          <input type="text" className={inputClass} {...register('name')} />
        </Field>
        <Field label="Descrição" error={errors.description?.message} required className="sm:col-span-2">
          <textarea rows={4} className={`${inputClass} h-auto py-2.5`} {...register('description')} />
        </Field>
        <Field label="Data inicial" error={errors.startDate?.message} required>
          <input type="date" className={inputClass} {...register('startDate')} />
        </Field>
        <Field label="Data final" error={errors.endDate?.message} required>
          <input type="date" className={inputClass} {...register('endDate')} />
        </Field>
        <Field
          label="Taxa de conversão (%)"
          error={errors.conversionRate?.message}
          hint={`De 0 a 100. 100 = ${STANDARD_RULE_LABEL}.`}
          required
        >
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            className={inputClass}
            {...register('conversionRate')}
          />
        </Field>
      </div>
      <FormActions submitLabel={submitLabel} pending={kit.pending} cancel={{ to: '/admin/campanhas' }} />
    </form>
  );
}

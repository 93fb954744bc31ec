import { zodResolver } from '@hookform/resolvers/zod';
import { STANDARD_RULE_LABEL } from '@mall/shared';
import { useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { buttonClass } from '../../../components/button-styles';
import { Field, inputClass } from '../../../components/field';
import { ServerErrors } from '../../../components/server-errors';
import { focusFirstInvalid, reportServerErrors } from '../../../lib/form-errors';
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
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CampaignFormValues>({ resolver: zodResolver(campaignFormSchema), defaultValues });

  const onValid = async (values: CampaignFormValues) => {
    setServerErrors([]);
    try {
      await onSubmit(formToCampaignBody(values));
    } catch (error) {
      // Messages naming a field go under it with one toast; only the others stay in the box above.
      setServerErrors(
        reportServerErrors({
          error,
          setError,
          matchers: campaignFieldMatchers,
          fallback: errorFallback,
          form: formRef.current,
          toastId: 'campaign-save',
        }),
      );
    }
  };

  const onInvalid = (formErrors: FieldErrors<CampaignFormValues>) => {
    if (Object.values(formErrors).some((e) => e?.message === REQUIRED))
      toast.error(FILL_ALL_REQUIRED, { toastId: 'campaign-required' });
    focusFirstInvalid(formRef.current);
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="space-y-6">
      <ServerErrors messages={serverErrors} />
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
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
        <Link to="/admin/campanhas" className={buttonClass('secondary')}>
          Cancelar
        </Link>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Salvando...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

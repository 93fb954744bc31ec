import { createFaqBodySchema } from '@mall/shared';
import type { z } from 'zod';
import { Field, FormActions, inputClass, useAdminForm } from '../../../components/admin-kit';

const faqFormSchema = createFaqBodySchema.pick({ question: true, answer: true });
export type FaqFormValues = z.infer<typeof faqFormSchema>;

const textareaClass = `${inputClass.replace('h-11', 'min-h-36')} py-3 leading-relaxed`;

interface FaqFormProps {
  defaultValues?: FaqFormValues;
  submitLabel: string;
  onSubmit: (values: FaqFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/** Pergunta and Resposta, both required (SPEC §5). Used for a new question and for editing one. */
export function FaqForm({ defaultValues, submitLabel, onSubmit, onCancel }: FaqFormProps) {
  const kit = useAdminForm({
    schema: faqFormSchema,
    defaultValues: defaultValues ?? { question: '', answer: '' },
    // Failures are already toasted by the API client; the form stays open to fix and retry.
    submit: (values: FaqFormValues) =>
      onSubmit(values).then(
        () => undefined,
        () => undefined,
      ),
    fallback: 'Erro ao salvar pergunta',
  });
  const { register } = kit.form;
  const { errors } = kit.form.formState;

  return (
    <form ref={kit.formRef} noValidate className="space-y-5" onSubmit={kit.onSubmit}>
      <Field label="Pergunta" error={errors.question?.message} required>
        <input type="text" className={inputClass} {...register('question')} />
      </Field>
      <Field label="Resposta" error={errors.answer?.message} required>
        <textarea rows={6} className={textareaClass} {...register('answer')} />
      </Field>
      <FormActions submitLabel={submitLabel} pending={kit.pending} cancel={{ onClick: onCancel }} separated={false} />
    </form>
  );
}

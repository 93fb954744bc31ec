import { zodResolver } from '@hookform/resolvers/zod';
import { createFaqBodySchema } from '@mall/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { Field, inputClass } from '../../../components/field';

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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FaqFormValues>({
    resolver: zodResolver(faqFormSchema),
    defaultValues: defaultValues ?? { question: '', answer: '' },
  });

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit(async (values) => {
        // Failures are already toasted by the API client; the form stays open to fix and retry.
        await onSubmit(values).catch(() => undefined);
      })}
    >
      <Field label="Pergunta" error={errors.question?.message} required>
        <input type="text" className={inputClass} {...register('question')} />
      </Field>
      <Field label="Resposta" error={errors.answer?.message} required>
        <textarea rows={6} className={textareaClass} {...register('answer')} />
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Salvando...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

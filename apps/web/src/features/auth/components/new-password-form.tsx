import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_RULE_TEXT, passwordSchema } from '@mall/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { Field, inputClass } from '../../../components/field';
import { ServerErrors } from '../../../components/server-errors';
import { isApiError } from '../../../lib/api';

export const PASSWORDS_DIFFER = 'As senhas não coincidem';

const newPasswordSchema = z
  .object({
    password: passwordSchema,
    confirmation: z.string().min(1, 'Confirme a nova senha'),
  })
  .refine((v) => v.password === v.confirmation, { message: PASSWORDS_DIFFER, path: ['confirmation'] });
type NewPasswordValues = z.infer<typeof newPasswordSchema>;

interface NewPasswordFormProps {
  /** Sends the chosen password; a failure it throws is shown above the fields. */
  onSubmit: (password: string) => Promise<void>;
  submitLabel: string;
}

/**
 * Nova senha and Confirmar senha, with the password rule shown (the server's own schema checks it):
 * the reset page and a new shop owner's set-password page share it.
 */
export function NewPasswordForm({ onSubmit, submitLabel }: NewPasswordFormProps) {
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmation: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    setServerErrors([]);
    try {
      await onSubmit(password);
    } catch (error) {
      setServerErrors(isApiError(error) ? error.messages : ['Não foi possível salvar a senha. Tente novamente.']);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <ServerErrors messages={serverErrors} />
      <Field label="Nova senha" error={errors.password?.message} hint={PASSWORD_RULE_TEXT} required>
        <input type="password" autoComplete="new-password" className={inputClass} {...register('password')} />
      </Field>
      <Field label="Confirmar senha" error={errors.confirmation?.message} required>
        <input type="password" autoComplete="new-password" className={inputClass} {...register('confirmation')} />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Salvando...' : submitLabel}
      </Button>
    </form>
  );
}

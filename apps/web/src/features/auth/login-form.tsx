import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, loginBodySchema } from '@mall/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { Field, inputClass } from '../../components/field';
import { ServerErrors } from '../../components/server-errors';
import { isApiError } from '../../lib/api';
import type { Session } from '../../lib/session';
import { toast } from '../../lib/toast';
import { login } from './api/login';

interface LoginFormProps {
  onSuccess: (session: Session) => void;
  onSwitchToRegister: () => void;
  /** "Esqueci minha senha": what was typed in the e-mail field goes along. */
  onForgotPassword: (typed: string) => void;
}

export function LoginForm({ onSuccess, onSwitchToRegister, onForgotPassword }: LoginFormProps) {
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({ resolver: zodResolver(loginBodySchema), defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    setServerErrors([]);
    try {
      const result = await login(values);
      toast.success(result.message || 'Login realizado com sucesso');
      onSuccess(result.session);
    } catch (error) {
      // The API client already toasted each message; the form repeats them inline.
      setServerErrors(isApiError(error) ? error.messages : ['Não foi possível entrar. Tente novamente.']);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <ServerErrors messages={serverErrors} />
      <Field label="E-mail ou login" error={errors.email?.message} required>
        <input type="text" autoComplete="username" inputMode="email" className={inputClass} {...register('email')} />
      </Field>
      <Field label="Senha" error={errors.password?.message} required>
        <input type="password" autoComplete="current-password" className={inputClass} {...register('password')} />
      </Field>
      <div className="-mt-3 flex justify-end">
        <button
          type="button"
          onClick={() => onForgotPassword(getValues('email'))}
          className="inline-flex min-h-11 items-center text-sm font-medium text-accent-strong underline underline-offset-4"
        >
          Esqueci minha senha
        </button>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Entrando...' : 'Entrar'}
      </Button>
      <p className="text-center text-sm text-muted">
        Ainda não participa?{' '}
        <button
          type="button"
          onClick={onSwitchToRegister}
          className="font-medium text-accent-strong underline underline-offset-4"
        >
          Cadastre-se
        </button>
      </p>
    </form>
  );
}

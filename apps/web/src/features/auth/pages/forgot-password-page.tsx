import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordBody, forgotPasswordBodySchema } from '@mall/shared';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { Field, inputClass } from '../../../components/field';
import { PageTitle } from '../../../components/page-title';
import { ServerErrors } from '../../../components/server-errors';
import { isApiError } from '../../../lib/api';
import { openLoginModal } from '../../../lib/events';
import { forgotPassword } from '../api/password-links';

type Output = z.output<typeof forgotPasswordBodySchema>;

/** What the login modal typed, when it is an e-mail: the page starts with it. */
function typedEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.includes('@') ? email.trim() : '';
}

/**
 * "Esqueci minha senha" (`/esqueci-minha-senha`): asks for the e-mail and answers the same neutral
 * message whether it has an account or not (DECISIONS.md); the e-mail carries a one-hour link to
 * /redefinir-senha.
 */
export function ForgotPasswordForm() {
  const location = useLocation();
  const [sent, setSent] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordBody, unknown, Output>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: typedEmail(location.state) },
  });

  const submit = handleSubmit(async (values) => {
    setServerErrors([]);
    try {
      setSent((await forgotPassword(values)).message);
    } catch (error) {
      // The API client already toasted it (a 429 says when to try again); the form repeats it.
      setServerErrors(isApiError(error) ? error.messages : ['Não foi possível enviar o link. Tente novamente.']);
    }
  });

  if (sent)
    return (
      <div className="space-y-6">
        <div role="status" className="flex gap-3 rounded-2xl border border-line bg-surface p-5 text-ink">
          <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-strong" />
          <p className="leading-relaxed">{sent}</p>
        </div>
        <p className="text-sm leading-relaxed text-muted">
          Não recebeu? Confira a caixa de spam ou peça de novo em alguns minutos.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => openLoginModal()}>Entrar</Button>
          <Button variant="secondary" onClick={() => setSent(null)}>
            Enviar para outro e-mail
          </Button>
        </div>
      </div>
    );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="leading-relaxed text-muted">
        Informe o e-mail da sua conta. Enviaremos um link para você escolher uma nova senha.
      </p>
      <ServerErrors messages={serverErrors} />
      <Field label="E-mail" error={errors.email?.message} required>
        <input type="email" autoComplete="email" inputMode="email" className={inputClass} {...register('email')} />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Enviando...' : 'Enviar link'}
      </Button>
    </form>
  );
}

export function ForgotPasswordPage() {
  return (
    <section className="mx-auto w-full max-w-lg px-5 py-12 sm:px-8 sm:py-16">
      <PageTitle eyebrow="Acesso">Esqueci minha senha</PageTitle>
      <ForgotPasswordForm />
    </section>
  );
}

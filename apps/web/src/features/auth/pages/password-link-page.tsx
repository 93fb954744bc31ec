import { useQuery } from '@tanstack/react-query';
import { LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { buttonClass } from '../../../components/button-styles';
import { PageTitle } from '../../../components/page-title';
import { LoadingState } from '../../../components/states';
import { afterLoginPath } from '../../../lib/after-login';
import { useAuth } from '../../../lib/auth';
import { openLoginModal } from '../../../lib/events';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { login } from '../api/login';
import { checkPasswordLink, linkProblem, setPasswordWithLink } from '../api/password-links';
import { NewPasswordForm } from '../components/new-password-form';
import { FORGOT_PASSWORD_PATH } from '../paths';

const NO_TOKEN = 'Link inválido. Peça um novo link.';

type Purpose = 'reset' | 'set';

const TEXTS: Record<Purpose, { title: string; intro: string; submit: string }> = {
  reset: {
    title: 'Redefinir senha',
    intro: 'Escolha uma nova senha para a sua conta. Depois de salvar, você entra com ela.',
    submit: 'Salvar nova senha',
  },
  set: {
    title: 'Definir senha',
    intro: 'Bem-vindo(a)! Escolha a senha do seu acesso de lojista. Depois de salvar, você entra com ela.',
    submit: 'Definir senha',
  },
};

/** A link that cannot be used (unknown, expired, used): the reason and the way to a new one. */
function RefusedLink({ message }: { message: string }) {
  return (
    <div role="alert" className="space-y-5 rounded-2xl border border-line bg-surface p-6">
      <div className="flex gap-3">
        <LinkIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-danger" />
        <p className="font-medium leading-relaxed text-ink">{message}</p>
      </div>
      <Link to={FORGOT_PASSWORD_PATH} className={buttonClass('primary', 'md', 'w-full')}>
        Pedir um novo link
      </Link>
    </div>
  );
}

/**
 * The link's token: after `#` as links are e-mailed (a browser never sends it, so no server or
 * proxy logs it), or in the query as links e-mailed before had it.
 */
function linkToken(location: { hash: string; search: string }): string {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  return (fromHash ?? new URLSearchParams(location.search).get('token') ?? '').trim();
}

/**
 * The page an e-mailed password link opens: `/redefinir-senha#token=` (forgotten password, one
 * hour) and `/shopkeeper/set-password#token=` (a new shop owner, 48 hours). On success the person
 * is logged in with the new password and lands where a login would take them.
 */
function PasswordLinkPage({ purpose }: { purpose: Purpose }) {
  const token = linkToken(useLocation());
  const [refusal, setRefusal] = useState<string | null>(token ? null : NO_TOKEN);
  const [savedOnly, setSavedOnly] = useState(false);
  // Once the link is spent it is not checked again (signing in clears the query cache, which would
  // fetch the check anew and have it refused: a 400 in the console).
  const [spent, setSpent] = useState(false);
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const texts = TEXTS[purpose];

  const submit = async (password: string) => {
    let email: string;
    try {
      const answer = await setPasswordWithLink(purpose, { token, password });
      email = answer.data.email;
      setSpent(true);
      toast.success(answer.message);
    } catch (error) {
      if (!linkProblem(error)) throw error;
      setRefusal((error as Error).message);
      return;
    }
    try {
      const { session } = await login({ email, password });
      signIn(session);
      navigate(afterLoginPath(session.role, undefined), { replace: true });
    } catch {
      // The password is saved; the login said why it cannot go on (a deactivated user, a blocked store).
      setSavedOnly(true);
    }
  };

  // The link is checked as the page opens (not spent): a dead one says so before any typing.
  const check = useQuery({
    queryKey: ['password-link', purpose, token],
    queryFn: () => checkPasswordLink(purpose, token),
    enabled: token !== '' && !spent,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const checkRefusal = check.error && linkProblem(check.error) ? check.error.message : null;

  let body: React.ReactNode;
  if (refusal ?? checkRefusal) body = <RefusedLink message={(refusal ?? checkRefusal) as string} />;
  else if (check.isPending && !spent) body = <LoadingState label="Verificando o link..." />;
  else if (savedOnly)
    body = (
      <div role="status" className="space-y-5 rounded-2xl border border-line bg-surface p-6">
        <p className="leading-relaxed">Sua senha foi salva. Entre com o seu e-mail e a nova senha.</p>
        <Button className="w-full" onClick={() => openLoginModal()}>
          Entrar
        </Button>
      </div>
    );
  else
    body = (
      <>
        <p className="mb-6 leading-relaxed text-muted">
          {texts.intro}
          {check.data && <> O link vale até {formatDateTime(check.data.expiresAt)}.</>}
        </p>
        <NewPasswordForm onSubmit={submit} submitLabel={texts.submit} />
      </>
    );

  return (
    <section className="mx-auto w-full max-w-lg px-5 py-12 sm:px-8 sm:py-16">
      <PageTitle eyebrow="Acesso">{texts.title}</PageTitle>
      {body}
    </section>
  );
}

export function ResetPasswordPage() {
  return <PasswordLinkPage purpose="reset" />;
}

export function SetPasswordPage() {
  return <PasswordLinkPage purpose="set" />;
}

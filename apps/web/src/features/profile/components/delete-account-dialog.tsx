import { DELETE_ACCOUNT_MESSAGES } from '@mall/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Field, inputClass } from '../../../components/admin-kit';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { clearSession, markLeavingSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { deleteOwnAccount } from '../api/privacy';

/**
 * "Excluir minha conta": the password confirms it. The server anonymises the person and keeps
 * its purchases and redemptions; the customer is then logged out to the home page with a toast.
 */
export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const { signOut } = useAuth();
  const navigate = useNavigate();

  const close = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setPassword('');
      setError(undefined);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Informe sua senha para excluir a conta');
      return;
    }
    setPending(true);
    try {
      const answer = await deleteOwnAccount({ password });
      // The server ended every session: drop this one quietly (no "Até logo"), then go home. The
      // page being left needs a login; like a logout, leaving it must not ask for one (else the
      // guard's redirect can land last and open the login modal on the home page).
      markLeavingSession();
      clearSession();
      signOut();
      navigate('/', { replace: true });
      toast.success(answer.message);
    } catch (err) {
      setError(isApiError(err) ? err.messages.join(' ') : DELETE_ACCOUNT_MESSAGES.wrongPassword);
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      size="sm"
      title="Excluir minha conta"
      description="Esta ação não pode ser desfeita."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="space-y-2 text-sm text-ink">
          <p>
            Seu nome, e-mail, CPF, telefone, endereço e data de nascimento serão apagados e você não poderá mais entrar
            com esta conta. Pontos e vouchers ainda não usados serão perdidos.
          </p>
          <p className="text-muted">
            Suas compras e resgates continuam registrados, sem seus dados pessoais, pelo prazo de 5 anos previsto no
            regulamento. Você poderá se cadastrar de novo com o mesmo e-mail e CPF.
          </p>
        </div>
        <Field label="Sua senha" error={error} required>
          <input
            type="password"
            autoComplete="current-password"
            className={inputClass}
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(undefined);
            }}
          />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" variant="danger" disabled={pending}>
            {pending ? 'Excluindo...' : 'Excluir definitivamente'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

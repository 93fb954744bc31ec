import { Modal } from '../../components/modal';
import type { Session } from '../../lib/session';
import { LoginForm } from './login-form';

interface LoginModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSuccess: (session: Session) => void;
  onSwitchToRegister: () => void;
  onForgotPassword: (typed: string) => void;
}

export function LoginModal({ open, onOpenChange, onSuccess, onSwitchToRegister, onForgotPassword }: LoginModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Entrar"
      description="Acesse sua conta para ver seus pontos e benefícios."
      size="sm"
    >
      <LoginForm onSuccess={onSuccess} onSwitchToRegister={onSwitchToRegister} onForgotPassword={onForgotPassword} />
    </Modal>
  );
}

/** Where a login sends the user (the modal host asks once the login succeeded). */
export { afterLoginPath } from '../../lib/after-login';

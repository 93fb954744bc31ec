import { Modal } from '../../components/modal';
import { RegisterForm } from './register-form';

interface RegisterModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRegistered: () => void;
  onSwitchToLogin: () => void;
}

export function RegisterModal({ open, onOpenChange, onRegistered, onSwitchToLogin }: RegisterModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Cadastre-se"
      description="Participe do programa e transforme suas compras em benefícios."
      size="lg"
    >
      <RegisterForm onRegistered={onRegistered} onSwitchToLogin={onSwitchToLogin} />
    </Modal>
  );
}

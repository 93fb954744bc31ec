import { PartyPopper } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';

/** Shown after a purchase is recorded (SPEC §2): a button back to /. */
export function ThankYouModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title="Obrigado!" size="sm">
      <div className="space-y-5 text-center">
        <PartyPopper aria-hidden="true" className="mx-auto size-12 text-accent" />
        <p className="text-ink">Sua compra foi registrada com sucesso.</p>
        <p className="text-sm leading-relaxed text-muted">
          O comprovante será validado pela nossa equipe em até 3 dias úteis. Assim que a compra for aprovada, os pontos
          aparecem no seu saldo.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button variant="secondary" onClick={onClose}>
            Registrar outra compra
          </Button>
          <Button onClick={() => navigate('/')}>Voltar ao início</Button>
        </div>
      </div>
    </Modal>
  );
}

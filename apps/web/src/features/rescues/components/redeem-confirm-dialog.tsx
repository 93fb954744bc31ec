import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatPoints } from '../../../lib/format';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prizeName: string;
  points: number;
  pending: boolean;
  onConfirm: () => void;
}

/** Every warning of SPEC §2 before the irreversible redemption. */
export function RedeemConfirmDialog({ open, onOpenChange, prizeName, points, pending, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Confirmar resgate"
      confirmLabel="Confirmar resgate"
      pending={pending}
      onConfirm={onConfirm}
    >
      <p className="text-ink">
        Você está resgatando <strong className="font-semibold">{prizeName}</strong> por{' '}
        <strong className="font-semibold">{formatPoints(points)}</strong>.
      </p>
      <ul className="mt-3 list-disc space-y-1.5 pl-5">
        <li>Esta ação é irreversível.</li>
        <li>Após o resgate, sua pontuação será zerada; os pontos que sobrarem serão descartados.</li>
        <li>É permitido apenas um resgate por CPF por campanha.</li>
        <li>O voucher é válido por 10 dias após o término da campanha.</li>
      </ul>
    </ConfirmDialog>
  );
}

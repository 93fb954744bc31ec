import { RESCUE_SETTABLE_STATUSES, type Rescue } from '@mall/shared';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import type { RescueSettableStatus } from '../api/update-rescue-status';
import { RescueStatusBadge } from './rescue-status-badge';

interface Props {
  rescue: Rescue | null;
  onClose: () => void;
  pending: boolean;
  onSave: (status: RescueSettableStatus) => void;
}

/** Staff set one of SOLICITADO, APROVADO, ENTREGUE, EXPIRADO (cancel has its own action). */
export function StatusDialog({ rescue, onClose, pending, onSave }: Props) {
  const id = useId();
  const [status, setStatus] = useState<RescueSettableStatus>('SOLICITADO');
  useEffect(() => {
    if (rescue && rescue.status !== 'CANCELADO') setStatus(rescue.status);
  }, [rescue]);
  return (
    <Modal
      open={rescue !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Editar status"
      description={rescue ? `Voucher ${rescue.voucher} · ${rescue.client.name}` : undefined}
      size="sm"
    >
      <form
        className="space-y-6"
        onSubmit={(e) => {
          e.preventDefault();
          onSave(status);
        }}
      >
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium">Status</legend>
          {RESCUE_SETTABLE_STATUSES.map((s) => (
            <label
              key={s}
              htmlFor={`${id}-${s}`}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-line px-4 py-3 has-checked:border-accent has-checked:bg-accent-soft"
            >
              <input
                id={`${id}-${s}`}
                type="radio"
                name="status"
                value={s}
                checked={status === s}
                onChange={() => setStatus(s)}
                className="accent-accent"
              />
              <RescueStatusBadge status={s} />
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Aguarde...' : 'Salvar'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

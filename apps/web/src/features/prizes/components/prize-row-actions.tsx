import type { Prize } from '@mall/shared';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { IconButton, IconLink } from '../../../components/icon-action';
import { Switch } from '../../../components/switch';
import { useTogglePrize } from '../api/toggle-prize';

export function PrizeActiveSwitch({ prize }: { prize: Prize }) {
  const toggle = useTogglePrize();
  return (
    <Switch
      checked={prize.active}
      label={`Brinde ativo: ${prize.name}`}
      text={prize.active ? 'Ativo' : 'Inativo'}
      disabled={toggle.isPending}
      onCheckedChange={(on) => toggle.mutate({ id: prize.id, active: on })}
    />
  );
}

export function PrizeRowActions({ prize, onDelete }: { prize: Prize; onDelete: (p: Prize) => void }) {
  return (
    <div className="flex justify-end gap-0.5">
      <IconLink icon={Eye} label={`Ver brinde ${prize.name}`} to={`/admin/brindes/${prize.id}`} />
      <IconLink icon={Pencil} label={`Editar brinde ${prize.name}`} to={`/admin/brindes/editar/${prize.id}`} />
      <IconButton icon={Trash2} danger label={`Excluir brinde ${prize.name}`} onClick={() => onDelete(prize)} />
    </div>
  );
}

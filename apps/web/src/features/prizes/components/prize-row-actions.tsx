import type { Prize } from '@mall/shared';
import { RowActions } from '../../../components/admin-kit';
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
    <RowActions
      noun="brinde"
      name={prize.name}
      view={`/admin/brindes/${prize.id}`}
      edit={`/admin/brindes/editar/${prize.id}`}
      onDelete={() => onDelete(prize)}
    />
  );
}

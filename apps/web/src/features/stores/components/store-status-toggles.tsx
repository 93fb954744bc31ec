import type { Store } from '@mall/shared';
import { Switch } from '../../../components/switch';
import { useChangeStoreStatus } from '../api/change-store-status';

/**
 * Active and released (not blocked) switches, each on when its name holds; read-only (disabled)
 * for a role that may not change them.
 */
export function StoreStatusToggles({ store, canToggle }: { store: Store; canToggle: boolean }) {
  const status = useChangeStoreStatus();
  const busy = status.isPending;
  return (
    <div className="flex flex-col items-start gap-2">
      <Switch
        checked={store.active}
        label={`Loja ativa: ${store.tradeName}`}
        text={store.active ? 'Ativa' : 'Inativa'}
        disabled={!canToggle || busy}
        onCheckedChange={(on) => status.mutate({ id: store.id, action: on ? 'activate' : 'deactivate' })}
      />
      {/* On means what its name says, like the active switch: a store working normally is "Liberada". */}
      <Switch
        checked={!store.blocked}
        label={`Loja liberada: ${store.tradeName}`}
        text={store.blocked ? 'Bloqueada' : 'Liberada'}
        disabled={!canToggle || busy}
        onCheckedChange={(on) => status.mutate({ id: store.id, action: on ? 'unblock' : 'block' })}
      />
    </div>
  );
}

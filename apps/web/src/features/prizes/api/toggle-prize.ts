import { useEndpointMutation } from '../../../lib/api/hooks';
import { prizeKeys } from '../../../lib/resources/prizes/keys';
import { updatePrize } from './update-prize';

/** PATCH /prizes/{id} {inactivatedAt}: a date inactivates, null activates (SPEC §7). */
export function togglePrize({ id, active }: { id: string; active: boolean }) {
  return updatePrize({ id, body: { inactivatedAt: active ? null : new Date().toISOString() } }, { toastErrors: true });
}

export function useTogglePrize() {
  return useEndpointMutation(togglePrize, {
    invalidates: [prizeKeys.all],
    success: (res, { active }) =>
      res.message ?? (active ? 'Brinde ativado com sucesso' : 'Brinde inativado com sucesso'),
  });
}

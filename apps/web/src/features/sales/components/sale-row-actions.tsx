import { MESSAGES, type Sale } from '@mall/shared';
import { Check, Eye, X } from 'lucide-react';
import { IconButton, IconLink } from '../../../components/icon-action';

export interface RowPermissions {
  /** LOJISTA: approve, cancel and view are shown disabled (SPEC §6). */
  shopkeeper: boolean;
  /** DEDPREMIUM, SMART, CONCIERGE (DECISIONS.md). */
  canReview: boolean;
}

interface Props {
  sale: Sale;
  permissions: RowPermissions;
  onApprove: (sale: Sale) => void;
  onReject: (sale: Sale) => void;
  /** Id of the visible note explaining the disabled actions. */
  noteId?: string;
}

export function rejectLabel(status: Sale['status']): string {
  return status === 'approved' ? 'Cancelar compra' : 'Rejeitar compra';
}

/** View, approve and reject/cancel for one statement row. */
export function SaleRowActions({ sale, permissions, onApprove, onReject, noteId }: Props) {
  if (permissions.shopkeeper) {
    const locked = { disabled: true, title: MESSAGES.notForShopkeepers, 'aria-describedby': noteId };
    return (
      <div className="flex justify-end gap-1">
        <IconButton icon={Eye} label="Visualizar venda" {...locked} />
        <IconButton icon={Check} label="Aprovar compra" {...locked} />
        <IconButton icon={X} label={rejectLabel(sale.status)} {...locked} />
      </div>
    );
  }
  const canApprove = permissions.canReview && sale.status === 'pending';
  const canReject = permissions.canReview && (sale.status === 'pending' || sale.status === 'approved');
  return (
    <div className="flex justify-end gap-1">
      <IconLink icon={Eye} label="Visualizar venda" to={`/admin/extratos/editar/${sale.id}`} />
      <IconButton
        icon={Check}
        label="Aprovar compra"
        disabled={!canApprove}
        onClick={() => onApprove(sale)}
        className="enabled:hover:text-green-fg"
      />
      <IconButton
        icon={X}
        label={rejectLabel(sale.status)}
        danger
        disabled={!canReject}
        onClick={() => onReject(sale)}
      />
    </div>
  );
}

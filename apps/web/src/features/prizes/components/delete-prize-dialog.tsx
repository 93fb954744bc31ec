import type { Prize } from '@mall/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeletePrize } from '../api/delete-prize';

export function DeletePrizeDialog({
  prize,
  onClose,
  onDeleted,
}: {
  prize: Prize | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeletePrize();
  return (
    <ConfirmDialog
      open={prize !== null}
      onOpenChange={(o) => !o && onClose()}
      title="Excluir brinde"
      confirmLabel="Excluir"
      destructive
      pending={remove.isPending}
      onConfirm={() => prize && remove.mutate(prize.id, { onSuccess: () => onDeleted?.(), onSettled: () => onClose() })}
    >
      Tem certeza que deseja excluir o brinde <strong className="text-ink">{prize?.name}</strong>? Esta ação não pode
      ser desfeita.
    </ConfirmDialog>
  );
}

import { useState } from 'react';

/**
 * The row a confirmation is asked about (a delete, a status change): `ask(row)` opens the
 * dialog, `dialog` is spread on `ConfirmDialog` (open while a row is asked about).
 */
export function useConfirm<T>() {
  const [target, setTarget] = useState<T | null>(null);
  return {
    target,
    ask: (row: T) => setTarget(row),
    close: () => setTarget(null),
    dialog: { open: target !== null, onOpenChange: (open: boolean) => !open && setTarget(null) },
  };
}

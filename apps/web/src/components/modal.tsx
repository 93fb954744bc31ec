import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './modal-dialog';

const ModalDialog = lazy(async () => ({ default: (await import('./modal-dialog')).ModalDialog }));

/**
 * A modal dialog (`modal-dialog.tsx`: Radix, with focus trapping, scroll lock and Escape). Its
 * code (13 kB with Radix) comes when a page first opens a modal, not with every page that might:
 * until then nothing is drawn, and from then on the dialog stays mounted so closing it returns
 * focus and plays out as before.
 */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}

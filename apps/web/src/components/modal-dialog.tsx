import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' };

/**
 * Radix gives the behaviour SPEC §2 asks of every modal: Escape and the close button close it,
 * focus is trapped inside and returned to the opener, page scroll is locked, the rest of the
 * page is hidden from screen readers. Height is capped at 90% of the viewport; the body scrolls.
 */
export function ModalDialog({ open, onOpenChange, title, description, children, size = 'md' }: ModalProps) {
  // Our modals open from window events, not from a Radix Trigger, so Radix has no trigger to
  // refocus on close: remember what had focus when the modal opened and return it there.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 backdrop-blur-[2px]" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocus.current?.isConnected) returnFocus.current.focus();
          }}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-1.5rem)] ${widths[size]} -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-surface shadow-2xl focus:outline-none`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-6 pt-6 pb-4">
            <div>
              <Dialog.Title className="font-display text-3xl font-semibold">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <Dialog.Close
              aria-label="Fechar"
              className="tap-target -mr-2 rounded-full p-2 text-muted transition-colors hover:bg-sand hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-6 py-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

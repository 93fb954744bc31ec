import { type ReactNode, useId } from 'react';
import { ChevronDownIcon } from './icons';
import { useDisclosure } from './use-disclosure';

interface DropdownProps {
  label: ReactNode;
  /** Rendered inside the panel; receives `close` so a chosen item can dismiss it. */
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  buttonClassName?: string;
}

/**
 * A header's drop-down menu (the admin header's groups, the customer header's "Mais"); closes as
 * `useDisclosure` says, and on choosing an item. SPEC §2: the panel is at most 15rem high.
 */
export function Dropdown({ label, children, align = 'start', buttonClassName = '' }: DropdownProps) {
  const { open, rootRef, buttonRef, toggle, closeAndFocus } = useDisclosure();
  const panelId = useId();
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className={`inline-flex items-center gap-1 ${buttonClassName}`}
      >
        {label}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div
          id={panelId}
          className={`absolute top-full z-30 mt-2 max-h-60 min-w-56 overflow-y-auto rounded-xl border border-line bg-surface p-1.5 shadow-xl ${align === 'end' ? 'right-0' : 'left-0'}`}
        >
          {children(closeAndFocus)}
        </div>
      )}
    </div>
  );
}

import { ChevronDown } from 'lucide-react';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useOutsideClick } from './use-outside-click';

interface DropdownProps {
  label: ReactNode;
  /** Rendered inside the panel; receives `close` so a chosen item can dismiss it. */
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  buttonClassName?: string;
}

/** A disclosure menu: closes on outside click, Escape or choosing an item (SPEC §2: max height 15rem). */
export function Dropdown({ label, children, align = 'start', buttonClassName = '' }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  const closeAndFocus = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  useOutsideClick(rootRef, open, close);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={`inline-flex items-center gap-1 ${buttonClassName}`}
      >
        {label}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
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

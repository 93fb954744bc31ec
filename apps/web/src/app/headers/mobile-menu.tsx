import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon, XIcon } from '../../components/icons';
import { useOutsideClick } from '../../components/use-outside-click';

/** Small screens: the header's links fold into a panel under a menu button. */
export function MobileMenu({ children, label = 'Menu' }: { children: ReactNode; label?: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(ref, open, close);
  // Following a link closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setOpen(false), [pathname, search]);

  return (
    <div ref={ref} className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-label={open ? 'Fechar menu' : label}
        onClick={() => setOpen((o) => !o)}
        className="tap-target rounded-full p-2 text-ink hover:bg-sand"
      >
        {open ? <XIcon aria-hidden="true" className="size-6" /> : <MenuIcon aria-hidden="true" className="size-6" />}
      </button>
      {open && (
        <nav
          aria-label={label}
          className="absolute inset-x-0 top-full z-30 max-h-[calc(100vh-5rem)] overflow-y-auto border-b border-line bg-surface px-5 py-4 shadow-xl"
        >
          {children}
        </nav>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { MenuIcon, XIcon } from '../../components/icons';
import { useDisclosure } from '../../components/use-disclosure';

/** Small screens: the header's links fold into a panel under a menu button. */
export function MobileMenu({ children, label = 'Menu' }: { children: ReactNode; label?: string }) {
  const { open, rootRef, buttonRef, toggle } = useDisclosure();
  return (
    <div ref={rootRef} className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-label={open ? 'Fechar menu' : label}
        onClick={toggle}
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

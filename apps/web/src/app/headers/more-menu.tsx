import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDownIcon } from '../../components/icons';
import { useOutsideClick } from '../../components/use-outside-click';
import { navLinkClass } from './nav-styles';

/**
 * A header's "Mais" on wide screens: links that do not fit its row (the programme's public pages
 * in the customer's header) in a panel under a button. Escape, a click outside or a followed link
 * closes it; Escape gives the focus back to the button.
 */
export function MoreMenu({ label, links }: { label: string; links: readonly { label: string; to: string }[] }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useId();
  const { pathname, search } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(ref, open, close);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const active = links.some((l) => l.to === pathname);

  return (
    <div ref={ref} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((o) => !o)}
        className={navLinkClass({ isActive: active })}
      >
        {label}
        <ChevronDownIcon className="ml-1 inline size-4 align-[-0.125em]" />
      </button>
      <ul
        id={panel}
        hidden={!open}
        className="absolute right-0 top-full z-30 mt-2 min-w-52 rounded-xl border border-line bg-surface p-2 shadow-xl"
      >
        {links.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              className={({ isActive }) =>
                `block rounded-lg px-3 py-2 text-sm ${isActive ? 'bg-accent-soft text-accent-strong font-medium' : 'text-ink hover:bg-sand'}`
              }
            >
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

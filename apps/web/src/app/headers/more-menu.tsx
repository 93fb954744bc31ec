import { useId } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDownIcon } from '../../components/icons';
import { useDisclosure } from '../../components/use-disclosure';
import { menuItemClass, navLinkClass } from './nav-styles';

/**
 * The customer header's "Mais" on wide screens: the programme's public pages, which do not fit its
 * row, under a button. It closes as `useDisclosure` says. Not the admin's `Dropdown`: that one is a
 * chunk of its own, which would put the customer's first load over its budget.
 */
export function MoreMenu({ label, links }: { label: string; links: readonly { label: string; to: string }[] }) {
  const { open, rootRef, buttonRef, toggle } = useDisclosure();
  const panel = useId();
  const { pathname } = useLocation();
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={toggle}
        className={navLinkClass({ isActive: links.some((l) => l.to === pathname) })}
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
            <NavLink to={l.to} className={menuItemClass}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

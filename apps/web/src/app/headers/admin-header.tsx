import { ROLE_LABELS } from '@mall/shared';
import { LogOut, Settings, UserRound } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Dropdown } from '../../components/dropdown';
import type { Session } from '../../lib/session';
import { adminMenuFor, canOpenSettings, isGroup, SETTINGS_PATH } from './admin-menu';
import { BrandMark } from './brand-mark';
import { MobileMenu } from './mobile-menu';
import { menuItemClass, mobileLinkClass, navLinkClass } from './nav-styles';
import { useLogout } from './use-logout';

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** Staff header on every /admin path: the menu is what the permission table lets the role open. */
export function AdminHeader({ session }: { session: Session }) {
  const entries = adminMenuFor(session.role, session.storeId);
  const settings = canOpenSettings(session.role);
  const logout = useLogout();

  return (
    <header className="relative z-20 border-b border-line bg-surface">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-5 sm:px-8">
        <BrandMark to="/" tag="Admin" />
        <div className="flex items-center gap-2">
          <div className="hidden text-right leading-tight sm:block">
            <p className="text-sm font-medium">Olá, {firstName(session.name)}</p>
            <p className="text-xs text-muted">{ROLE_LABELS[session.role]}</p>
          </div>
          <Link to="/admin/meus-dados" className={buttonClass('ghost', 'sm', 'hidden lg:inline-flex')}>
            <UserRound aria-hidden="true" className="size-4" />
            Meus dados
          </Link>
          {settings && (
            <Link to={SETTINGS_PATH} className={buttonClass('ghost', 'sm', 'hidden lg:inline-flex')}>
              <Settings aria-hidden="true" className="size-4" />
              Configurações
            </Link>
          )}
          <button type="button" onClick={logout} className={buttonClass('ghost', 'sm', 'hidden lg:inline-flex')}>
            <LogOut aria-hidden="true" className="size-4" />
            Sair
          </button>
          <MobileMenu label="Menu administrativo">
            <p className="px-3 pb-3 text-sm text-muted sm:hidden">
              Olá, {firstName(session.name)} · {ROLE_LABELS[session.role]}
            </p>
            <ul className="space-y-1">
              {entries.map((entry) =>
                isGroup(entry) ? (
                  <li key={entry.label} className="pt-2">
                    <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-[0.18em] text-muted">
                      {entry.label}
                    </p>
                    <ul>
                      {entry.items.map((item) => (
                        <li key={item.to}>
                          <NavLink to={item.to} className={mobileLinkClass}>
                            {item.label}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={entry.to}>
                    <NavLink to={entry.to} className={mobileLinkClass}>
                      {entry.label}
                    </NavLink>
                  </li>
                ),
              )}
              <li>
                <NavLink to="/admin/meus-dados" className={mobileLinkClass}>
                  Meus dados
                </NavLink>
              </li>
              {settings && (
                <li>
                  <NavLink to={SETTINGS_PATH} className={mobileLinkClass}>
                    Configurações
                  </NavLink>
                </li>
              )}
              <li className="border-t border-line pt-2">
                <button type="button" onClick={logout} className={mobileLinkClass({ isActive: false })}>
                  Sair
                </button>
              </li>
            </ul>
          </MobileMenu>
        </div>
      </div>
      <div className="hidden border-t border-line lg:block">
        <nav
          aria-label="Administração"
          className="mx-auto hidden h-12 max-w-7xl items-center gap-6 px-5 sm:px-8 lg:flex"
          data-testid="admin-menu"
        >
          {entries.map((entry) =>
            isGroup(entry) ? (
              <Dropdown
                key={entry.label}
                label={entry.label}
                buttonClassName="whitespace-nowrap py-2 text-sm text-muted hover:text-accent-strong"
              >
                {(close) => (
                  <ul>
                    {entry.items.map((item) => (
                      <li key={item.to}>
                        <NavLink to={item.to} onClick={close} className={menuItemClass}>
                          {item.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                )}
              </Dropdown>
            ) : (
              <NavLink key={entry.to} to={entry.to} className={navLinkClass}>
                {entry.label}
              </NavLink>
            ),
          )}
        </nav>
      </div>
    </header>
  );
}

import { homePathFor } from '@mall/shared';
import { Link, NavLink } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { LogOutIcon } from '../../components/icons';
import { formatNumber } from '../../lib/format';
import { useCampaignPoints } from '../../lib/resources/clients/get-campaign-points';
import type { Session } from '../../lib/session';
import { BrandMark } from './brand-mark';
import { MobileMenu } from './mobile-menu';
import { mobileLinkClass, navLinkClass } from './nav-styles';
import { CLIENT_LINKS } from './public-links';
import { SiteHeaderFrame } from './site-header-frame';
import { useLogout } from './use-logout';

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** Logged-in users other than administrators: greeting and "Você tem N pontos" (SPEC §2). */
export function ClientHeader({ session }: { session: Session }) {
  const isClient = session.role === 'CLIENTE';
  // Only a CLIENTE has a balance; other roles read 0 without asking (the API would refuse).
  const points = useCampaignPoints(isClient);
  const logout = useLogout();
  const staffHome = isClient ? null : homePathFor(session.role);

  return (
    <SiteHeaderFrame>
      <BrandMark to={isClient ? '/cliente' : '/'} />
      <nav aria-label="Área do cliente" className="hidden items-center gap-6 lg:flex">
        {CLIENT_LINKS.map((l) => (
          <NavLink key={l.to} to={l.to} end={l.to === '/cliente'} className={navLinkClass}>
            {l.label}
          </NavLink>
        ))}
      </nav>
      <div className="flex items-center gap-1.5 sm:gap-3">
        <div className="text-right leading-tight whitespace-nowrap">
          <p className="text-sm font-medium">Olá, {firstName(session.name)}</p>
          <p className="text-xs text-muted" data-testid="points-balance">
            Você tem <strong className="font-semibold text-accent-strong">{formatNumber(points.data ?? 0)}</strong>{' '}
            pontos
          </p>
        </div>
        {staffHome && (
          <Link to={staffHome} className={buttonClass('secondary', 'sm', 'hidden sm:inline-flex')}>
            Painel
          </Link>
        )}
        <button
          type="button"
          onClick={logout}
          className={buttonClass('ghost', 'sm', 'hidden lg:inline-flex')}
          aria-label="Sair"
        >
          <LogOutIcon aria-hidden="true" className="size-4" />
          Sair
        </button>
        <MobileMenu>
          <ul className="space-y-1">
            {CLIENT_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.to === '/cliente'} className={mobileLinkClass}>
                  {l.label}
                </NavLink>
              </li>
            ))}
            {staffHome && (
              <li>
                <NavLink to={staffHome} className={mobileLinkClass}>
                  Painel
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
    </SiteHeaderFrame>
  );
}

import { NavLink } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { LogOutIcon } from '../../components/icons';
import { formatNumber } from '../../lib/format';
import { useCampaignPoints } from '../../lib/resources/clients/get-campaign-points';
import type { Session } from '../../lib/session';
import { BrandMark } from './brand-mark';
import { MobileMenu } from './mobile-menu';
import { MoreMenu } from './more-menu';
import { mobileLinkClass, navLinkClass } from './nav-styles';
import { CLIENT_LINKS, PUBLIC_LINKS } from './public-links';
import { SiteHeaderFrame } from './site-header-frame';
import { useLogout } from './use-logout';

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/**
 * A logged-in customer: its area's links, the programme's public pages (under "Mais" on a wide
 * screen, below a line in the phone's menu), the greeting and "Você tem N pontos" (SPEC §2).
 */
export function ClientHeader({ session }: { session: Session }) {
  const points = useCampaignPoints(true);
  const logout = useLogout();

  return (
    <SiteHeaderFrame>
      <BrandMark to="/cliente" />
      <nav aria-label="Área do cliente" className="hidden items-center gap-6 lg:flex">
        {CLIENT_LINKS.map((l) => (
          <NavLink key={l.to} to={l.to} end={l.to === '/cliente'} className={navLinkClass}>
            {l.label}
          </NavLink>
        ))}
        <MoreMenu label="Mais" links={PUBLIC_LINKS} />
      </nav>
      <div className="flex items-center gap-1.5 sm:gap-3">
        <div className="text-right leading-tight whitespace-nowrap">
          <p className="text-sm font-medium">Olá, {firstName(session.name)}</p>
          <p className="text-xs text-muted" data-testid="points-balance">
            Você tem <strong className="font-semibold text-accent-strong">{formatNumber(points.data ?? 0)}</strong>{' '}
            pontos
          </p>
        </div>
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
            {PUBLIC_LINKS.map((l, i) => (
              <li key={l.to} className={i === 0 ? 'mt-2 border-t border-line pt-2' : undefined}>
                <NavLink to={l.to} className={mobileLinkClass}>
                  {l.label}
                </NavLink>
              </li>
            ))}
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

import { homePathFor } from '@mall/shared';
import { Link, NavLink } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { useAuth } from '../../lib/auth';
import { openLoginModal, openRegisterModal } from '../../lib/events';
import { preloadAuthModals } from '../preload-auth-modals';
import { BrandMark } from './brand-mark';
import { MobileMenu } from './mobile-menu';
import { mobileLinkClass, navLinkClass } from './nav-styles';
import { PUBLIC_LINKS } from './public-links';
import { SiteHeaderFrame } from './site-header-frame';
import { useLogout } from './use-logout';

/** Visitors: Login and Cadastrar (SPEC §2); staff browsing the public pages: Painel and Sair. */
export function HomeHeader() {
  const { session } = useAuth();
  const logout = useLogout();

  return (
    <SiteHeaderFrame>
      <BrandMark />
      <nav aria-label="Principal" className="hidden items-center gap-7 lg:flex">
        {PUBLIC_LINKS.map((l) => (
          <NavLink key={l.to} to={l.to} className={navLinkClass}>
            {l.label}
          </NavLink>
        ))}
      </nav>
      <div className="flex items-center gap-1.5 sm:gap-2">
        {session ? (
          // Staff are neither visitors nor customers: the way back and out.
          <>
            <Link to={homePathFor(session.role)} className={buttonClass('secondary', 'sm')}>
              Painel
            </Link>
            <button type="button" onClick={logout} className={buttonClass('ghost', 'sm')}>
              Sair
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              onClick={() => openLoginModal()}
              onPointerEnter={preloadAuthModals}
              onFocus={preloadAuthModals}
              className={buttonClass('secondary', 'sm')}
            >
              Login
            </button>
            <button
              type="button"
              onClick={openRegisterModal}
              onPointerEnter={preloadAuthModals}
              onFocus={preloadAuthModals}
              className={buttonClass('primary', 'sm')}
            >
              Cadastrar
            </button>
          </>
        )}
        <MobileMenu>
          <ul className="space-y-1">
            {PUBLIC_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} className={mobileLinkClass}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </MobileMenu>
      </div>
    </SiteHeaderFrame>
  );
}

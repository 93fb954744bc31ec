import { isAdministrator } from '@mall/shared';
import { lazy, Suspense } from 'react';
import { useAuth } from '../../lib/auth';
import { BrandMark } from './brand-mark';
import { HomeHeader } from './home-header';
import { SiteHeaderFrame } from './site-header-frame';

/** The customer header, loaded with the customer's pages (it reads the balance without React Query). */
const ClientHeader = lazy(async () => ({ default: (await import('./client-header')).ClientHeader }));

/** Outside /admin: the client header for any logged-in role except the administrators (SPEC §2). */
export function SiteHeader() {
  const { session } = useAuth();
  if (session && !isAdministrator(session.role)) {
    // Until its code is here, the bar with the brand where the header draws it.
    const fallback = (
      <SiteHeaderFrame>
        <BrandMark to={session.role === 'CLIENTE' ? '/cliente' : '/'} />
      </SiteHeaderFrame>
    );
    return (
      <Suspense fallback={fallback}>
        <ClientHeader session={session} />
      </Suspense>
    );
  }
  return <HomeHeader />;
}

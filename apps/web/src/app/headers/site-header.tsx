import { isAdministrator } from '@mall/shared';
import { lazy, Suspense } from 'react';
import { useAuth } from '../../lib/auth';
import { BrandMark } from './brand-mark';
import { HomeHeader } from './home-header';
import { SiteHeaderFrame } from './site-header-frame';

/** The customer header reads the balance through React Query: it loads with the customer's pages. */
const ClientHeader = lazy(async () => {
  const [{ ClientHeader }, { withQueries }] = await Promise.all([
    import('./client-header'),
    import('../../lib/with-queries'),
  ]);
  return { default: withQueries(ClientHeader) };
});

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

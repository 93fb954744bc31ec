import { lazy, Suspense } from 'react';
import { useAuth } from '../../lib/auth';
import { BrandMark } from './brand-mark';
import { HomeHeader } from './home-header';
import { SiteHeaderFrame } from './site-header-frame';

/** The customer header, loaded with the customer's pages (it reads the balance without React Query). */
const ClientHeader = lazy(async () => ({ default: (await import('./client-header')).ClientHeader }));

/**
 * Outside /admin: the customer's header for a customer; the public header for a visitor and for
 * staff, who are barred from the programme (DECISIONS.md: they get "Painel" and "Sair" there).
 */
export function SiteHeader() {
  const { session } = useAuth();
  if (session?.role === 'CLIENTE') {
    // Until its code is here, the bar with the brand where the header draws it.
    const fallback = (
      <SiteHeaderFrame>
        <BrandMark to="/cliente" />
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

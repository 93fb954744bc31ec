import { isAdministrator } from '@mall/shared';
import { useAuth } from '../../lib/auth';
import { ClientHeader } from './client-header';
import { HomeHeader } from './home-header';

/** Outside /admin: the client header for any logged-in role except the administrators (SPEC §2). */
export function SiteHeader() {
  const { session } = useAuth();
  if (session && !isAdministrator(session.role)) return <ClientHeader session={session} />;
  return <HomeHeader />;
}

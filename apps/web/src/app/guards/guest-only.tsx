import { homePathFor } from '@mall/shared';
import { Navigate, Outlet } from 'react-router';
import { LoadingState } from '../../components/states';
import { useAuth } from '../../lib/auth';

/**
 * `/` is for visitors (SPEC §2): a CLIENTE goes to /cliente, staff to their landing page.
 * VENDEDOR lands on the sale form (DECISIONS.md), not the dashboard it may not open.
 */
export function GuestOnly() {
  const { session, status } = useAuth();
  if (status === 'loading') return <LoadingState />;
  if (session) return <Navigate to={homePathFor(session.role)} replace />;
  return <Outlet />;
}

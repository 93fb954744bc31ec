import { homePathFor } from '@mall/shared';
import { Navigate, Outlet } from 'react-router';
import { LoadingState } from '../../components/states';
import { useAuth } from '../../lib/auth';
import { LoginFirst } from './login-first';

/**
 * The customer's area (SPEC §2): without a session, to `/` with the login modal open; a member of
 * staff, barred from the programme, to its own landing page (its "Meus dados" is in the admin area).
 */
export function RequireAuth() {
  const { session, status } = useAuth();
  if (status === 'loading') return <LoadingState />;
  if (!session?.role) return <LoginFirst />;
  if (session.role !== 'CLIENTE') return <Navigate to={homePathFor(session.role)} replace />;
  return <Outlet />;
}

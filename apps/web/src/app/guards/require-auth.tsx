import { Navigate, Outlet } from 'react-router';
import { LoadingState } from '../../components/states';
import { useAuth } from '../../lib/auth';

/** Logged-in routes (SPEC §2): any role; without one, back to `/`. */
export function RequireAuth() {
  const { session, status } = useAuth();
  if (status === 'loading') return <LoadingState />;
  if (!session?.role) return <Navigate to="/" replace />;
  return <Outlet />;
}

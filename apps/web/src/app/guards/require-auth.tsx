import { Outlet } from 'react-router';
import { LoadingState } from '../../components/states';
import { useAuth } from '../../lib/auth';
import { LoginFirst } from './login-first';

/** Logged-in routes (SPEC §2): any role; without one, to `/` with the login modal open. */
export function RequireAuth() {
  const { session, status } = useAuth();
  if (status === 'loading') return <LoadingState />;
  if (!session?.role) return <LoginFirst />;
  return <Outlet />;
}

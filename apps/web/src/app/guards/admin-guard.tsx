import { homePathFor } from '@mall/shared';
import { Navigate, Outlet } from 'react-router';
import { LoadingState } from '../../components/states';
import { useAuth } from '../../lib/auth';
import { LoginFirst } from './login-first';

/**
 * Admin area guard. No session -> `/` with the login modal open (and back here after login); a
 * role without admin access -> `/`. It lives in the main bundle so a visitor or a customer is
 * turned away before any admin code downloads. A path the role may not open is `AdminPathCheck`'s
 * (it comes with the admin code).
 */
export function AdminGuard() {
  const { session, status } = useAuth();
  if (status === 'loading') return <LoadingState />;
  if (!session) return <LoginFirst />;
  const { role } = session;
  const landing = homePathFor(role);
  if (!landing.startsWith('/admin')) return <Navigate to="/" replace />;
  return <Outlet />;
}

import { canOpenAdminPath, homePathFor } from '@mall/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../components/states';
import { useAuth } from '../../lib/auth';
import { LoginFirst } from './login-first';

/**
 * Admin area guard, driven by the same permission table the server enforces. No token -> `/`
 * with the login modal open (and back here after login); a role without admin access -> `/`. A path restricted for the role -> the role's landing page
 * (the dashboard; for VENDEDOR the sale form, its only admin page per DECISIONS.md).
 * It lives in the main bundle so a visitor is turned away before any admin code downloads.
 */
export function AdminGuard() {
  const { session, status } = useAuth();
  const { pathname } = useLocation();
  if (status === 'loading') return <LoadingState />;
  if (!session) return <LoginFirst />;
  const { role } = session;
  const landing = homePathFor(role);
  if (!landing.startsWith('/admin')) return <Navigate to="/" replace />;
  if (!canOpenAdminPath(role, pathname)) return <Navigate to={landing} replace />;
  return <Outlet />;
}

import { canOpenAdminPath, homePathFor } from '@mall/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth';

/**
 * Past the admin guard: a path the role may not open (the access map, the same the server
 * enforces) goes to the role's landing page (the dashboard; for VENDEDOR the sale form, its only
 * admin page per DECISIONS.md). It comes with the admin code (`AdminRoutes`), not in the main
 * bundle: a visitor's and a customer's first loads do without the access map.
 */
export function AdminPathCheck({ children }: { children: ReactNode }) {
  const { session } = useAuth();
  const { pathname } = useLocation();
  if (session && !canOpenAdminPath(session.role, pathname)) return <Navigate to={homePathFor(session.role)} replace />;
  return children;
}

import type { Role } from '@mall/shared';
import { Navigate } from 'react-router';
import { afterLoginPath } from '../../lib/after-login';

/** Sends a signed-in user from `/` to the page asked for when the role may open it, else its landing page. */
export default function AfterLoginRedirect({ role, next }: { role: Role; next: string | undefined }) {
  return <Navigate to={afterLoginPath(role, next)} replace />;
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../features/auth/api/logout';
import { useAuth } from '../../lib/auth';
import { markLoggingOut } from '../guards/login-first';

/**
 * "Sair": asks the server to end the session, then leaves it here at once. The request takes the
 * token before the session is cleared; whatever it answers (even no answer), this device is logged out.
 */
export function useLogout(): () => void {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(() => {
    logout().catch(() => {});
    // The page being left needs a login; leaving it on purpose must not ask for one.
    markLoggingOut();
    signOut();
    navigate('/', { replace: true });
  }, [signOut, navigate]);
}

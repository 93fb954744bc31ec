import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';
import { markLoggingOut } from '../guards/login-first';

export function useLogout(): () => void {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(() => {
    // The page being left needs a login; leaving it on purpose must not ask for one.
    markLoggingOut();
    signOut();
    navigate('/', { replace: true });
  }, [signOut, navigate]);
}

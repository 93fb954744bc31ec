import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';

export function useLogout(): () => void {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(() => {
    signOut();
    navigate('/', { replace: true });
  }, [signOut, navigate]);
}
